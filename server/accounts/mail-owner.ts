import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import type { RenderedMail } from "../mail/templates/layout";

/**
 * A security notice to the account's owner (its PIN or password changed), sent after the answer so
 * a slow mail server never holds the request; `what` names it in the logs if sending fails.
 */
export function mailOwner(ctx: AppContext, userId: string, what: string, render: (name: string) => RenderedMail): void {
  ctx.afterAnswer.run(what, async () => {
    const [user] = await ctx.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (user) await ctx.mailer.send({ to: user.email, ...render(user.name) });
  });
}
