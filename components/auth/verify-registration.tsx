"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { resendOtpErrorMessage, verifyOtpErrorMessage } from "@/lib/auth/error-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { messageResponse } from "@/lib/contracts/common";
import { MSG } from "@/lib/contracts/messages";
import { Alert } from "@/components/ui/alert";
import { CountdownOtpForm, type StepOutcome } from "./countdown-otp-form";
import { StepHeading } from "./step-heading";
import styles from "./auth-form.module.css";

/** How long the success message stays before the move to /login. */
const REDIRECT_DELAY_MS = 1500;

/** The registration code screen (spec 2.4): verify, then 'OTP verified successfully!' and on to /login. */
export function VerifyRegistration({ email, sandbox }: { email: string; sandbox?: boolean }) {
  const router = useRouter();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!verified) return;
    const t = setTimeout(() => router.push("/login?notice=verified"), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [verified, router]);

  async function verify(otp: string): Promise<StepOutcome> {
    const res = await bffPost("/api/verify-otp", messageResponse, { email, otp });
    if (!res.ok) return { ok: false, message: verifyOtpErrorMessage(res) };
    setVerified(true);
    return { ok: true };
  }

  async function resend(): Promise<StepOutcome> {
    const res = await bffPost("/api/resend-otp", messageResponse, { email });
    return res.ok ? { ok: true } : { ok: false, message: resendOtpErrorMessage(res) };
  }

  return (
    <div>
      <StepHeading focusOnMount={false}>Verify your email</StepHeading>
      {verified && <Alert tone="success">{MSG.otpVerifiedAlert}</Alert>}
      <CountdownOtpForm email={email} onVerify={verify} onResend={resend} done={verified} sandbox={sandbox} />
      <p className={styles.links}>
        <Link href="/login">Back to Login</Link>
      </p>
    </div>
  );
}

export function NoEmailForCode() {
  return (
    <div>
      <StepHeading focusOnMount={false}>Verify your email</StepHeading>
      <Alert tone="error">{MSG.otpNoEmail}</Alert>
      <p className={styles.links}>
        <Link href="/register">Return to registration</Link> · <Link href="/login">Back to Login</Link>
      </p>
    </div>
  );
}
