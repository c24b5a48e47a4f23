import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MoreServices } from "@/components/purchases/more-services";
import styles from "@/components/purchases/purchases.module.css";
import { BUY_MSG } from "@/lib/purchases/messages";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Airtime result" };

/** AirtimeResult (spec 2.6): success or failure from the query, with the spec's default messages. */
export default async function AirtimeResultPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const success = ["true", "1"].includes(firstParam(params, "success").toLowerCase());
  const message =
    firstParam(params, "message").trim() || (success ? BUY_MSG.airtimeResultSuccess : BUY_MSG.airtimeResultFailure);
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
            {message}
          </p>
        </div>
        <ButtonLink href="/dashboard" fullWidth>
          Back to dashboard
        </ButtonLink>
      </Card>
      <Card>
        <MoreServices />
      </Card>
    </div>
  );
}
