import type { Metadata } from "next";
import { ExamAccountCard } from "@/components/purchases/exam-account-card";
import { ExamPinForm } from "@/components/purchases/exam-pin-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Exam pins" };

/** Exam pin entry (spec 2.10). */
export default function ExamPinPage() {
  return (
    <PurchaseEntryPage service="exam">
      {(unavailable) => (
        <>
          <ExamAccountCard />
          <ExamPinForm unavailable={unavailable} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
