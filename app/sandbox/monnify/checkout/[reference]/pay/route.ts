import type { NextRequest } from "next/server";
import { forwardSandboxCheckout } from "@/lib/sandbox/checkout-forward";
import { routeMethods } from "@/lib/bff/methods";

/** The sandbox checkout's Pay form, through the web (lib/sandbox/checkout-forward.ts). */
async function post(req: NextRequest, { params }: { params: Promise<{ reference: string }> }) {
  return forwardSandboxCheckout(req, (await params).reference, true);
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
