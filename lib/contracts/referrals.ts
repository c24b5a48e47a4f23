import { z } from "zod";
import { paginationResponse, successStatus } from "./common";
import { nairaField } from "./purchases";

export { REFERRAL_CODE_PATTERN, referralCodeField } from "./referral-code";

/** GET /api/referral-codes/{code}: whether a referral link's code would link a new customer now. */
export const referralCodeCheckResponse = z.object({
  status: successStatus,
  valid: z.boolean().describe("The code is a customer's and the referral programme is on."),
});

/** GET /api/referrals lists the latest this many referrals (its earned and total count them all). */
export const REFERRALS_LISTED = 100;

/** GET /api/referrals: the customer's code and link (while the programme is on), and their referrals. */
export const myReferralsResponse = z.object({
  status: successStatus,
  enabled: z.boolean(),
  code: z.string().nullable().describe("The customer's referral code; null while the programme is paused."),
  link: z.string().nullable().describe("/register?ref=CODE; null while the programme is paused (nothing to share)."),
  threshold: z.number().describe("Naira: the first funding that earns the bonus."),
  bonus: z.number().describe("Naira: the bonus per referred customer."),
  earned: z.number().describe("Naira: every bonus paid for the customer's referrals, listed or not."),
  total: z.number().int().describe("How many customers registered with the code; the list holds the latest 100."),
  referrals: z.array(
    z.object({
      name: z.string().describe("The referred customer's first name only."),
      status: z.enum(["linked", "paid", "refused"]),
      bonus: z.number().nullable(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type MyReferralsResponse = z.infer<typeof myReferralsResponse>;

/* ---- admin ---- */

export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  threshold: z.number(),
  bonus: z.number(),
  updated_at: z.string().nullable(),
});

export const adminReferralsResponse = z.object({
  status: successStatus,
  settings: referralSettingsSchema,
  totals: z.object({ referrals: z.number().int(), paid: z.number().int(), paid_amount: z.number() }),
  referrals: z.array(
    z.object({
      referrer_id: z.string(),
      referrer_name: z.string(),
      referrer_email: z.string(),
      referred_id: z.string(),
      referred_name: z.string(),
      referred_email: z.string(),
      code: z.string(),
      status: z.enum(["linked", "paid", "refused"]),
      reason: z.string().nullable(),
      bonus: z.number().nullable(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  pagination: paginationResponse,
});
export type AdminReferralsResponse = z.infer<typeof adminReferralsResponse>;

export const adminReferralSettingsUpdate = z.object({
  enabled: z.boolean({ error: "enabled must be true or false." }),
  threshold: nairaField({ max: [1_000_000, "The threshold may be at most ₦1,000,000."] }).describe(
    "Naira: the first funding that earns the bonus.",
  ),
  bonus: nairaField({ max: [100_000, "The bonus may be at most ₦100,000."] }).describe("Naira: paid to the referrer."),
});

export const adminReferralSettingsResponse = z.object({
  status: successStatus,
  message: z.string(),
  settings: referralSettingsSchema,
});
