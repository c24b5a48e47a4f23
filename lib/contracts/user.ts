import { z } from "zod";
import { virtualAccountState } from "./wallet";

/** The customer as GET /api/user answers it (spec 3). Money in naira with 2 decimals, kobo alongside. */
export const userSchema = virtualAccountState.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  email_verified: z.boolean(),
  balance: z.number(),
  wallet_balance: z.number(),
  balance_kobo: z.number().int(),
  amount_spent: z.number(),
  cashback_total: z.number(),
  kyc_status: z.string(),
  onboarding_seen: z.boolean(),
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user. */
export const userResponse = z.object({ data: userSchema });

/** POST /api/user/onboarding-seen. */
export const onboardingSeenResponse = z.object({ message: z.string(), onboarding_seen: z.literal(true) });
