import { eq } from "drizzle-orm";
import { PASSWORD } from "../accounts/account-test-kit";
import { hashPassword } from "../accounts/password-hash";
import { transactionPins, users } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, rid } from "../purchases/test-helpers";
import type { TestApp } from "../test/test-app";

/** Shared steps of the transaction PIN tests (not a test file itself). */

let passwordHash: Promise<string> | undefined;

/** A funded customer whose password is PASSWORD (the PIN calls ask for it); `pin: null` for none set. */
export async function pinCustomer(t: TestApp, opts: { pin?: string | null; kobo?: number } = {}) {
  const c = await customer(t, opts.kobo ?? 1_000_000, { pin: opts.pin });
  await t.app.ctx.db
    .update(users)
    .set({ passwordHash: await (passwordHash ??= hashPassword(PASSWORD)) })
    .where(eq(users.id, c.userId));
  return c;
}

export const airtimeBody = (extra: Record<string, unknown> = {}) => ({
  network: "mtn",
  phone: N.success,
  amount: 100,
  request_id: rid(),
  ...extra,
});

export async function pinRow(t: TestApp, userId: string) {
  const [row] = await t.app.ctx.db.select().from(transactionPins).where(eq(transactionPins.userId, userId));
  return row;
}
