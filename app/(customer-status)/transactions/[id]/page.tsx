import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { receiptOf, TransactionDetail } from "@/components/transactions/transaction-detail";
import { transactionFacts } from "@/components/transactions/transaction-facts";
import { customerApi } from "@/lib/api/customer-api";
import { ProductApiError } from "@/lib/api/product-api";
import { isUuid } from "@/lib/contracts/common";
import { transactionResponse, type TransactionItem } from "@/lib/contracts/wallet";
import { buyAgainHref } from "@/lib/purchases/buy-again-href";

export const metadata: Metadata = { title: "Transaction" };

/** The customer's own history row, or null when the API answers 404 (unknown, or another customer's). */
async function ownTransaction(id: string): Promise<TransactionItem | null> {
  if (!isUuid(id)) return null;
  try {
    return (await customerApi(`transactions/${id}`, transactionResponse)).transaction;
  } catch (err) {
    if (err instanceof ProductApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * One transaction (/transactions/{id}), linked from every history row and from the purchase
 * result. The API answers only the signed-in customer's own rows: another customer's id is
 * "not found", exactly like an unknown one.
 */
export default async function TransactionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tx = await ownTransaction(id);
  if (!tx) notFound();
  const facts = transactionFacts(tx);
  return (
    <TransactionDetail
      facts={facts}
      receipt={receiptOf(facts)}
      buyAgainHref={buyAgainHref(tx)}
      // A failed or reversed purchase already refunded has nothing left to claim.
      disputable={
        tx.type === "purchase" && !(["failed", "reversed"].includes(tx.status) && tx.details.refunded === true)
      }
    />
  );
}
