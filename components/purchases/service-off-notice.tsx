import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import styles from "./purchases.module.css";

/** The banner of a service an admin switched off: said before anything is entered or paid (issue 16). */
export function ServiceOffNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.offNotice} data-testid="service-off">
      <Alert tone="warning" title="Service unavailable">
        {message} Please try again later; nothing has been charged.
      </Alert>
      <ButtonLink href="/dashboard" variant="secondary" size="small">
        Back to dashboard
      </ButtonLink>
    </div>
  );
}
