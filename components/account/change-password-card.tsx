"use client";
import Link from "next/link";
import { useRef, useState } from "react";
import { mutate } from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors } from "@/lib/client/api-result";
import { changePasswordSchema } from "@/lib/contracts/change-password";
import { otherSessionsSignedOutResponse } from "@/lib/contracts/sessions";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import { SESSION_MSG } from "@/lib/contracts/sessions";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { SESSIONS_KEY } from "@/lib/swr/use-sessions";
import styles from "./change-password-card.module.css";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };
type Feedback = { tone: "success" | "error"; text: string };

/**
 * The profile's "Password": changed in place with the current one (POST /api/change-password),
 * checked first with the API's own schema, so the rules and messages are the reset screen's. Every
 * other device is signed out (the devices card reads its list again); this one stays signed in.
 */
export function ChangePasswordCard() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, bind } = useFormFields<keyof typeof EMPTY>(EMPTY);
  const [shown, setShown] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const type = shown ? "text" : "password";

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFeedback(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return showErrors(firstIssueMessages(parsed.error));
    setErrors({});
    setBusy(true);
    const res = await bffPost("/api/change-password", otherSessionsSignedOutResponse, values);
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      setValues(EMPTY);
      setShown(false);
      const n = res.data.signed_out;
      setFeedback({
        tone: "success",
        text: n ? `${res.data.message} ${SESSION_MSG.othersSignedOut(n)}` : res.data.message,
      });
      void mutate(SESSIONS_KEY);
      return;
    }
    const fields = firstFieldErrors(res.data.errors);
    if (Object.keys(fields).length) return showErrors(fields);
    setFeedback({
      tone: "error",
      text: res.status === 0 ? UNREACHABLE_MESSAGE : res.data.message || "Request failed.",
    });
  }

  return (
    <Card title="Password" id="password">
      <p className={styles.intro}>
        Change the password you sign in with. Every other device signed in to your account is signed out; this one stays
        signed in.
      </p>
      {feedback && (
        <Alert tone={feedback.tone} className={styles.feedback}>
          {feedback.text}
        </Alert>
      )}
      <form
        ref={formRef}
        method="post"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Change your password"
        className={styles.form}
      >
        <TextField
          label="Current Password"
          name="current_password"
          type={type}
          autoComplete="current-password"
          {...bind("current_password")}
          required
        />
        <TextField
          label="New Password"
          name="password"
          type={type}
          autoComplete="new-password"
          hint="At least 8 characters"
          {...bind("password")}
          required
        />
        <TextField
          label="Confirm New Password"
          name="password_confirmation"
          type={type}
          autoComplete="new-password"
          {...bind("password_confirmation")}
          required
        />
        <CheckboxField label="Show passwords" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy} loadingText="Changing…">
            Change password
          </Button>
          <Link href="/forgot-password" className={styles.forgot}>
            Forgot your current password?
          </Link>
        </div>
      </form>
    </Card>
  );
}
