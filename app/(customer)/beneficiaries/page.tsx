import type { Metadata } from "next";
import { BeneficiariesView } from "@/components/beneficiaries/beneficiaries-view";
import styles from "@/components/purchases/purchases.module.css";
import { PageHeader } from "@/components/wallet/page-header";

export const metadata: Metadata = { title: "Beneficiaries" };

/** Saved recipients (issue 18): add, buy again, rename, choose the network of a ported number, delete. */
export default function BeneficiariesPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Beneficiaries"
        description="The numbers, meters, smartcards and JAMB profiles you buy for. They come first on the purchase forms."
      />
      <BeneficiariesView />
    </div>
  );
}
