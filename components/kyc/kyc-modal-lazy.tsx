"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";

/**
 * The KYC modal loaded when it first opens: the dashboard offers it (the account card, onboarding,
 * Fund Account, the KYC prompt) but rarely opens it, so its form code stays out of the dashboard's
 * first-load JavaScript (e2e/page-weight.spec.ts). /kycmodal, which opens it at once, imports it directly.
 */
export const KycModalLazy = clientOnlyLazy(() => import("./kyc-modal").then((m) => m.KycModal));
