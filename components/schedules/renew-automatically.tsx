"use client";
import { useState } from "react";
import { PinPad } from "@/components/security/pin-pad";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { incompletePin } from "@/lib/contracts/pin";
import { scheduleResponse, type ScheduleView } from "@/lib/contracts/schedules";
import { formatLagosDateTimeText } from "@/lib/dates";
import { approvalRefusal } from "@/lib/purchases/approval";
import { newPrefixedId } from "@/lib/purchases/request-id";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import styles from "./schedules.module.css";

/**
 * "Renew automatically" on a TV result (issue 18): the same plan on the same smartcard every month,
 * the day before it would lapse, approved once with the PIN.
 */
export function RenewAutomatically({ transactionId }: { transactionId: string }) {
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ScheduleView | null>(null);
  // One id per result view: a retry after a lost answer is the same renewal.
  const [requestId] = useState(() => newPrefixedId("RENEW_"));

  async function turnOn() {
    const missing = incompletePin(pin);
    if (missing) return setPinError(missing);
    setBusy(true);
    const res = await bffPost("/api/schedules/tv-renewal", scheduleResponse, {
      transaction_id: transactionId,
      request_id: requestId,
      pin,
    });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    const refused = approvalRefusal(res);
    if (refused) {
      setPin("");
      return setPinError(refused.message);
    }
    if (!res.ok)
      return setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not turn it on."));
    setMade(res.data.data);
  }

  if (made)
    return (
      <Alert tone="success">
        Renews automatically: next on {formatLagosDateTimeText(made.next_run_at)}.{" "}
        <ButtonLink href="/schedules" variant="link" size="small">
          Manage
        </ButtonLink>
      </Alert>
    );
  if (!open)
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Renew automatically
        </Button>
      </div>
    );
  return (
    <div className={styles.form} data-testid="renew-automatically">
      <p className={styles.note}>
        We renew this plan on this smartcard every month, the day before it would lapse. Approve once with your PIN.
      </p>
      <PinPad value={pin} onChange={setPin} error={pinError} disabled={busy} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void turnOn()} loading={busy} loadingText="Turning on…">
        Turn on auto-renew
      </Button>
    </div>
  );
}
