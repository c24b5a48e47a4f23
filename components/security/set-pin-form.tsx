"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { isTooEasyPin, PIN_MSG, pinMessageResponse } from "@/lib/contracts/pin";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { PinPad } from "./pin-pad";
import styles from "./pin-forms.module.css";

type Errors = Partial<Record<"pin" | "confirm" | "password" | "form", string>>;

/** Checks of a new PIN typed twice, before it is sent. */
export function newPinErrors(pin: string, confirm: string): Errors {
  if (pin.length !== 4) return { pin: PIN_MSG.format };
  if (isTooEasyPin(pin)) return { pin: PIN_MSG.tooEasy };
  if (confirm !== pin) return { confirm: PIN_MSG.mismatch };
  return {};
}

/**
 * Sets the first transaction PIN: the PIN twice and the account's password (POST /api/pin).
 * `onSet` gets the new PIN, so the page that asked for it can go on with it. The PIN forms say
 * method="post" so that, before hydration, a submit never puts a PIN or password in a URL.
 */
export function SetPinForm({ onSet, intro }: { onSet: (pin: string) => void; intro?: React.ReactNode }) {
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const local = newPinErrors(pin, confirm);
    if (!password) local.password = PIN_MSG.passwordRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const res = await bffPost("/api/pin", pinMessageResponse, { pin, password });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    setPassword("");
    if (res.ok || res.status === 409) {
      onSet(res.ok ? pin : "");
      return;
    }
    const field = res.data.errors;
    setErrors({
      pin: field?.pin?.[0],
      password: field?.password?.[0],
      form: field ? undefined : res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed."),
    });
  }

  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Set your transaction PIN"
    >
      {intro && <p className={styles.intro}>{intro}</p>}
      {errors.form && (
        <Alert tone="error" className={styles.feedback}>
          {errors.form}
        </Alert>
      )}
      <div className={styles.pair}>
        <PinPad label="New transaction PIN" name="new_pin" required value={pin} onChange={setPin} error={errors.pin} />
        <PinPad
          label="Confirm PIN"
          name="confirm_pin"
          required
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
      </div>
      <TextField
        label="Password"
        type="password"
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="The password you sign in with, to show it is you."
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="Saving...">
          Set PIN
        </Button>
      </div>
    </form>
  );
}
