import { and, eq, ne, sql } from "drizzle-orm";
import { maskIdNumbersIn } from "../../lib/contracts/kyc";
import { kycSubmissions, users, virtualAccounts } from "../db/schema";
import type { AppContext } from "../http/context";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import type { ReservedAccountBody } from "../providers/monnify/monnify-schemas";
import type { Tx } from "./ledger";

export type VirtualAccount = typeof virtualAccounts.$inferSelect;

/** After this many failed attempts a transiently failing reservation is marked failed (refresh still retries). */
export const MAX_RESERVATION_ATTEMPTS = 12;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** What the customer reads when a reservation failed for a reason Monnify's own words do not say well. */
export const RESERVATION_REASON = {
  alreadyReserved:
    "This BVN or NIN already has an account number with us, and each person can have one. Use your own BVN or NIN, or contact support.",
  unreachable: "We could not reach the bank to open your account after several tries.",
} as const;

/**
 * The outcome of one attempt, written with what follows from it in one transaction: the row, its
 * KYC submission (the BVN/NIN it was reserved with) and the customer's kyc_status. Every write
 * releases the attempt's claim. An attempt that raced a successful one never undoes it.
 */
export async function markActive(
  ctx: AppContext,
  row: VirtualAccount,
  reserved: ReservedAccountBody,
): Promise<VirtualAccount> {
  const bank = reserved.accounts[0];
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(virtualAccounts)
      .set({
        status: "active",
        accountNumber: bank.accountNumber,
        bankName: bank.bankName,
        bankCode: bank.bankCode ?? null,
        accountName: bank.accountName ?? reserved.accountName ?? null,
        reservationReference: reserved.reservationReference ?? null,
        failureKind: null,
        attempts: sql`${virtualAccounts.attempts} + 1`,
        nextAttemptAt: null,
        claimedUntil: null,
        lastError: null,
        updatedAt: now,
      })
      .where(eq(virtualAccounts.id, row.id))
      .returning();
    if (row.kycSubmissionId) await settleSubmission(tx, row, { status: "verified", reason: null }, now);
    return updated;
  });
}

export async function markFailedAttempt(ctx: AppContext, row: VirtualAccount, err: unknown): Promise<VirtualAccount> {
  const refused = err instanceof MonnifyError && !err.transient;
  const attempts = row.attempts + 1;
  const now = ctx.now();
  const giveUp = refused || attempts >= MAX_RESERVATION_ATTEMPTS;
  const detail = maskIdNumbersIn(err instanceof Error ? err.message : String(err)).slice(0, 500);
  const reason = !refused
    ? RESERVATION_REASON.unreachable
    : err instanceof MonnifyError && err.kind === "already_reserved"
      ? RESERVATION_REASON.alreadyReserved
      : detail;
  const updated = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(virtualAccounts)
      .set({
        status: giveUp ? "failed" : "pending",
        failureKind: giveUp ? (refused ? "refused" : "unreachable") : null,
        attempts: sql`${virtualAccounts.attempts} + 1`,
        nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        claimedUntil: null,
        // What the customer reads when it failed; the provider's words (BVN/NIN masked) while it retries.
        lastError: giveUp ? reason : detail,
        updatedAt: now,
      })
      .where(and(eq(virtualAccounts.id, row.id), ne(virtualAccounts.status, "active")))
      .returning();
    if (r && giveUp && row.kycSubmissionId) await settleSubmission(tx, row, { status: "failed", reason }, now);
    return r;
  });
  return updated ?? (await ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.id, row.id)))[0];
}

/** The reservation's submission follows the account: verified with it, or failed with the reason. */
async function settleSubmission(
  tx: Tx,
  row: VirtualAccount,
  outcome: { status: "verified" | "failed"; reason: string | null },
  now: Date,
) {
  await tx
    .update(kycSubmissions)
    .set({ status: outcome.status, failureReason: outcome.reason, nextAttemptAt: null, updatedAt: now })
    .where(eq(kycSubmissions.id, row.kycSubmissionId!));
  // A customer verified once stays verified (an identifier linked to the account is not unlinked).
  await tx
    .update(users)
    .set({ kycStatus: outcome.status, updatedAt: now })
    .where(
      outcome.status === "verified"
        ? eq(users.id, row.userId)
        : and(eq(users.id, row.userId), ne(users.kycStatus, "verified")),
    );
}
