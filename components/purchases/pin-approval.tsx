"use client";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { PinPad } from "@/components/security/pin-pad";
import { SetPinForm } from "@/components/security/set-pin-form";
import { minutesUntil, PIN_MSG } from "@/lib/contracts/pin";
import { usePinStatus } from "@/lib/swr/use-pin-status";

/**
 * The summary page's approval step: the PIN pad, or, for a customer with no PIN yet, the form that
 * sets one (and fills the pad with it). A locked PIN says until when and where to reset it.
 * Another way to approve (a passkey) goes beside the pad here.
 */
export function PinApproval({
  pin,
  onPinChange,
  error,
  disabled,
  onEnter,
}: {
  pin: string;
  onPinChange: (pin: string) => void;
  error: string | null;
  disabled?: boolean;
  /** Enter in the PIN field: the summary's Confirm and Pay. */
  onEnter?: () => void;
}) {
  const { status, error: statusError, mutate } = usePinStatus();

  if (!status && !statusError) {
    return (
      <Card title="Approve with your PIN" aria-busy="true">
        <span className="visually-hidden">Checking your transaction PIN…</span>
        <Skeleton height="3.25rem" />
      </Card>
    );
  }

  if (status && !status.is_set) {
    return (
      <Card title="Set your transaction PIN">
        {error && <Alert tone="error">{PIN_MSG.notSet}</Alert>}
        <SetPinForm
          intro="Every payment from your wallet needs a 4-digit PIN. Choose one now: you will use it for this payment and the ones after."
          onSet={(newPin) => {
            onPinChange(newPin);
            void mutate();
          }}
        />
      </Card>
    );
  }

  const lockedUntil = status?.locked_until ? new Date(status.locked_until) : null;
  const locked = lockedUntil && lockedUntil > new Date();
  return (
    <Card title="Approve with your PIN">
      {locked && !error && <Alert tone="error">{PIN_MSG.locked(minutesUntil(lockedUntil, new Date()))}</Alert>}
      <PinPad
        value={pin}
        onChange={onPinChange}
        error={error}
        disabled={disabled}
        onEnter={onEnter}
        hint={
          <>
            The 4-digit PIN you chose for payments. Forgot it?{" "}
            <Link href="/profile#transaction-pin">Reset your PIN</Link>.
          </>
        }
      />
    </Card>
  );
}
