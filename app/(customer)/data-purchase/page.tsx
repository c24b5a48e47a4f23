import type { Metadata } from "next";
import { dataNetworksOrNull } from "@/lib/api/entry-lists";
import { prefillFromParams } from "@/lib/purchases/buy-again";
import { Alert } from "@/components/ui/alert";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { DataForm } from "@/components/purchases/data-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";
import { formatKobo, nairaToKobo } from "@/lib/money";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Buy data" };

/** Data entry (spec 2.7); it also shows a result passed back in the query (status, message, cashbackAmount, transaction). */
export default async function DataPurchasePage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = prefillFromParams("data", await searchParams);
  return (
    <PurchaseEntryPage service="data" seed={dataNetworksOrNull()}>
      {(unavailable, seed) => (
        <>
          <ResultFromQuery searchParams={searchParams} />
          <BalanceBar />
          <DataForm unavailable={unavailable} prefill={prefill} networksSeed={seed} />
        </>
      )}
    </PurchaseEntryPage>
  );
}

async function ResultFromQuery({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const status = firstParam(params, "status");
  const message = firstParam(params, "message");
  const cashbackKobo = nairaToKobo(firstParam(params, "cashbackAmount")) ?? 0;
  const transaction = firstParam(params, "transaction");
  if (status === "success")
    return (
      <Alert tone="success">
        {message || "Your data purchase was successful."}
        {cashbackKobo > 0 ? ` Cashback: ${formatKobo(cashbackKobo)}.` : ""}
        {transaction ? ` Reference: ${transaction}.` : ""}
      </Alert>
    );
  if (status === "error") return <Alert tone="error">{message || "Data purchase failed."}</Alert>;
  return null;
}
