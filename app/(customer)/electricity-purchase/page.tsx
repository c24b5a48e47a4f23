import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { ElectricityForm } from "@/components/purchases/electricity-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import { ServiceOffNotice } from "@/components/purchases/service-off-notice";
import styles from "@/components/purchases/purchases.module.css";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Buy electricity" };

/** Electricity entry (spec 2.8). */
export default async function ElectricityPurchasePage() {
  const off = await serviceOffNotice("electricity");
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Buy Electricity" subtitle="Prepaid tokens and postpaid bills for every DisCo." />
      <ServiceOffNotice message={off} />
      <BalanceBar />
      <ElectricityForm unavailable={off !== null} />
    </div>
  );
}
