"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import {
  forgotPasswordErrorMessage,
  resetPasswordErrorMessage,
  verifyResetOtpErrorMessage,
} from "@/lib/auth/error-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { bffSend } from "@/lib/client/bff-request";
import { clearEntryDrafts } from "@/lib/purchases/entry-draft";
import { markSigningOut } from "@/lib/swr/bff-fetcher";
import { passwordResetResponse, resetTokenResponse } from "@/lib/contracts/account";
import { messageResponse } from "@/lib/contracts/common";
import { emailField, PASSWORD_MIN } from "@/lib/contracts/account";
import { API_MSG, MSG } from "@/lib/contracts/messages";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { TextField } from "@/components/ui/text-field";
import { CountdownOtpForm, type StepOutcome } from "./countdown-otp-form";
import { SignedInElsewhere } from "./signed-in-elsewhere";
import { StepHeading } from "./step-heading";
import { useCodeLink } from "./use-code-link";
import styles from "./auth-form.module.css";

type Step = "email" | "otp" | "reset";

const TITLES: Record<Step, string> = { email: "Forgot Password", otp: "Verify OTP", reset: "Reset Password" };

/** Where a successful reset goes: the API's redirect_url when it is a path on this site, else /login. */
function afterResetHref(redirectUrl: unknown): string {
  const path =
    typeof redirectUrl === "string" && redirectUrl.startsWith("/") && !redirectUrl.startsWith("//")
      ? redirectUrl
      : "/login";
  const url = new URL(path, "http://x");
  url.searchParams.set("notice", "reset");
  return `${url.pathname}${url.search}`;
}

interface FlowProps {
  initialStep?: Exclude<Step, "reset">;
  initialEmail?: string;
  sandbox?: boolean;
  /** The email of a customer signed in on this browser, if any: their session is left alone. */
  signedInAs?: string;
}

/**
 * /forgot-password (and /verify-otp?type=reset): the flow, or, opened from the reset email's link,
 * the flow at its code step with that link's email and code filled in (read from the fragment).
 */
export function ForgotPasswordScreen(props: FlowProps) {
  const { link, key } = useCodeLink();
  // Signed in ("Forgot your current password?" on the profile): the code goes to the signed-in email, filled in.
  if (!link) return <ForgotPasswordFlow initialEmail={props.signedInAs} {...props} />;
  return (
    <ForgotPasswordFlow key={key} {...props} initialStep="otp" initialEmail={link.email} initialCode={link.code} />
  );
}

/** Password reset in three steps (spec 2.11 and 4): email, emailed code, new password. */
export function ForgotPasswordFlow({
  initialStep = "email",
  initialEmail = "",
  sandbox,
  signedInAs,
  initialCode,
}: FlowProps & {
  /** A code an emailed link filled in (submitted only by the customer's tap). */
  initialCode?: string;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>(initialEmail ? initialStep : "email");
  const [email, setEmail] = useState(initialEmail);
  const [resetToken, setResetToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; password_confirmation?: string }>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resetDone, setResetDone] = useState(false);

  async function sendCode(e: React.FormEvent) {
    e.preventDefault();
    setMessage(undefined);
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: MSG.emailInvalid });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await bffPost("/api/forgot-password", messageResponse, { email: parsed.data });
    setBusy(false);
    if (!res.ok) return setMessage(forgotPasswordErrorMessage(res));
    setEmail(parsed.data);
    setStep("otp");
  }

  async function verifyCode(otp: string): Promise<StepOutcome> {
    const res = await bffPost("/api/verify-reset-otp", resetTokenResponse, { email, otp });
    if (!res.ok || !res.data.reset_token) return { ok: false, message: verifyResetOtpErrorMessage(res) };
    setResetToken(res.data.reset_token);
    setStep("reset");
    return { ok: true };
  }

  async function resendCode(): Promise<StepOutcome> {
    const res = await bffPost("/api/forgot-password", messageResponse, { email });
    return res.ok ? { ok: true } : { ok: false, message: forgotPasswordErrorMessage(res) };
  }

  async function reset(e: React.FormEvent) {
    e.preventDefault();
    setMessage(undefined);
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN) next.password = MSG.passwordTooShort;
    if (password !== confirmation) next.password_confirmation = MSG.passwordsDoNotMatch;
    setErrors(next);
    if (Object.keys(next).length) return focusFirstInvalid(formRef.current);
    setBusy(true);
    const res = await bffPost("/api/reset-password", passwordResetResponse, {
      email,
      reset_token: resetToken,
      password,
      password_confirmation: confirmation,
    });
    if (res.ok && signedInAs && signedInAs !== email) {
      // Someone else is signed in here: /login would only send them to their dashboard, so stay and say so.
      setBusy(false);
      setResetDone(true);
      return;
    }
    if (res.ok && signedInAs === email) {
      // The customer's own password, reset while signed in: the reset ended every session,
      // this browser's too, so sign it out as Logout does and show the sign-in with its notice.
      markSigningOut();
      await bffSend("/api/logout");
      clearEntryDrafts();
      window.location.replace(afterResetHref(res.data.redirect_url));
      return;
    }
    if (res.ok) {
      router.push(afterResetHref(res.data.redirect_url));
      return;
    }
    setBusy(false);
    setMessage(resetPasswordErrorMessage(res));
  }

  return (
    <div>
      <StepHeading key={step} focusOnMount={step !== initialStep}>
        {TITLES[step]}
      </StepHeading>
      {message && <Alert tone="error">{message}</Alert>}

      {step === "email" && (
        <form ref={formRef} onSubmit={sendCode} noValidate>
          <p className={styles.lead}>Enter your account email and we will send you a 6-digit reset code.</p>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            required
            autoFocus
          />
          <Button type="submit" fullWidth loading={busy} loadingText="Sending…">
            Send OTP
          </Button>
        </form>
      )}

      {step === "otp" && (
        <CountdownOtpForm
          email={email}
          onVerify={verifyCode}
          onResend={resendCode}
          sandbox={sandbox}
          initialCode={initialCode}
        />
      )}

      {step === "reset" && resetDone && (
        <>
          <Alert tone="success">{API_MSG.passwordReset}</Alert>
          <SignedInElsewhere signedInAs={signedInAs!} email={email} />
        </>
      )}

      {step === "reset" && !resetDone && (
        <form ref={formRef} onSubmit={reset} noValidate>
          <p className={styles.lead}>Choose a new password for {email}.</p>
          <TextField
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            hint="At least 8 characters"
            required
            autoFocus
          />
          <TextField
            label="Confirm New Password"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={errors.password_confirmation}
            required
          />
          <Button type="submit" fullWidth loading={busy} loadingText="Resetting…">
            Reset Password
          </Button>
        </form>
      )}

      {!resetDone && (
        <p className={styles.links}>
          <Link href="/login">Back to Login</Link>
        </p>
      )}
    </div>
  );
}
