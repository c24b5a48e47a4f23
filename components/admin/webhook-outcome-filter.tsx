import { WEBHOOK_OUTCOME_OPTIONS } from "@/lib/admin/admin-contracts";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** GET form: show one outcome of the webhook log (forged, replayed, unconfirmed, ...). */
export function WebhookOutcomeFilter({ value }: { value: string }) {
  return (
    <form method="get" action="/admin/settings" className={styles.inlineForm} aria-label="Filter webhook events">
      <label>
        <span className="visually-hidden">Outcome</span>
        <select name="outcome" defaultValue={value} aria-label="Outcome">
          <option value="">All outcomes</option>
          {WEBHOOK_OUTCOME_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}>
        Show
      </button>
    </form>
  );
}
