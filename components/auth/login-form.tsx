"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  loginErrorMessage,
  loginNeedsOtp,
  resendOtpErrorMessage,
  verifyOtpErrorMessage,
} from "@/lib/auth/error-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { messageAnswer, sessionLoginAnswer } from "@/lib/client/contract-loaders";
import { MSG } from "@/lib/contracts/messages";
import { Alert, type AlertTone } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { PasskeySignInButton } from "@/components/passkeys/passkey-sign-in-button";
import { OtpInput } from "./otp-input";
import { SandboxMailHint } from "./sandbox-mail-hint";
import styles from "./auth-form.module.css";

type Message = { tone: AlertTone; text: string };

/**
 * Login (spec 2.2): credentials, and the code form when the API asks for email verification.
 * A verified code clears the form and shows the server's message; the user then logs in again.
 */
export function LoginForm({
  notice,
  sandbox,
  initialEmail = "",
  next = "/dashboard",
}: {
  notice?: Message;
  sandbox?: boolean;
  /** The address the customer just verified (from /login?email=), so only the password is left. */
  initialEmail?: string;
  /** Where signing in leads: the customer page the session ended on (already judged safe), or the dashboard. */
  next?: string;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"credentials" | "otp">("credentials");
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [message, setMessage] = useState<Message | undefined>(notice);
  const [busy, setBusy] = useState<"login" | "verify" | "resend" | null>(null);

  const canLogin = email.includes("@") && password.length > 0;

  function signedIn() {
    router.replace(next);
    router.refresh();
  }

  async function login(e: React.FormEvent) {
    e.preventDefault();
    if (!canLogin) return;
    setBusy("login");
    setMessage(undefined);
    const res = await bffPost("/api/login", sessionLoginAnswer, { email: email.trim(), password });
    if (res.ok) return signedIn();
    setBusy(null);
    if (loginNeedsOtp(res)) {
      setOtp("");
      setMode("otp");
      setMessage({ tone: "info", text: MSG.loginVerifyWithOtp });
      return;
    }
    setMessage({ tone: "error", text: loginErrorMessage(res) });
  }

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setMessage({ tone: "error", text: MSG.otpEnterValid });
      return;
    }
    setBusy("verify");
    const res = await bffPost("/api/verify-otp", messageAnswer, { email: email.trim(), otp });
    setBusy(null);
    if (!res.ok) {
      setMessage({ tone: "error", text: verifyOtpErrorMessage(res) });
      return;
    }
    setEmail("");
    setPassword("");
    setOtp("");
    setMode("credentials");
    setMessage({ tone: "success", text: res.data.message || MSG.otpVerifiedAlert });
  }

  async function resend() {
    setBusy("resend");
    const res = await bffPost("/api/resend-otp", messageAnswer, { email: email.trim() });
    setBusy(null);
    setMessage(
      res.ok
        ? { tone: "success", text: res.data.message || MSG.otpResent }
        : { tone: "error", text: resendOtpErrorMessage(res) },
    );
  }

  if (mode === "otp") {
    return (
      <form onSubmit={verify} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Verify your email
        </h1>
        <p className={styles.lead}>
          We sent a 6-digit code to <strong>{email}</strong>.
        </p>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <OtpInput value={otp} onValueChange={setOtp} autoFocus required />
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={busy === "verify"} loadingText="Verifying…" disabled={busy !== null}>
            Verify OTP
          </Button>
          <Button
            variant="secondary"
            fullWidth
            onClick={resend}
            loading={busy === "resend"}
            loadingText="Sending…"
            disabled={busy !== null}
          >
            Resend OTP
          </Button>
          <Button
            variant="ghost"
            fullWidth
            onClick={() => {
              setMode("credentials");
              setMessage(undefined);
            }}
            disabled={busy !== null}
          >
            Back to Login
          </Button>
        </div>
        {sandbox && <SandboxMailHint email={email} />}
      </form>
    );
  }

  return (
    <form onSubmit={login} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Welcome back
      </h1>
      <p className={styles.lead}>Log in to your Naira Wallet.</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className={styles.row}>
        <span />
        <Link href="/forgot-password">Forgot password?</Link>
      </div>
      <Button type="submit" fullWidth disabled={!canLogin} loading={busy === "login"} loadingText="Logging in…">
        Login
      </Button>
      <PasskeySignInButton
        onSignedIn={signedIn}
        onError={(text) => setMessage({ tone: "error", text })}
        disabled={busy !== null}
      />
      <p className={styles.links}>
        New here? <Link href="/register">Create an account</Link>
      </p>
    </form>
  );
}
