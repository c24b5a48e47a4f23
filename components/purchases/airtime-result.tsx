import { Card } from "@/components/ui/card";
import { BUY_MSG } from "@/lib/purchases/messages";
import { MoreServices } from "./more-services";
import styles from "./purchases.module.css";

/**
 * AirtimeResult (spec 2.6): a success or failure heading and the message (the spec's defaults when
 * none is given). The way back to the dashboard is the one under 'Purchase more services', as on
 * every purchase result: a second one here made the page show it twice.
 */
export function AirtimeResult({ success, message }: { success: boolean; message?: string }) {
  const text = message?.trim() || (success ? BUY_MSG.airtimeResultSuccess : BUY_MSG.airtimeResultFailure);
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.resultHead}>
          <span
            className={`${styles.resultIcon} ${success ? styles.iconSuccess : styles.iconFailed}`}
            aria-hidden="true"
          >
            {success ? "✓" : "!"}
          </span>
          <h1 className={styles.resultTitle}>{success ? "Airtime purchase successful" : "Airtime purchase failed"}</h1>
          <p className={styles.resultText} role={success ? "status" : "alert"}>
            {text}
          </p>
        </div>
      </Card>
      <Card>
        <MoreServices />
      </Card>
    </div>
  );
}
