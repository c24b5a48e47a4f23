import type { Metadata } from "next";
import { ExamAccountCard } from "@/components/purchases/exam-account-card";
import { ExamPinForm } from "@/components/purchases/exam-pin-form";
import { PurchaseHeader } from "@/components/purchases/purchase-header";
import styles from "@/components/purchases/purchases.module.css";

export const metadata: Metadata = { title: "Exam pins" };

/** Exam pin entry (spec 2.10). */
export default function ExamPinPage() {
  return (
    <div className={styles.page}>
      <PurchaseHeader title="Exam Pins" subtitle="WAEC result checker, WAEC registration and JAMB pins." />
      <ExamAccountCard />
      <ExamPinForm />
    </div>
  );
}
