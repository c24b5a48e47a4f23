import type { FastifyRequest } from "fastify";
import type { AppContext } from "../http/context";
import { hitAll, type Hit, type RateLimit } from "../http/rate-limit";

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Per account (email) and per address (client IP). Address limits are generous on purpose:
 * Nigerian mobile networks put many customers behind one carrier-grade NAT address.
 */
export const ACCOUNT_LIMITS = {
  register: { email: { limit: 10, windowSeconds: FIFTEEN_MINUTES }, ip: { limit: 50, windowSeconds: FIFTEEN_MINUTES } },
  login: { email: { limit: 10, windowSeconds: FIFTEEN_MINUTES }, ip: { limit: 100, windowSeconds: FIFTEEN_MINUTES } },
  verifyOtp: {
    email: { limit: 15, windowSeconds: FIFTEEN_MINUTES },
    ip: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  },
  resendOtp: { email: { limit: 5, windowSeconds: FIFTEEN_MINUTES }, ip: { limit: 50, windowSeconds: FIFTEEN_MINUTES } },
  forgotPassword: {
    email: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
    ip: { limit: 50, windowSeconds: FIFTEEN_MINUTES },
  },
  verifyResetOtp: {
    email: { limit: 15, windowSeconds: FIFTEEN_MINUTES },
    ip: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  },
  resetPassword: {
    email: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
    ip: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  },
} satisfies Record<string, { email: RateLimit; ip: RateLimit }>;

export type LimitedAction = keyof typeof ACCOUNT_LIMITS;

/** Lets the attempt through only if both the account and the address are under their limits; else 429. */
export async function limitAttempt(
  ctx: AppContext,
  req: FastifyRequest,
  action: LimitedAction,
  email: string,
): Promise<Hit> {
  const limits = ACCOUNT_LIMITS[action];
  return hitAll(ctx, [
    [`${action}:ip:${req.ip}`, limits.ip],
    [`${action}:email:${email.toLowerCase()}`, limits.email],
  ]);
}
