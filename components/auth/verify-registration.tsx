"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { isEmailAlreadyVerified, resendOtpErrorMessage, verifyOtpErrorMessage } from "@/lib/auth/error-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { messageResponse } from "@/lib/contracts/common";
import { MSG } from "@/lib/contracts/messages";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CountdownOtpForm, type StepOutcome } from "./countdown-otp-form";
import { SignedInElsewhere } from "./signed-in-elsewhere";
import { StepHeading } from "./step-heading";
import { useCodeLink } from "./use-code-link";
import styles from "./auth-form.module.css";

/** How long the success message stays before the move to /login. */
const REDIRECT_DELAY_MS = 1500;

interface Props {
  email: string;
  sandbox?: boolean;
  /** A code an emailed link filled in (submitted only by the customer's tap). */
  initialCode?: string;
  /** The email of a customer signed in on this browser, if any: their session is left alone. */
  signedInAs?: string;
}

/** The registration code screen (spec 2.4): verify, then 'OTP verified successfully!' and on to /login. */
export function VerifyRegistration({ email, sandbox, initialCode, signedInAs }: Props) {
  const router = useRouter();
  const [verified, setVerified] = useState(false);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  // Someone else is signed in here: /login would only send them to their dashboard, so stay and say so.
  const otherSession = Boolean(signedInAs) && signedInAs !== email;

  useEffect(() => {
    if (!verified || otherSession) return;
    const t = setTimeout(
      () => router.push(`/login?${new URLSearchParams({ notice: "verified", email })}`),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [verified, otherSession, router, email]);

  async function verify(otp: string): Promise<StepOutcome> {
    const res = await bffPost("/api/verify-otp", messageResponse, { email, otp });
    if (isEmailAlreadyVerified(res)) {
      setAlreadyVerified(true);
      return { ok: true };
    }
    if (!res.ok) return { ok: false, message: verifyOtpErrorMessage(res) };
    setVerified(true);
    return { ok: true };
  }

  async function resend(): Promise<StepOutcome> {
    const res = await bffPost("/api/resend-otp", messageResponse, { email });
    if (isEmailAlreadyVerified(res)) {
      setAlreadyVerified(true);
      return { ok: true };
    }
    return res.ok ? { ok: true } : { ok: false, message: resendOtpErrorMessage(res) };
  }

  if (alreadyVerified) {
    return (
      <div>
        <StepHeading>Verify your email</StepHeading>
        <Alert tone="info">{MSG.resend400}</Alert>
        <p className={styles.lead}>
          <strong>{email}</strong> is already verified.
        </p>
        {otherSession ? (
          <SignedInElsewhere signedInAs={signedInAs!} email={email} />
        ) : (
          <div className={styles.actions}>
            <ButtonLink href="/login" fullWidth>
              Log in
            </ButtonLink>
          </div>
        )}
      </div>
    );
  }

  return (
    <div>
      <StepHeading focusOnMount={false}>Verify your email</StepHeading>
      {verified && <Alert tone="success">{MSG.otpVerifiedAlert}</Alert>}
      <CountdownOtpForm
        email={email}
        onVerify={verify}
        onResend={resend}
        done={verified}
        sandbox={sandbox}
        initialCode={initialCode}
      />
      {verified && otherSession ? (
        <SignedInElsewhere signedInAs={signedInAs!} email={email} />
      ) : (
        <p className={styles.links}>
          <Link href="/login">Back to Login</Link>
        </p>
      )}
    </div>
  );
}

/**
 * /verify-otp: for the email in the query (the in-app flow, components/auth/verify-otp-href.ts)
 * or the email and code of an emailed link (in the fragment, read in the browser).
 */
export function VerifyRegistrationScreen({
  email,
  sandbox,
  signedInAs,
}: {
  email?: string;
  sandbox?: boolean;
  signedInAs?: string;
}) {
  const { ready, link, key } = useCodeLink();
  if (link)
    return (
      <VerifyRegistration
        key={key}
        email={link.email}
        initialCode={link.code}
        sandbox={sandbox}
        signedInAs={signedInAs}
      />
    );
  if (email) return <VerifyRegistration email={email} sandbox={sandbox} signedInAs={signedInAs} />;
  if (!ready)
    return (
      <div>
        <StepHeading focusOnMount={false}>Verify your email</StepHeading>
        <Spinner label="Opening your code…" />
      </div>
    );
  return <NoEmailForCode />;
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
