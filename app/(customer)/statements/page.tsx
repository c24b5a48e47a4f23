import type { Metadata } from "next";
import { StatementForm } from "@/components/statements/statement-form";
import styles from "@/components/statements/statements.module.css";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/wallet/page-header";
import { verifySession } from "@/lib/session";

export const metadata: Metadata = { title: "Statements" };

/** Account statements: a range of days, then the PDF and CSV made from the wallet's ledger. */
export default async function StatementsPage() {
  await verifySession();
  return (
    <>
      <PageHeader
        title="Statements"
        description="Download your wallet statement for a month or any range of up to 12 months."
      />
      <div className={styles.cards}>
        <Card title="Choose a period">
          <StatementForm />
        </Card>
        <Card title="What a statement shows">
          <ul className={styles.notes}>
            <li>Your opening balance, every movement of your wallet in order, and your closing balance.</li>
            <li>Each movement&rsquo;s date (Lagos time), description, reference, debit, credit and running balance.</li>
            <li>Totals for funding, purchases, refunds, cashback and invoice payments.</li>
          </ul>
        </Card>
      </div>
    </>
  );
}
