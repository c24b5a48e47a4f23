"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useEffect, useRef, useState } from "react";
import { OtpInput } from "@/components/auth/otp-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors, type ApiResult } from "@/lib/client/api-result";
import { minutesUntil, PIN_MSG, pinMessageResponse } from "@/lib/contracts/pin";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { usePinStatus } from "@/lib/swr/use-pin-status";
import { PinPad } from "./pin-pad";
import { newPinErrors, SetPinForm } from "./set-pin-form";
import styles from "./pin-forms.module.css";

type Feedback = { tone: "success" | "error"; text: string };
type Errors = Record<string, string | undefined>;

/** The API's field errors, first message of each, and a form-level message when no field is named. */
function errorsOf(res: ApiResult<unknown>): { fields: Errors; form: string | null } {
  if (res.ok) return { fields: {}, form: null };
  const fields = firstFieldErrors(res.data.errors);
  if (Object.keys(fields).length) return { fields, form: null };
  return { fields, form: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed.") };
}

/** The new PIN, twice: the change and reset forms' shared pair. */
function NewPinFields(p: {
  pin: string;
  onPin: (v: string) => void;
  confirm: string;
  onConfirm: (v: string) => void;
  errors: Errors;
}) {
  return (
    <div className={styles.pair}>
      <PinPad label="New PIN" name="new_pin" required value={p.pin} onChange={p.onPin} error={p.errors.new_pin} />
      <PinPad
        label="Confirm new PIN"
        name="confirm_pin"
        required
        value={p.confirm}
        onChange={p.onConfirm}
        error={p.errors.confirm}
      />
    </div>
  );
}

function ChangePinForm({ onDone }: { onDone: (f: Feedback) => void }) {
  const [oldPin, setOldPin] = useState("");
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const local: Errors = oldPin.length === 4 ? {} : { old_pin: PIN_MSG.required };
    const fresh = newPinErrors(pin, confirm);
    const next = { ...local, new_pin: fresh.pin, confirm: fresh.confirm };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const res = await bffPost("/api/pin/change", pinMessageResponse, { old_pin: oldPin, new_pin: pin });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    setOldPin("");
    if (res.ok) {
      setPin("");
      setConfirm("");
      onDone({ tone: "success", text: res.data.message });
      return;
    }
    const { fields, form } = errorsOf(res);
    setErrors(fields);
    if (form) onDone({ tone: "error", text: form });
  }

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Change your PIN"
    >
      <PinPad label="Current PIN" name="old_pin" required value={oldPin} onChange={setOldPin} error={errors.old_pin} />
      <NewPinFields pin={pin} onPin={setPin} confirm={confirm} onConfirm={setConfirm} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={busy} loadingText="Saving...">
          Change PIN
        </Button>
      </div>
    </form>
  );
}

function ResetPinForm({ onDone }: { onDone: (f: Feedback) => void }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    setBusy(true);
    const res = await bffPost("/api/pin/reset/request", pinMessageResponse);
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      setSent(true);
      onDone({ tone: "success", text: res.data.message });
    } else onDone({ tone: "error", text: errorsOf(res).form ?? "Request failed." });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const fresh = newPinErrors(pin, confirm);
    const next: Errors = {
      code: /^\d{6}$/.test(code) ? undefined : PIN_MSG.codeRequired,
      password: password ? undefined : PIN_MSG.passwordRequired,
      new_pin: fresh.pin,
      confirm: fresh.confirm,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const res = await bffPost("/api/pin/reset", pinMessageResponse, { code, password, new_pin: pin });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    setPassword("");
    if (res.ok) {
      setSent(false);
      setCode("");
      setPin("");
      setConfirm("");
      onDone({ tone: "success", text: res.data.message });
      return;
    }
    const { fields, form } = errorsOf(res);
    setErrors(fields);
    if (form) onDone({ tone: "error", text: form });
  }

  if (!sent) {
    return (
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          loading={busy}
          loadingText="Sending..."
          onClick={() => void sendCode()}
        >
          Forgot your PIN? Email me a code
        </Button>
      </div>
    );
  }
  return (
    <form method="post" className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Reset your PIN">
      <p className={styles.intro}>Enter the code we emailed you, your password and a new PIN.</p>
      <OtpInput value={code} onValueChange={setCode} error={errors.code} />
      <TextField
        label="Password"
        type="password"
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <NewPinFields pin={pin} onPin={setPin} confirm={confirm} onConfirm={setConfirm} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="Saving...">
          Reset PIN
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => void sendCode()}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}

/**
 * The profile's "Transaction PIN": set it (PIN twice and the password), change it with the old
 * one, or reset it with an emailed code and the password. A locked PIN says until when.
 */
export function PinCard() {
  const { status, error, mutate } = usePinStatus();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Every action's button is disabled while it works, which takes focus from it; and setting the PIN
  // swaps its form for the change form, asking for a reset code swaps its button for the reset form,
  // a reset closes that form. Focus would fall to the page's body (a keyboard user starting again
  // from the top): then it goes to the notice that says what happened.
  const feedbackRef = useRef<HTMLDivElement>(null);
  const focusFeedback = useRef(false);
  useEffect(() => {
    if (!focusFeedback.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusFeedback.current = false;
    feedbackRef.current?.focus();
  }, [status, feedback]);
  const done = (f: Feedback) => {
    focusFeedback.current = true;
    setFeedback(f);
    void mutate();
  };
  const lockedUntil = status?.locked_until ? new Date(status.locked_until) : null;

  return (
    <Card title="Transaction PIN" id="transaction-pin" aria-busy={!status && !error}>
      <p className={styles.intro}>
        Every payment from your wallet needs your 4-digit PIN. We never ask for it by email or phone.
      </p>
      <div ref={feedbackRef} tabIndex={-1} className={styles.feedbackBox}>
        {feedback && (
          <Alert tone={feedback.tone} className={styles.feedback}>
            {feedback.text}
          </Alert>
        )}
      </div>
      {!status && error && <Alert tone="error">We could not load your PIN settings. {error.message}</Alert>}
      {!status && !error && (
        <>
          <span className="visually-hidden">Loading your PIN settings…</span>
          <Skeleton height="3.25rem" />
        </>
      )}
      {status && !status.is_set && <SetPinForm onSet={() => done({ tone: "success", text: PIN_MSG.set })} />}
      {status?.is_set && (
        <>
          {lockedUntil && (
            <Alert tone="warning" className={styles.feedback}>
              {PIN_MSG.locked(minutesUntil(lockedUntil, new Date()))}
            </Alert>
          )}
          <ChangePinForm onDone={done} />
          <ResetPinForm onDone={done} />
        </>
      )}
    </Card>
  );
}
