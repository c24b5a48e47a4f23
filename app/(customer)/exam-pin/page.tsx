import type { Metadata } from "next";
import { examTypesOrNull } from "@/lib/api/entry-lists";
import { prefillFromParams } from "@/lib/purchases/buy-again";
import type { SearchParams } from "@/lib/search-params";
import { ExamAccountCard } from "@/components/purchases/exam-account-card";
import { ExamPinForm } from "@/components/purchases/exam-pin-form";
import { PurchaseEntryPage } from "@/components/purchases/purchase-entry-page";

export const metadata: Metadata = { title: "Exam pins" };

/** Exam pin entry (spec 2.10). */
export default async function ExamPinPage({ searchParams }: { searchParams: SearchParams }) {
  const prefill = prefillFromParams("exam", await searchParams);
  return (
    <PurchaseEntryPage service="exam" seed={examTypesOrNull()}>
      {(unavailable, seed) => (
        <>
          <ExamAccountCard />
          <ExamPinForm unavailable={unavailable} prefill={prefill} typesSeed={seed} />
        </>
      )}
    </PurchaseEntryPage>
  );
}
