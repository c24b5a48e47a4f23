import { Skeleton } from "@/components/ui/spinner";
import styles from "./beneficiaries.module.css";

/**
 * The place of "Saved numbers" while its code and the customer load: a phone form always shows
 * "My number", so keeping its height stops the fields below from jumping (layout shift).
 */
export function SavedNumbersPlaceholder() {
  return (
    <div className={styles.saved} aria-hidden="true" data-testid="saved-phone-placeholder">
      <Skeleton width="8rem" height="1.375rem" />
      <Skeleton height="52px" />
    </div>
  );
}
