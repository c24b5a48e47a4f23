import type { Metadata } from "next";
import { KycPageContent } from "@/components/kyc/kyc-page-content";
import styles from "@/components/kyc/kyc.module.css";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi, getCurrentUser } from "@/lib/api/customer-api";
import { kycResponse } from "@/lib/contracts/kyc";

export const metadata: Metadata = { title: "KYC" };

/**
 * The KYC page (spec 2.12): the status, what is linked, the account number, the latest submission
 * masked, and the form while there is something to give (the BVN/NIN that gets the account number,
 * or the identifier not linked yet).
 */
export default async function KycPage() {
  const [{ kyc_status: status, data, identifiers }, user] = await Promise.all([
    customerApi("kyc", kycResponse),
    getCurrentUser(),
  ]);
  return (
    <div className={styles.page}>
      <PageHeader
        title="KYC verification"
        description={
          user.virtual_account_status === "active"
            ? "Link your BVN or NIN to your virtual account."
            : "Give your BVN or NIN to get your account number."
        }
      />
      <KycPageContent status={status} submission={data} identifiers={identifiers} account={user} />
    </div>
  );
}
