import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { hit, type RateLimit } from "../http/rate-limit";
import { verifyPassword } from "./password-hash";

/**
 * Wrong passwords a signed-in customer gives (setting or resetting the transaction PIN, changing
 * the password), per account and shared by those calls: a stolen session cannot test passwords
 * faster than this anywhere.
 */
export const SIGNED_IN_PASSWORD_LIMIT: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The account's name and stored hash when `password` is its password, else null. Every check first
 * takes a place in the account's limit (429 past it, for the right password too); a right password
 * gives its place back, so only wrong ones count.
 */
export async function checkSignedInPassword(
  ctx: AppContext,
  userId: string,
  password: string,
): Promise<{ name: string; passwordHash: string } | null> {
  const attempt = await hit(ctx, `password:signed-in:${userId}`, SIGNED_IN_PASSWORD_LIMIT);
  const [user] = await ctx.db
    .select({ name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash))) return null;
  await attempt.release();
  return user;
}
