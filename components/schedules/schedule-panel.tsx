"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { incompletePin } from "@/lib/contracts/pin";
import { scheduleResponse, type ScheduleView } from "@/lib/contracts/schedules";
import { formatLagosDateTimeText } from "@/lib/dates";
import { approvalBody, approvalRefusal, type PurchaseApproval } from "@/lib/purchases/approval";
import { ApproveWithPasskey } from "@/components/passkeys/approve-with-passkey";
import type { PurchaseService } from "@/lib/purchases/request-id";
import type { SummaryQuery } from "@/lib/purchases/summary-query";
import { frequencyText, lagosLocalInput, SCHEDULE_SERVICE } from "@/lib/schedules/describe";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { ScheduleFields, timingBody, type ScheduleDraft } from "./schedule-fields";
import styles from "./schedules.module.css";

/**
 * "Schedule" on a summary page (issue 18): the same purchase once at a date and time, or daily,
 * weekly or monthly, approved once with the PIN typed on the summary's pad or a passkey (for the
 * schedule's request_id and list amount, what the API approves). Each run later pays through the
 * purchase engine at the customer's price then; nothing is paid now.
 */
export function SchedulePanel({
  service,
  query,
  pin,
  onPinRefused,
  disabled,
  passkeyAmountKobo,
}: {
  service: PurchaseService;
  query: SummaryQuery;
  pin: string;
  onPinRefused: (message: string | null) => void;
  disabled?: boolean;
  /** Offered when the customer has a passkey: the amount it approves (the purchase's list price). */
  passkeyAmountKobo: number | null;
}) {
  const [draft, setDraft] = useState<ScheduleDraft>(() => ({
    frequency: "monthly",
    start_at: lagosLocalInput(new Date(Date.now() + 24 * 60 * 60 * 1000)),
    day_of_month: "",
    end: "never",
    end_date: "",
    count: "",
  }));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<ScheduleView | null>(null);

  async function schedule(approval: PurchaseApproval = { kind: "pin", pin }) {
    if (approval.kind === "pin") {
      const missingPin = incompletePin(approval.pin);
      if (missingPin) return onPinRefused(missingPin);
    }
    onPinRefused(null);
    setBusy(true);
    const { confirmCheck } = await import("@/lib/purchases/confirm-check");
    const check = confirmCheck(service, query);
    if (!check.ok) {
      setBusy(false);
      setError(check.message);
      return;
    }
    const { request_id: requestId, ...purchase } = check.body as Record<string, unknown> & { request_id: string };
    const res = await bffPost("/api/schedules", scheduleResponse, {
      service: SCHEDULE_SERVICE[service],
      purchase,
      ...timingBody(draft),
      request_id: requestId,
      ...approvalBody(approval),
    });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    const refused = approvalRefusal(res);
    if (refused) return onPinRefused(refused.message);
    if (!res.ok) {
      setErrors(res.data.errors ?? {});
      setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "The schedule could not be saved."));
      return;
    }
    setErrors({});
    setError(null);
    setMade(res.data.data);
  }

  if (made)
    return (
      <Card title="Purchase scheduled" titleAs="h2">
        <Alert tone="success">
          {made.label}: {frequencyText(made)}, first on {formatLagosDateTimeText(made.next_run_at)}. Nothing has been
          paid yet.
        </Alert>
        <ButtonLink href="/schedules">See my schedules</ButtonLink>
      </Card>
    );

  return (
    <Card title="Schedule this purchase" titleAs="h2">
      <div className={styles.form} data-testid="schedule-form">
        <ScheduleFields value={draft} onChange={setDraft} errors={errors} disabled={busy || disabled} />
        <p className={styles.note}>
          Your PIN approves every purchase of this schedule. We remind you a day before if your balance is short; a
          purchase that cannot be paid is skipped.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <Button onClick={() => void schedule()} loading={busy} loadingText="Scheduling…" disabled={busy || disabled}>
          Schedule
        </Button>
        {passkeyAmountKobo !== null && query.requestId && (
          <ApproveWithPasskey
            requestId={query.requestId}
            amountKobo={passkeyAmountKobo}
            disabled={busy || disabled}
            onApproved={(assertion) => void schedule({ kind: "passkey", assertion })}
          />
        )}
      </div>
    </Card>
  );
}
