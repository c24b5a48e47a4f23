import { eq } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import type { User } from "../../lib/contracts/user";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { forbidden, unauthorized } from "../http/errors";
import { issueBearerToken } from "./auth-tokens";
import { sendRegistrationCode } from "./email-verification";
import type { Log } from "./logger";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { findUserByEmail, userView } from "./user-view";

/** POST /api/login: a bearer token and the user, or 401/403. */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  log: Log,
): Promise<{ token: string; user: User }> {
  const user = await findUserByEmail(ctx, input.email);
  // Unknown addresses pay the same scrypt cost, so timing does not tell them apart.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw unauthorized(API_MSG.loginInvalid);

  if (user.status === "suspended") throw forbidden(API_MSG.accountSuspended);
  if (user.status !== "active") throw forbidden(API_MSG.accountInactive);

  if (!user.emailVerifiedAt) {
    try {
      await sendRegistrationCode(ctx, user);
    } catch (err) {
      log.error({ err, userId: user.id }, "verification code mail failed at login");
    }
    throw forbidden(API_MSG.loginNotVerified);
  }

  if (needsRehash(user.passwordHash)) {
    try {
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, user.id));
    } catch (err) {
      log.warn({ err, userId: user.id }, "password rehash failed");
    }
  }

  const token = await issueBearerToken(ctx, user.id);
  return { token, user: await userView(ctx, user) };
}
