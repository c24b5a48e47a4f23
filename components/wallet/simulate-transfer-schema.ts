import { z } from "zod";
import { koboToNaira, nairaToKobo } from "@/lib/money";

export const SIMULATE_MIN_NAIRA = 1;
export const SIMULATE_MAX_NAIRA = 10_000_000;

export const SIMULATE_MESSAGES = {
  required: "Enter an amount.",
  format: "Enter an amount in naira with at most 2 decimal places.",
  min: "The amount must be at least ₦1.00.",
  max: "The amount may not be more than ₦10,000,000.00.",
} as const;

/** The typed amount's exact naira value (lib/money); Infinity when it has more digits than any amount. */
function nairaOf(text: string): number {
  const kobo = nairaToKobo(text);
  return kobo === null ? Infinity : koboToNaira(kobo);
}

/**
 * The sandbox transfer amount as typed (naira; "5,000" and "2500.5" are fine). Parses to the
 * plain decimal text the API takes, so no float rounding happens on the way.
 */
export const simulateAmountSchema = z
  .string()
  .transform((s) => s.replace(/[,\s₦]/g, ""))
  .pipe(
    z
      .string()
      .min(1, SIMULATE_MESSAGES.required)
      .regex(/^\d+(\.\d{1,2})?$/, SIMULATE_MESSAGES.format)
      .refine((s) => nairaOf(s) >= SIMULATE_MIN_NAIRA, SIMULATE_MESSAGES.min)
      .refine((s) => nairaOf(s) <= SIMULATE_MAX_NAIRA, SIMULATE_MESSAGES.max),
  );

/** The first problem with the typed amount, or the amount to send. */
export function parseSimulateAmount(input: string): { ok: true; amount: string } | { ok: false; error: string } {
  const r = simulateAmountSchema.safeParse(input);
  return r.success
    ? { ok: true, amount: r.data }
    : { ok: false, error: r.error.issues[0]?.message ?? SIMULATE_MESSAGES.format };
}
