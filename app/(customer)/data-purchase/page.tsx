import type { Metadata } from "next";
import { Alert } from "@/components/ui/alert";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { DataForm } from "@/components/purchases/data-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import { ServiceOffNotice } from "@/components/purchases/service-off-notice";
import styles from "@/components/purchases/purchases.module.css";
import { serviceOffNotice } from "@/lib/api/service-availability";
import { formatKobo, nairaToKobo } from "@/lib/money";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Buy data" };

/** Data entry (spec 2.7); it also shows a result passed back in the query (status, message, cashbackAmount, transaction). */
export default async function DataPurchasePage({ searchParams }: { searchParams: SearchParams }) {
  const off = await serviceOffNotice("data");
  const params = await searchParams;
  const status = firstParam(params, "status");
  const message = firstParam(params, "message");
  const cashbackKobo = nairaToKobo(firstParam(params, "cashbackAmount")) ?? 0;
  const transaction = firstParam(params, "transaction");
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Buy Data" subtitle="Data bundles for every network." />
      <ServiceOffNotice message={off} />
      {status === "success" && (
        <Alert tone="success">
          {message || "Your data purchase was successful."}
          {cashbackKobo > 0 ? ` Cashback: ${formatKobo(cashbackKobo)}.` : ""}
          {transaction ? ` Reference: ${transaction}.` : ""}
        </Alert>
      )}
      {status === "error" && <Alert tone="error">{message || "Data purchase failed."}</Alert>}
      <BalanceBar />
      <DataForm unavailable={off !== null} />
    </div>
  );
}
