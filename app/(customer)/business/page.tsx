import type { Metadata } from "next";
import { BusinessForm } from "@/components/merchant/business-form";
import styles from "@/components/merchant/merchant.module.css";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/wallet/page-header";
import { customerApi } from "@/lib/api/customer-api";
import { businessResponse } from "@/lib/contracts/merchant";

export const metadata: Metadata = { title: "Business details" };

/** The business details form (spec 2.12); the details appear on the customer's invoices. */
export default async function BusinessPage() {
  const { data } = await customerApi("business", businessResponse);
  return (
    <div className={[styles.page, styles.narrow].join(" ")}>
      <PageHeader title="Business details" description="Shown on the invoices you send." />
      <Card>
        <BusinessForm initial={data} />
      </Card>
    </div>
  );
}
