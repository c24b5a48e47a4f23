import type { Metadata } from "next";
import { InsightsView } from "@/components/insights/insights-view";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { insightsResponse } from "@/lib/contracts/insights";

export const metadata: Metadata = { title: "Spending insights" };

/** What the customer spent per service per month, the cashback earned and the numbers paid for most (12 months). */
export default async function InsightsPage() {
  const insights = await customerApi("insights", insightsResponse);
  return (
    <>
      <PageHeader
        title="Spending insights"
        description="Your last 12 months: where your money went and what came back."
      />
      <InsightsView insights={insights} />
    </>
  );
}
