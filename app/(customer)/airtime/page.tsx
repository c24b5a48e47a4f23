import type { Metadata } from "next";
import { AirtimeForm } from "@/components/purchases/airtime-form";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import { ServiceOffNotice } from "@/components/purchases/service-off-notice";
import styles from "@/components/purchases/purchases.module.css";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Buy airtime" };

/** Airtime entry (spec 2.6). */
export default async function AirtimePage() {
  const off = await serviceOffNotice("airtime");
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Buy Airtime" subtitle="Top up any Nigerian line from your wallet." />
      <ServiceOffNotice message={off} />
      <BalanceBar />
      <AirtimeForm unavailable={off !== null} />
    </div>
  );
}
