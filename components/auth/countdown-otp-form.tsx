"use client";
import { useState } from "react";
import { countdownMilestone, formatCountdown } from "@/lib/auth/otp-countdown";
import { useCountdown } from "@/lib/auth/use-countdown";
import { MSG } from "@/lib/contracts/messages";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { OtpInput } from "./otp-input";
import { SandboxMailHint } from "./sandbox-mail-hint";
import styles from "./auth-form.module.css";

export interface StepOutcome {
  ok: boolean;
  message?: string;
}

interface Props {
  email: string;
  /** Verifies the code; on failure return the message to show. */
  onVerify: (otp: string) => Promise<StepOutcome>;
  /** Sends a new code; on failure return the message to show. */
  onResend: () => Promise<StepOutcome>;
  /** Set after a successful verification: the form locks while the parent moves on. */
  done?: boolean;
  /** Show where sandbox mail can be read. */
  sandbox?: boolean;
  /**
   * A code an emailed link filled in. It is never sent by itself: the Verify button takes the
   * focus, one tap submits it, and if it fails (expired, replaced, used) Resend appears at once.
   */
  initialCode?: string;
}

/**
 * Code entry with the 120-second timer of spec 2.4: shown as m:ss; at 0:00 the input and Verify
 * are disabled and a resend link appears; a resend restarts the timer.
 */
export function CountdownOtpForm({ email, onVerify, onResend, done, sandbox, initialCode }: Props) {
  const { left, restart } = useCountdown();
  const [otp, setOtp] = useState(initialCode ?? "");
  /** A linked code failed: the customer cannot tell how old it is, so resending is offered before 0:00. */
  const [linkedCodeFailed, setLinkedCodeFailed] = useState(false);
  /** An error with whether the code had already expired when it came (see `shownError`). */
  const [errorState, setErrorState] = useState<{ text: string; afterExpiry: boolean }>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const expired = left === 0;
  const setError = (text?: string) => setErrorState(text ? { text, afterExpiry: expired } : undefined);
  // At 0:00 an earlier "Invalid OTP" is stale: the screen says the code expired, nothing else (issue 16).
  const error = errorState && (!expired || errorState.afterExpiry) ? errorState.text : undefined;

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    setNotice(undefined);
    if (!/^\d{6}$/.test(otp)) {
      setError(MSG.otpEnterValid);
      return;
    }
    setError(undefined);
    setBusy("verify");
    const outcome = await onVerify(otp);
    setBusy(null);
    if (!outcome.ok) {
      setError(outcome.message);
      if (initialCode) setLinkedCodeFailed(true);
    }
  }

  async function resend() {
    setError(undefined);
    setNotice(undefined);
    setBusy("resend");
    const outcome = await onResend();
    setBusy(null);
    if (outcome.ok) {
      setOtp("");
      setLinkedCodeFailed(false);
      restart();
      setNotice(MSG.otpResent);
    } else setError(outcome.message);
  }

  return (
    <form onSubmit={verify} noValidate>
      <p className={styles.lead}>
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <OtpInput
        value={otp}
        onValueChange={(v) => {
          setOtp(v);
          if (error) setError(undefined);
        }}
        error={error}
        disabled={expired || done}
        autoFocus={!initialCode}
        required
      />
      <div className={styles.row}>
        {/* The timer is read aloud at its milestones only, not at every second (countdownMilestone). */}
        <span className="visually-hidden" aria-live="polite">
          {countdownMilestone(left)}
        </span>
        <span>
          {expired ? (
            <span className={styles.muted}>The code has expired.</span>
          ) : (
            <>
              Code expires in{" "}
              <span className={styles.timer} data-testid="otp-countdown">
                {formatCountdown(left)}
              </span>
            </>
          )}
        </span>
        {(expired || linkedCodeFailed) && (
          <button type="button" className={styles.linkButton} onClick={resend} disabled={busy !== null}>
            {busy === "resend" ? "Sending…" : "Resend OTP"}
          </button>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          fullWidth
          loading={busy === "verify"}
          loadingText="Verifying…"
          disabled={expired || done}
          autoFocus={Boolean(initialCode)}
        >
          Verify OTP
        </Button>
      </div>
      {sandbox && <SandboxMailHint email={email} />}
    </form>
  );
}
