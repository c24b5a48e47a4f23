"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useState } from "react";
import { startAuthentication } from "@simplewebauthn/browser";
import { Button } from "@/components/ui/button";
import { bffPost } from "@/lib/client/bff-fetch";
import { passkeyRequestOptionsAnswer, sessionLoginAnswer } from "@/lib/client/contract-loaders";
import { ceremonyErrorMessage } from "@/lib/passkeys/ceremony-error";
import { useWebAuthnSupport } from "@/lib/passkeys/use-webauthn-support";
import styles from "./passkeys.module.css";

/**
 * "Sign in with a passkey" on the login page: no email needed (passkeys are discoverable). On
 * success `onSignedIn` runs (the session cookie is set by the BFF, as for a password login);
 * otherwise `onError` gets the message to show. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton({
  onSignedIn,
  onError,
  disabled,
}: {
  onSignedIn: () => void;
  onError: (message: string) => void;
  disabled?: boolean;
}) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    const opts = await bffPost("/api/passkeys/sign-in/options", passkeyRequestOptionsAnswer);
    if (!opts.ok) {
      setBusy(false);
      return onError(opts.status === 0 ? UNREACHABLE_MESSAGE : (opts.data.message ?? "Request failed."));
    }
    let response;
    try {
      response = await startAuthentication({ optionsJSON: opts.data.options });
    } catch (err) {
      setBusy(false);
      return onError(ceremonyErrorMessage(err, "use"));
    }
    const res = await bffPost("/api/passkeys/sign-in", sessionLoginAnswer, { response });
    if (res.ok) return onSignedIn();
    setBusy(false);
    onError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed."));
  }

  return (
    <Button
      variant="secondary"
      fullWidth
      className={styles.signIn}
      loading={busy}
      loadingText="Waiting for your passkey…"
      disabled={disabled}
      onClick={() => void signIn()}
    >
      Sign in with a passkey
    </Button>
  );
}
