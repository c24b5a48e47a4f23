import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PaytvForm } from "@/components/purchases/paytv-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Cable TV" };

/** Cable TV entry (spec 2.9). */
export default function PaytvPage() {
  return (
    <PurchaseEntryPage service="cabletv">
      {(unavailable) => (
        <>
          <BalanceBar />
          <PaytvForm unavailable={unavailable} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
