import type { Metadata } from "next";
import { airtimeNetworksOrNull } from "@/lib/api/entry-lists";
import { prefillFromParams } from "@/lib/purchases/buy-again";
import type { SearchParams } from "@/lib/search-params";
import { AirtimeForm } from "@/components/purchases/airtime-form";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Buy airtime" };

/** Airtime entry (spec 2.6). */
export default async function AirtimePage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = prefillFromParams("airtime", await searchParams);
  return (
    <PurchaseEntryPage service="airtime" seed={airtimeNetworksOrNull()}>
      {(unavailable, seed) => (
        <>
          <BalanceBar />
          <AirtimeForm unavailable={unavailable} prefill={prefill} networksSeed={seed} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
