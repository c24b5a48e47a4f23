"use client";
import { beneficiariesResponse, type BeneficiaryKind, type BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { useBffList } from "@/components/purchases/use-bff-list";

/** The customer's beneficiaries (of one kind, or all), the most recently used first, with the list's states and reload. */
export function useBeneficiaries(kind?: BeneficiaryKind) {
  return useBffList({ path: "/api/beneficiaries" }, beneficiariesResponse, (d): BeneficiaryView[] =>
    kind ? d.data.filter((b) => b.kind === kind) : d.data,
  );
}
