"use client";

// Loaded by the root layout, so it runs in the browser before any page parses with zod.
import "@/lib/client/zod-without-eval";

export function ZodCspSetup() {
  return null;
}
