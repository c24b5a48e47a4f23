import type { Metadata } from "next";
import Link from "next/link";
import { ApiKeysPanel } from "@/components/partner/api-keys-panel";
import { PageHeader } from "@/components/wallet/page-header";
import { verifySession } from "@/lib/session";

export const metadata: Metadata = { title: "API keys" };

/** Developers: API keys for the partner API (/v1), live or test, and the test balance. */
export default async function ApiKeysPage() {
  await verifySession();
  return (
    <>
      <PageHeader
        title="API keys"
        description="Sell airtime, data, electricity, TV and exam pins from your own app with the partner API."
      />
      <p>
        <Link href="/developers">Read the partner API documentation</Link>
      </p>
      <ApiKeysPanel />
    </>
  );
}
