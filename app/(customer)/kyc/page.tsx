import type { Metadata } from "next";
import { KycPageContent } from "@/components/kyc/kyc-page-content";
import styles from "@/components/kyc/kyc.module.css";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { kycResponse } from "@/lib/contracts/kyc";

export const metadata: Metadata = { title: "KYC" };

/** The KYC page (spec 2.12): the current status, the latest submission masked, and the form while not verified. */
export default async function KycPage() {
  const { kyc_status: status, data } = await customerApi("kyc", kycResponse);
  return (
    <div className={styles.page}>
      <PageHeader title="KYC verification" description="Link your BVN or NIN to your virtual account." />
      <KycPageContent status={status} submission={data} />
    </div>
  );
}
