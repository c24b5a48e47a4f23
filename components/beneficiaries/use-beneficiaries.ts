"use client";
import type { BeneficiaryKind, BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { beneficiariesAnswer } from "@/lib/client/contract-loaders";
import { useBffList } from "@/components/purchases/use-bff-list";
import { useBeneficiariesSeed } from "./beneficiaries-seed";

/** The customer's beneficiaries (of one kind, or all), the most recently used first, with the list's states and reload. */
export function useBeneficiaries(kind?: BeneficiaryKind) {
  return useBffList(
    { path: "/api/beneficiaries" },
    beneficiariesAnswer,
    (d): BeneficiaryView[] => (kind ? d.data.filter((b) => b.kind === kind) : d.data),
    useBeneficiariesSeed(),
  );
}
