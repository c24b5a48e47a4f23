import type { NextRequest } from "next/server";
import { forwardSandboxCheckout } from "@/lib/sandbox/checkout-forward";
import { routeMethods } from "@/lib/bff/methods";

/** The sandbox Monnify checkout page of an invoice, through the web (lib/sandbox/checkout-forward.ts). */
async function get(req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  return forwardSandboxCheckout(req, (await params).reference, false);
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
