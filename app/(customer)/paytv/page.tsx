import type { Metadata } from "next";
import { BalanceBar } from "@/components/purchases/balance-bar";
import { PaytvForm } from "@/components/purchases/paytv-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import { ServiceOffNotice } from "@/components/purchases/service-off-notice";
import styles from "@/components/purchases/purchases.module.css";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Cable TV" };

/** Cable TV entry (spec 2.9). */
export default async function PaytvPage() {
  const off = await serviceOffNotice("cabletv");
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Cable TV" subtitle="Renew DStv, GOtv or StarTimes." />
      <ServiceOffNotice message={off} />
      <BalanceBar />
      <PaytvForm unavailable={off !== null} />
    </div>
  );
}
