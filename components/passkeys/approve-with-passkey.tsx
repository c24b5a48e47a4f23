"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useState } from "react";
import { startAuthentication } from "@simplewebauthn/browser";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffPost } from "@/lib/client/bff-fetch";
import { authenticationCredentialSchema, requestOptionsResponse, type AssertionJson } from "@/lib/contracts/passkeys";
import type { ApprovalOptionsInput } from "@/lib/contracts/passkey-approval";
import { koboToNaira } from "@/lib/money";
import { CEREMONY_MSG, ceremonyErrorMessage } from "@/lib/passkeys/ceremony-error";
import { useWebAuthnSupport } from "@/lib/passkeys/use-webauthn-support";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import styles from "./passkeys.module.css";

/**
 * "Approve with a passkey" beside the PIN pad: asks the API for options bound to this purchase
 * (request_id and amount), has the customer use a passkey (with their screen lock), and hands the
 * assertion to `onApproved`, which sends it with the purchase call instead of the PIN. The
 * assertion approves only this purchase, once; a new attempt starts here again. Renders nothing
 * where the browser has no WebAuthn.
 */
export function ApproveWithPasskey({
  requestId,
  amountKobo,
  onApproved,
  disabled,
}: {
  requestId: string;
  amountKobo: number;
  onApproved: (assertion: AssertionJson) => void;
  disabled?: boolean;
}) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function approve() {
    setBusy(true);
    setError(null);
    try {
      const body: ApprovalOptionsInput = { request_id: requestId, amount: koboToNaira(amountKobo) };
      const opts = await bffPost("/api/passkeys/approval-options", requestOptionsResponse, body);
      if (opts.status === 401) return goToLogin();
      if (!opts.ok) return setError(opts.status === 0 ? UNREACHABLE_MESSAGE : (opts.data.message ?? "Request failed."));
      let assertion;
      try {
        assertion = authenticationCredentialSchema.safeParse(
          await startAuthentication({ optionsJSON: opts.data.options }),
        );
      } catch (err) {
        return setError(ceremonyErrorMessage(err, "use"));
      }
      if (!assertion.success) return setError(CEREMONY_MSG.failed);
      onApproved(assertion.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.approve}>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        variant="secondary"
        fullWidth
        loading={busy}
        loadingText="Waiting for your passkey…"
        disabled={disabled}
        onClick={() => void approve()}
      >
        Approve with a passkey
      </Button>
    </div>
  );
}
