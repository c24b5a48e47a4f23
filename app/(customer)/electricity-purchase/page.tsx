import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { ElectricityForm } from "@/components/purchases/electricity-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import styles from "@/components/purchases/purchases.module.css";

export const metadata: Metadata = { title: "Buy electricity" };

/** Electricity entry (spec 2.8). */
export default function ElectricityPurchasePage() {
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Buy Electricity" subtitle="Prepaid tokens and postpaid bills for every DisCo." />
      <BalanceBar />
      <ElectricityForm />
    </div>
  );
}
