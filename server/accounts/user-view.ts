import { eq } from "drizzle-orm";
import type { User } from "../../lib/contracts/user";
import { koboToNaira } from "../../lib/money";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { notFound } from "../http/errors";
import { walletSummary } from "../wallet/wallet-summary";

export type UserRow = typeof users.$inferSelect;

/** The customer as GET /api/user and login answer it (lib/contracts/user.ts). */
export async function userView(ctx: AppContext, row: UserRow): Promise<User> {
  const w = await walletSummary(ctx, row.id);
  return {
    ...w.account,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    email_verified: row.emailVerifiedAt !== null,
    balance: koboToNaira(w.balanceKobo),
    wallet_balance: koboToNaira(w.balanceKobo),
    balance_kobo: w.balanceKobo,
    amount_spent: koboToNaira(w.amountSpentKobo),
    cashback_total: koboToNaira(w.cashbackKobo),
    kyc_status: row.kycStatus,
    onboarding_seen: row.onboardingSeenAt !== null,
    is_admin: row.isAdmin,
  };
}

export async function userViewById(ctx: AppContext, userId: string): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found.");
  return userView(ctx, row);
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}
