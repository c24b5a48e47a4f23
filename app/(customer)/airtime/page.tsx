import type { Metadata } from "next";
import { AirtimeForm } from "@/components/purchases/airtime-form";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Buy airtime" };

/** Airtime entry (spec 2.6). */
export default function AirtimePage() {
  return (
    <PurchaseEntryPage service="airtime">
      {(unavailable) => (
        <>
          <BalanceBar />
          <AirtimeForm unavailable={unavailable} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
