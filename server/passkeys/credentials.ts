import { desc, eq, sql } from "drizzle-orm";
import type { PasskeyView } from "../../lib/contracts/passkeys";
import { passkeys } from "../db/schema";
import type { AppContext } from "../http/context";

export type PasskeyRow = typeof passkeys.$inferSelect;

export const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The customer's passkeys, newest first. */
export const passkeysOf = (ctx: AppContext, userId: string): Promise<PasskeyRow[]> =>
  ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));

/** The passkey with this credential id, of any customer; null when none. */
export async function passkeyByCredentialId(ctx: AppContext, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/**
 * After a verified assertion: the authenticator's new counter and the time of use. The counter
 * only moves forward (`greatest`): two assertions verified at once cannot set it back.
 */
export async function recordPasskeyUse(ctx: AppContext, row: PasskeyRow, newCounter: number): Promise<void> {
  await ctx.db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${newCounter})`, lastUsedAt: ctx.now() })
    .where(eq(passkeys.id, row.id));
}
