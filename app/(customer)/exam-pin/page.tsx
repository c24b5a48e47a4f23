import type { Metadata } from "next";
import { ExamAccountCard } from "@/components/purchases/exam-account-card";
import { ExamPinForm } from "@/components/purchases/exam-pin-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import { ServiceOffNotice } from "@/components/purchases/service-off-notice";
import styles from "@/components/purchases/purchases.module.css";
import { serviceOffNotice } from "@/lib/api/service-availability";

export const metadata: Metadata = { title: "Exam pins" };

/** Exam pin entry (spec 2.10). */
export default async function ExamPinPage() {
  const off = await serviceOffNotice("exam");
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Exam Pins" subtitle="WAEC result checker, WAEC registration and JAMB pins." />
      <ServiceOffNotice message={off} />
      <ExamAccountCard />
      <ExamPinForm unavailable={off !== null} />
    </div>
  );
}
