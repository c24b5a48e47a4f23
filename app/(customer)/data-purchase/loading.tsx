import { PurchaseEntryLoading } from "@/components/purchases/purchase-entry-page";

export default function Loading() {
  return <PurchaseEntryLoading service="data" />;
}
