import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { rateLimitHits } from "../db/schema";
import type { AppContext } from "../http/context";
import { hit, hitAll, type Hit, type RateLimit } from "../http/rate-limit";
import type { Tx } from "../wallet/ledger";

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

/** The key an account's attempts at `action` are counted under. */
const accountKey = (action: LimitedAction, email: string) => `${action}:email:${email.toLowerCase()}`;

/**
 * Forgets the account-wide count of `action`'s attempts. A password reset does it for the sign-ins:
 * its emailed code proved the owner, who must not stay locked out of the new password by the wrong
 * guesses (someone else's, as like as not) that locked the account before it.
 */
export async function forgetAccountAttempts(tx: Tx, action: LimitedAction, email: string): Promise<void> {
  await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, accountKey(action, email)));
}

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
    [accountKey(action, email), limits.email],
  ]);
}

/**
 * A browser's own allowance of wrong passwords at login when it presents a device cookie of the
 * account (server/accounts/login-devices.ts). Past it, that device cookie is locked out for the
 * rest of the window, as OWASP's scheme asks; the account and other devices are untouched.
 */
export const LOGIN_DEVICE_LIMIT: RateLimit = { limit: 10, windowSeconds: FIFTEEN_MINUTES };

/**
 * A login attempt (OWASP's device cookies): a browser presenting a device cookie of this account
 * spends only its own allowance, so neither the account-wide lock nor its address's limit (a
 * carrier's shared address) can keep it out; every other attempt is anonymous and shares the
 * account's and the address's limits, as before.
 */
export async function limitLoginAttempt(
  ctx: AppContext,
  req: FastifyRequest,
  email: string,
  device: { id: string } | null,
): Promise<Hit> {
  if (device) return hit(ctx, `login:device:${device.id}`, LOGIN_DEVICE_LIMIT);
  return limitAttempt(ctx, req, "login", email);
}
