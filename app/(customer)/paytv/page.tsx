import type { Metadata } from "next";
import { prefillFromParams } from "@/lib/purchases/buy-again";
import type { SearchParams } from "@/lib/search-params";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PaytvForm } from "@/components/purchases/paytv-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Cable TV" };

/** Cable TV entry (spec 2.9). */
export default async function PaytvPage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = prefillFromParams("paytv", await searchParams);
  return (
    <PurchaseEntryPage service="cabletv">
      {(unavailable) => (
        <>
          <BalanceBar />
          <PaytvForm unavailable={unavailable} prefill={prefill} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
