import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PaytvForm } from "@/components/purchases/paytv-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import styles from "@/components/purchases/purchases.module.css";

export const metadata: Metadata = { title: "Cable TV" };

/** Cable TV entry (spec 2.9). */
export default function PaytvPage() {
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Cable TV" subtitle="Renew DStv, GOtv or StarTimes." />
      <BalanceBar />
      <PaytvForm />
    </div>
  );
}
