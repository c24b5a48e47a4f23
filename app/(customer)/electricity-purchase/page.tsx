import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { ElectricityForm } from "@/components/purchases/electricity-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Buy electricity" };

/** Electricity entry (spec 2.8). */
export default function ElectricityPurchasePage() {
  return (
    <PurchaseEntryPage service="electricity">
      {(unavailable) => (
        <>
          <BalanceBar />
          <ElectricityForm unavailable={unavailable} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
