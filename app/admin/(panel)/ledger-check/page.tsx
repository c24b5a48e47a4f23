import type { Metadata } from "next";
import { LedgerCheckResult } from "@/components/admin/ledger-check-result";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { adminLedgerCheckResponse } from "@/lib/contracts/admin";
import { loadSection } from "@/lib/admin/load-section";

export const metadata: Metadata = { title: "Ledger check · Admin" };
export const dynamic = "force-dynamic";

/** Recomputes every balance and journal from the ledger entries, each time the page opens. */
export default async function AdminLedgerCheckPage() {
  const ledger = await loadSection(() => adminApi("ledger-check", adminLedgerCheckResponse, { timeoutMs: 30_000 }), {
    could: "Could not run the ledger check.",
    failed: "Failed to run the ledger check.",
  });
  return (
    <>
      <PageHeader
        title="Ledger check"
        lead="Every wallet and system balance recomputed from its entries; every journal must sum to zero. Runs each time this page opens."
      />
      <OpsNav current="/admin/ledger-check" />
      <Card title="Result">
        {ledger.ok ? <LedgerCheckResult report={ledger.data.report} /> : <Alert tone="error">{ledger.message}</Alert>}
      </Card>
    </>
  );
}
