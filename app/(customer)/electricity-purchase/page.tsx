import type { Metadata } from "next";
import { discosOrNull } from "@/lib/api/entry-lists";
import { prefillFromParams } from "@/lib/purchases/buy-again";
import type { SearchParams } from "@/lib/search-params";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { ElectricityForm } from "@/components/purchases/electricity-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Buy electricity" };

/** Electricity entry (spec 2.8). */
export default async function ElectricityPurchasePage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = prefillFromParams("electricity", await searchParams);
  return (
    <PurchaseEntryPage service="electricity" seed={discosOrNull()}>
      {(unavailable, seed) => (
        <>
          <BalanceBar />
          <ElectricityForm unavailable={unavailable} prefill={prefill} discosSeed={seed} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
