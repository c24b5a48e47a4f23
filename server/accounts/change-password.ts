import { and, eq } from "drizzle-orm";
import { CHANGE_PASSWORD_MSG } from "../../lib/contracts/change-password";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { passwordChangedMail } from "../mail/templates/password-changed";
import { revokeOtherBearerTokens } from "./auth-tokens";
import { mailOwner } from "./mail-owner";
import { hashPassword } from "./password-hash";
import { checkSignedInPassword } from "./signed-in-password";

const wrongCurrent = () => validationFailed({ current_password: [CHANGE_PASSWORD_MSG.currentWrong] });

/**
 * POST /api/change-password: the signed-in customer's new password, given the current one (wrong
 * ones rate limited per account with the other signed-in password checks). Every other session
 * ends with it; this one stays signed in. The devices keep their cookies, as after a reset: the
 * owner's other phones are still the owner's. The owner is mailed that it changed. Answers how many
 * sessions were signed out.
 */
export async function changePassword(
  ctx: AppContext,
  auth: { userId: string; tokenId: string },
  input: { current_password: string; password: string },
): Promise<number> {
  const user = await checkSignedInPassword(ctx, auth.userId, input.current_password);
  if (!user) throw wrongCurrent();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const signedOut = await ctx.db.transaction(async (tx) => {
    // Only over the hash just checked: of two changes at once, the second finds its current password gone.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, auth.userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed.length) return null;
    return revokeOtherBearerTokens(tx, auth.userId, auth.tokenId, now);
  });
  if (signedOut === null) throw wrongCurrent();
  mailOwner(ctx, auth.userId, "password changed mail", (name) =>
    passwordChangedMail({ name, how: "changed", at: now }),
  );
  return signedOut;
}
