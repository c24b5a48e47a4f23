import type { NextRequest } from "next/server";
import { forwardSandboxCheckout } from "@/lib/sandbox/checkout-forward";

/** The sandbox checkout's Pay form, through the web (lib/sandbox/checkout-forward.ts). */
export async function POST(req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  return forwardSandboxCheckout(req, (await params).reference, true);
}
