"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useState } from "react";
import { startRegistration } from "@simplewebauthn/browser";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { bffFetch, bffPost } from "@/lib/client/bff-fetch";
import {
  PASSKEY_NAME_MAX,
  passkeyNameField,
  passkeyRemovedResponse,
  passkeySavedResponse,
  registrationOptionsResponse,
  type PasskeyView,
} from "@/lib/contracts/passkeys";
import { formatLagosDateTime } from "@/lib/dates";
import { ceremonyErrorMessage } from "@/lib/passkeys/ceremony-error";
import { useWebAuthnSupport } from "@/lib/passkeys/use-webauthn-support";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { usePasskeys } from "@/lib/swr/use-passkeys";
import styles from "./passkeys.module.css";

type Feedback = { tone: "success" | "error"; text: string };

const failure = (res: { status: number; data: { message?: string } }) =>
  res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed.");

function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyView; onRemove: (p: PasskeyView) => void }) {
  return (
    <li className={styles.item} data-testid="passkey">
      <div className={styles.details}>
        <p className={styles.name}>{passkey.name}</p>
        <p className={styles.meta}>
          Added <time dateTime={passkey.created_at}>{formatLagosDateTime(new Date(passkey.created_at))}</time>
          <span aria-hidden="true"> · </span>
          {passkey.last_used_at ? (
            <>
              Last used{" "}
              <time dateTime={passkey.last_used_at}>{formatLagosDateTime(new Date(passkey.last_used_at))}</time>
            </>
          ) : (
            "Not used yet"
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="small"
        className={styles.action}
        aria-label={`Remove ${passkey.name}`}
        onClick={() => onRemove(passkey)}
      >
        Remove
      </Button>
    </li>
  );
}

/**
 * The profile's "Passkeys": sign in and approve purchases with the phone's or computer's screen
 * lock instead of the password or PIN. Add one with a name, see when each was last used, remove
 * one (after a confirmation).
 */
export function PasskeysCard() {
  const { passkeys, error, mutate } = usePasskeys();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const [busyRemove, setBusyRemove] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const supported = useWebAuthnSupport();

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const checked = passkeyNameField.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setFeedback(null);
    setAdding(true);
    try {
      const opts = await bffPost("/api/passkeys/registration-options", registrationOptionsResponse);
      if (opts.status === 401) return goToLogin();
      if (!opts.ok) return setFeedback({ tone: "error", text: failure(opts) });
      let response;
      try {
        response = await startRegistration({ optionsJSON: opts.data.options });
      } catch (err) {
        return setFeedback({ tone: "error", text: ceremonyErrorMessage(err, "create") });
      }
      const saved = await bffPost("/api/passkeys", passkeySavedResponse, { name: checked.data, response });
      if (saved.status === 401) return goToLogin();
      if (!saved.ok) return setFeedback({ tone: "error", text: failure(saved) });
      setName("");
      setFeedback({ tone: "success", text: `${saved.data.data.name} was added. You can now sign in with it.` });
      await mutate();
    } finally {
      setAdding(false);
    }
  }

  async function remove(p: PasskeyView) {
    setBusyRemove(true);
    const res = await bffFetch(`/api/passkeys/${encodeURIComponent(p.id)}`, passkeyRemovedResponse, {
      method: "DELETE",
    });
    if (res.status === 401) return goToLogin();
    setBusyRemove(false);
    setRemoving(null);
    await mutate();
    if (res.ok || res.status === 404) setFeedback({ tone: "success", text: `${p.name} was removed.` });
    else setFeedback({ tone: "error", text: failure(res) });
  }

  return (
    <Card title="Passkeys" className={styles.card} aria-busy={!passkeys && !error}>
      <p className={styles.intro}>
        Sign in and approve purchases with your phone&apos;s or computer&apos;s screen lock (fingerprint, face or PIN)
        instead of your password. Your fingerprint or face never leaves your device.
      </p>
      {feedback && (
        <Alert tone={feedback.tone} className={styles.notice}>
          {feedback.text}
        </Alert>
      )}
      {!passkeys && error && (
        <div className={styles.feedback}>
          <Alert tone="error">We could not load your passkeys. {error.message}</Alert>
          <Button variant="secondary" size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      )}
      {!passkeys && !error && (
        <div className={styles.loading}>
          <span className="visually-hidden">Loading passkeys…</span>
          <Skeleton height="3.5rem" />
        </div>
      )}
      {passkeys &&
        (passkeys.length === 0 ? (
          <p className={styles.empty}>You have no passkey yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Passkeys">
            {passkeys.map((p) => (
              <PasskeyItem key={p.id} passkey={p} onRemove={setRemoving} />
            ))}
          </ul>
        ))}
      {supported ? (
        <form className={styles.add} onSubmit={(e) => void add(e)} noValidate>
          <TextField
            className={styles.addField}
            label="Passkey name"
            name="passkey-name"
            placeholder="e.g. My iPhone"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
            autoComplete="off"
            required
          />
          <Button type="submit" className={styles.addButton} loading={adding} loadingText="Adding…">
            Add a passkey
          </Button>
        </form>
      ) : (
        <Alert tone="info">
          This browser cannot create passkeys. Open your profile in a current browser to add one.
        </Alert>
      )}
      <Modal
        open={removing !== null}
        onClose={() => !busyRemove && setRemoving(null)}
        title="Remove this passkey?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={busyRemove}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={busyRemove}
              loadingText="Removing…"
              onClick={() => removing && void remove(removing)}
            >
              Remove
            </Button>
          </>
        }
      >
        <p>
          <strong>{removing?.name}</strong> will no longer sign you in or approve purchases. You can delete it from the
          device too, in its passkey or password settings.
        </p>
      </Modal>
    </Card>
  );
}
