import { Button } from "@/components/ui/button";
import type { WebhookDeliveryView } from "@/lib/contracts/partner-webhooks";
import { formatLagosDateTimeText } from "@/lib/dates";
import rows from "@/components/ui/row-list.module.css";
import styles from "./webhooks.module.css";

/** What the event is about, as the partner knows it: their order (request_id), their invoice, else our reference. */
function subjectOf(d: WebhookDeliveryView): [label: string, value: string] | null {
  if (d.request_id) return ["Order", d.request_id];
  if (d.invoice_reference) return ["Invoice", d.invoice_reference];
  if (d.reference) return ["Reference", d.reference];
  return null;
}

/** The delivery's state: a pending one says what it waits for (an earlier event, or its next try). */
function stateOf(d: WebhookDeliveryView): string {
  if (d.status === "delivered") return "Delivered";
  if (d.status === "failed") return "Failed";
  if (d.waiting_for) return "Waiting for an earlier event of this transaction";
  return d.next_attempt_at ? `Next try ${formatLagosDateTimeText(d.next_attempt_at)}` : "Pending";
}

/**
 * What the URL last answered, said once: its HTTP status, else why there was no answer (a timeout,
 * a refused connection). Deliveries logged before the error was kept to what no code says also
 * carry the code as their error ("HTTP 500"), so a code wins.
 */
function lastAnswerOf(d: WebhookDeliveryView): string | null {
  return d.last_status_code !== null ? `HTTP ${d.last_status_code}` : d.last_error;
}

/** One delivery of the Webhooks page's list, with its replay once finished. */
export function DeliveryRow({ d, onReplay }: { d: WebhookDeliveryView; onReplay: (id: string) => void }) {
  const subject = subjectOf(d);
  const answer = lastAnswerOf(d);
  return (
    <li className={rows.item} data-testid="webhook-delivery">
      <div>
        <strong>{d.event_type}</strong> · {stateOf(d)}
        {answer ? ` · ${answer}` : ""}
        {subject && (
          <div className={styles.subject}>
            {subject[0]} <code>{subject[1]}</code>
          </div>
        )}
        <div className={rows.meta}>
          {formatLagosDateTimeText(d.created_at)} · {d.attempts} attempt{d.attempts === 1 ? "" : "s"} · event {d.id}
        </div>
      </div>
      {d.status !== "pending" && (
        <Button type="button" size="small" variant="secondary" onClick={() => onReplay(d.id)}>
          Replay
        </Button>
      )}
    </li>
  );
}
