"use client";
import { createContext, useContext, type ReactNode } from "react";
import type { BeneficiariesAnswer } from "@/lib/contracts/beneficiaries";

const SeedContext = createContext<BeneficiariesAnswer | null>(null);

/**
 * The customer's beneficiaries as the server page read them (GET /api/beneficiaries), for every
 * useBeneficiaries() below: the entry forms' saved recipients then make no read, and load no
 * contract, on load (README, "No zod before the customer acts").
 */
export function BeneficiariesSeed({ list, children }: { list: BeneficiariesAnswer | null; children: ReactNode }) {
  return <SeedContext.Provider value={list}>{children}</SeedContext.Provider>;
}

/** The seeded list, or null where no page seeded one (the list is then read). */
export const useBeneficiariesSeed = () => useContext(SeedContext);
