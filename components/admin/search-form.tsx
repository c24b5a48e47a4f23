import { TextField } from "@/components/ui/text-field";
import { ButtonLink } from "@/components/ui/button";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** A one-field GET search form (the search lives in the URL). */
export function SearchForm({
  action,
  label,
  placeholder,
  value,
  children,
  filtered = Boolean(value),
}: {
  action: string;
  label: string;
  placeholder: string;
  value: string;
  /** More fields (e.g. a status select) submitted with the search. */
  children?: React.ReactNode;
  /** Whether any filter is set (shows Clear). */
  filtered?: boolean;
}) {
  return (
    <form method="get" action={action} className={styles.filters} role="search" aria-label={label}>
      <TextField
        className={styles.wide}
        label="Search"
        name="search"
        type="search"
        placeholder={placeholder}
        defaultValue={value}
        maxLength={100}
      />
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Search
        </button>
        {filtered && (
          <ButtonLink href={action} variant="ghost">
            Clear
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
