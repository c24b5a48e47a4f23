import { z } from "zod";
import { successStatus } from "./common";

/** GET /api/insights: the customer's spending over the last 12 Lagos calendar months. Amounts in kobo. */

export const insightsMonth = z.object({
  /** YYYY-MM, a Lagos calendar month; the 12 months end with the current one, oldest first. */
  month: z.string(),
  /** Delivered purchases per service key (every key of `services`, 0 when none). */
  spend: z.record(z.string(), z.number().int()),
  spend_total: z.number().int(),
  cashback: z.number().int(),
});

export const insightsResponse = z.object({
  status: successStatus,
  /** The services in the figures, in the catalogue's order, with the names customers read. */
  services: z.array(z.object({ key: z.string(), name: z.string() })),
  months: z.array(insightsMonth).length(12),
  spend_total: z.number().int(),
  purchases: z.number().int(),
  cashback_total: z.number().int(),
  /** Up to 5 numbers (phone, meter, smartcard, profile) the customer paid most for, by amount. */
  top_recipients: z.array(
    z.object({
      recipient: z.string(),
      service: z.string(),
      purchases: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
export type InsightsMonth = z.infer<typeof insightsMonth>;
