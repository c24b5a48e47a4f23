import type { Metadata } from "next";
import { AirtimeForm } from "@/components/purchases/airtime-form";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import styles from "@/components/purchases/purchases.module.css";

export const metadata: Metadata = { title: "Buy airtime" };

/** Airtime entry (spec 2.6). */
export default function AirtimePage() {
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Buy Airtime" subtitle="Top up any Nigerian line from your wallet." />
      <BalanceBar />
      <AirtimeForm />
    </div>
  );
}
