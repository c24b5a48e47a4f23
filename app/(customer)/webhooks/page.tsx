import type { Metadata } from "next";
import { WebhooksPanel } from "@/components/partner-webhooks/webhooks-panel";
import page from "@/components/ui/page-column.module.css";
import { PageHeader } from "@/components/wallet/page-header";

export const metadata: Metadata = { title: "Webhooks" };

/** Signed webhooks: a URL per mode, the secret shown once, deliveries with replay, verification code. */
export default function WebhooksPage() {
  return (
    <div className={page.page}>
      <PageHeader
        title="Webhooks"
        description="Get told at your own server when purchases settle, funds arrive and invoices are paid."
      />
      <WebhooksPanel />
    </div>
  );
}
