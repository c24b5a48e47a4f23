import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import styles from "@/components/transactions/transaction-page.module.css";

/** An unknown id, a malformed one and another customer's all land here, with nothing to tell them apart. */
export default function TransactionNotFound() {
  return (
    <Card title="Transaction not found" titleAs="h1">
      <div className={styles.notFound}>
        <p>We could not find this transaction in your history. Check the link, or find it in your transactions.</p>
        <ButtonLink href="/transactions">Go to Transactions</ButtonLink>
      </div>
    </Card>
  );
}
