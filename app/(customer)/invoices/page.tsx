import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { InvoicesView } from "@/components/merchant/invoices-view";
import styles from "@/components/merchant/merchant.module.css";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/wallet/page-header";
import { getCurrentUser } from "@/lib/api/customer-api";
import { INVOICE_MSG } from "@/lib/contracts/merchant";

export const metadata: Metadata = { title: "Invoices" };

/** Invoices (spec 2.12): list with a status filter, create, edit (PENDING only) and send. */
export default async function InvoicesPage() {
  const user = await getCurrentUser();
  const verified = user.kyc_status === "verified";
  return (
    <div className={styles.page}>
      <PageHeader
        title="Invoices"
        description="Bill your customers and get paid straight into your wallet."
        actions={
          <ButtonLink href="/business" variant="secondary" size="small">
            Business details
          </ButtonLink>
        }
      />
      {!verified && (
        <Alert tone="warning">
          {INVOICE_MSG.kycRequired} <Link href="/kyc">Complete KYC</Link>
        </Alert>
      )}
      <Suspense fallback={null}>
        <InvoicesView canCreate={verified} />
      </Suspense>
    </div>
  );
}
