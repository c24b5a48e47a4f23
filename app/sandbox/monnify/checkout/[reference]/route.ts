import type { NextRequest } from "next/server";
import { forwardSandboxCheckout } from "@/lib/sandbox/checkout-forward";

/** The sandbox Monnify checkout page of an invoice, through the web (lib/sandbox/checkout-forward.ts). */
export async function GET(req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  return forwardSandboxCheckout(req, (await params).reference, false);
}
