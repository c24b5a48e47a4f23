import { and, eq, lte, sql } from "drizzle-orm";
import { users, virtualAccounts } from "../db/schema";
import type { AppContext } from "../http/context";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter, monnifyTransport } from "../providers/monnify/monnify-runtime";
import type { ReservedAccountBody } from "../providers/monnify/monnify-schemas";

export type VirtualAccount = typeof virtualAccounts.$inferSelect;

/** After this many failed attempts a transiently failing reservation is marked failed (refresh still retries). */
export const MAX_RESERVATION_ATTEMPTS = 12;
/** A claimed row is not claimed again by another instance for this long. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Refresh does not call the provider again within this window of the last attempt. */
const MIN_RETRY_GAP_MS = 5_000;

/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Monnify's accountReference for a customer: stable, so a retry can never reserve a second account. */
export function accountReferenceFor(userId: string): string {
  return `NW${userId.replace(/-/g, "").toUpperCase()}`;
}

export async function findVirtualAccount(ctx: AppContext, userId: string): Promise<VirtualAccount | null> {
  const [row] = await ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId));
  return row ?? null;
}

export async function findVirtualAccountByReference(
  ctx: AppContext,
  accountReference: string,
): Promise<VirtualAccount | null> {
  const [row] = await ctx.db
    .select()
    .from(virtualAccounts)
    .where(eq(virtualAccounts.accountReference, accountReference));
  return row ?? null;
}

/** The pending row of a customer, created once (due now). */
export async function openVirtualAccount(ctx: AppContext, userId: string): Promise<VirtualAccount> {
  const now = ctx.now();
  await ctx.db
    .insert(virtualAccounts)
    .values({
      userId,
      accountReference: accountReferenceFor(userId),
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await findVirtualAccount(ctx, userId))!;
}

/**
 * Asks Monnify for the customer's reserved account now (unless it is already active) and records
 * the outcome. Never throws for a provider failure: the row stays pending with the next attempt time.
 */
export async function reserveVirtualAccount(
  ctx: AppContext,
  userId: string,
  opts: { timeoutMs?: number; force?: boolean } = {},
): Promise<VirtualAccount> {
  const row = await openVirtualAccount(ctx, userId);
  if (row.status === "active") return row;
  const sinceLast = ctx.now().getTime() - row.updatedAt.getTime();
  if (!opts.force && row.attempts > 0 && sinceLast < MIN_RETRY_GAP_MS) return row;
  return attemptReservation(ctx, row, opts.timeoutMs);
}

/** One attempt for a row. After an earlier attempt (maybe a timeout that did reserve), read before creating. */
export async function attemptReservation(
  ctx: AppContext,
  row: VirtualAccount,
  timeoutMs = monnifyTransport(ctx).inlineTimeoutMs,
): Promise<VirtualAccount> {
  const [user] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return row;
  const adapter = monnifyAdapter(ctx);
  try {
    let reserved: ReservedAccountBody | null = null;
    if (row.attempts > 0) reserved = await adapter.getReservedAccount(row.accountReference, { timeoutMs });
    reserved ??= await adapter.createReservedAccount(
      {
        accountReference: row.accountReference,
        accountName: user.name,
        customerEmail: user.email,
        customerName: user.name,
      },
      { timeoutMs },
    );
    return await markActive(ctx, row, reserved);
  } catch (err) {
    return markFailedAttempt(ctx, row, err);
  }
}

async function markActive(
  ctx: AppContext,
  row: VirtualAccount,
  reserved: ReservedAccountBody,
): Promise<VirtualAccount> {
  const bank = reserved.accounts[0];
  const [updated] = await ctx.db
    .update(virtualAccounts)
    .set({
      status: "active",
      accountNumber: bank.accountNumber,
      bankName: bank.bankName,
      bankCode: bank.bankCode ?? null,
      accountName: bank.accountName ?? reserved.accountName ?? null,
      reservationReference: reserved.reservationReference ?? null,
      attempts: sql`${virtualAccounts.attempts} + 1`,
      nextAttemptAt: null,
      lastError: null,
      updatedAt: ctx.now(),
    })
    .where(eq(virtualAccounts.id, row.id))
    .returning();
  return updated;
}

async function markFailedAttempt(ctx: AppContext, row: VirtualAccount, err: unknown): Promise<VirtualAccount> {
  const transient = !(err instanceof MonnifyError) || err.transient;
  const message = err instanceof Error ? err.message : String(err);
  const attempts = row.attempts + 1;
  const now = ctx.now();
  const giveUp = !transient || attempts >= MAX_RESERVATION_ATTEMPTS;
  const [updated] = await ctx.db
    .update(virtualAccounts)
    .set({
      status: giveUp ? "failed" : "pending",
      attempts: sql`${virtualAccounts.attempts} + 1`,
      nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
      lastError: message.slice(0, 500),
      updatedAt: now,
    })
    // An attempt that raced with a successful one must not undo it.
    .where(and(eq(virtualAccounts.id, row.id), sql`${virtualAccounts.status} <> 'active'`))
    .returning();
  return updated ?? (await findVirtualAccount(ctx, row.userId))!;
}

/**
 * The retry job's step: claims due pending rows (FOR UPDATE SKIP LOCKED, then a short lease so no
 * other instance picks them while the provider is called) and attempts each. Answers how many ran.
 */
export async function retryDueReservations(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: virtualAccounts.id })
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.status, "pending"), lte(virtualAccounts.nextAttemptAt, now)))
      .orderBy(virtualAccounts.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows: VirtualAccount[] = [];
    for (const { id } of due) {
      const [r] = await tx
        .update(virtualAccounts)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(eq(virtualAccounts.id, id))
        .returning();
      rows.push(r);
    }
    return rows;
  });
  for (const row of claimed) await attemptReservation(ctx, row, monnifyTransport(ctx).timeoutMs);
  return claimed.length;
}
