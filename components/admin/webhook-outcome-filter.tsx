import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ButtonLink } from "@/components/ui/button";
import { WEBHOOK_OUTCOME_OPTIONS } from "@/lib/admin/admin-filter-options";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** GET form: one outcome of the webhook log (forged, replayed, unconfirmed, ...) and a reference search. */
export function WebhookOutcomeFilter({ value, search }: { value: string; search: string }) {
  return (
    <form
      method="get"
      action="/admin/webhooks"
      className={styles.filters}
      role="search"
      aria-label="Filter webhook events"
    >
      <TextField
        className={styles.wide}
        label="Reference"
        name="search"
        type="search"
        placeholder="Transaction or payment reference"
        defaultValue={search}
        maxLength={100}
      />
      <SelectField
        label="Outcome"
        name="outcome"
        placeholder="All outcomes"
        options={WEBHOOK_OUTCOME_OPTIONS}
        defaultValue={value}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Show
        </button>
        {(value || search) && (
          <ButtonLink href="/admin/webhooks" variant="ghost">
            Clear
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
