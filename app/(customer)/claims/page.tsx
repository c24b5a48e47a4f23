import type { Metadata } from "next";
import { ClaimsList } from "@/components/claims/claims-list";
import { DepositClaimForm } from "@/components/claims/deposit-claim-form";
import page from "@/components/ui/page-column.module.css";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { CLAIMS_PER_DAY, claimsResponse } from "@/lib/contracts/claims";

export const metadata: Metadata = { title: "My claims" };

/** Missing-deposit claims (the form) and "My claims": every claim and purchase dispute with its answer. */
export default async function ClaimsPage() {
  const { claims } = await customerApi("claims", claimsResponse);
  return (
    <div className={page.page}>
      <PageHeader
        title="My claims"
        description="Sent money that did not arrive, or paid for something you did not get? We check with the bank or the provider at once."
      />
      <Card title="I sent money but my wallet was not credited" titleAs="h2" titleId="claim-title">
        <p className={page.intro}>
          We ask the bank for transfers into your account. A transfer we find is credited at once, never twice. Up to{" "}
          {CLAIMS_PER_DAY} claims a day. For a purchase, open it in your transactions and choose &ldquo;I did not
          receive it&rdquo;.
        </p>
        <DepositClaimForm />
      </Card>
      <Card title="Your claims" titleAs="h2">
        <ClaimsList claims={claims} />
      </Card>
    </div>
  );
}
