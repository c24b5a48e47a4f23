import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ButtonLink } from "@/components/ui/button";
import {
  TRANSACTION_CHANNEL_OPTIONS,
  TRANSACTION_SERVICE_OPTIONS,
  TRANSACTION_STATUS_OPTIONS,
} from "@/lib/admin/admin-filter-options";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** A plain GET form: the filters live in the URL, so results can be linked and paged. */
export function TransactionFilters({
  values,
}: {
  values: { status: string; service: string; channel: string; search: string; from: string; to: string };
}) {
  return (
    <form
      method="get"
      action="/admin/transactions"
      className={styles.filters}
      role="search"
      aria-label="Filter transactions"
    >
      <TextField
        className={`${styles.wide} ${styles.searchLine}`}
        label="Search"
        name="search"
        type="search"
        placeholder="Reference, customer name, email or phone"
        defaultValue={values.search}
        maxLength={100}
      />
      <SelectField
        label="Status"
        name="status"
        placeholder="All statuses"
        options={TRANSACTION_STATUS_OPTIONS}
        defaultValue={values.status}
      />
      <SelectField
        label="Service"
        name="service"
        placeholder="All services"
        options={TRANSACTION_SERVICE_OPTIONS}
        defaultValue={values.service}
      />
      <SelectField
        label="Channel"
        name="channel"
        placeholder="All channels"
        options={TRANSACTION_CHANNEL_OPTIONS}
        defaultValue={values.channel}
      />
      <TextField label="From" name="from" type="date" defaultValue={values.from} />
      <TextField label="To" name="to" type="date" defaultValue={values.to} />
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Apply
        </button>
        <ButtonLink href="/admin/transactions" variant="ghost">
          Clear
        </ButtonLink>
      </div>
    </form>
  );
}
