import type { Metadata } from "next";
import { KycModalRoute } from "@/components/kyc/kyc-modal-route";
import { UserFallback } from "@/components/wallet/user-fallback";
import { getCurrentUser } from "@/lib/api/customer-api";

export const metadata: Metadata = { title: "KYC" };

/** /kycmodal (spec 2.1): KYC presented as a modal; closing it goes to the dashboard. */
export default async function KycModalPage() {
  const user = await getCurrentUser();
  return (
    <UserFallback user={user}>
      <KycModalRoute user={user} />
    </UserFallback>
  );
}
