import { and, eq, isNotNull, isNull, lt, lte, ne, or } from "drizzle-orm";
import { kycSubmissions, users, virtualAccounts } from "../db/schema";
import type { AppContext } from "../http/context";
import { decryptField } from "../merchant/field-encryption";
import { monnifyAdapter, monnifyTransport } from "../providers/monnify/monnify-runtime";
import type { ReservedAccountBody } from "../providers/monnify/monnify-schemas";
import type { Tx } from "./ledger";
import { markActive, markFailedAttempt, type VirtualAccount } from "./reservation-outcome";

export { MAX_RESERVATION_ATTEMPTS, retryDelayMs, type VirtualAccount } from "./reservation-outcome";

/** A claimed row is not claimed again by another attempt (instance, job, refresh) for this long. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Refresh does not call the provider again within this window of the last attempt. */
const MIN_RETRY_GAP_MS = 5_000;

/** Monnify's accountReference for a customer: stable, so a retry can never reserve a second account. */
export function accountReferenceFor(userId: string): string {
  return `NW${userId.replace(/-/g, "").toUpperCase()}`;
}

/** Reserving: a BVN/NIN was given and Monnify has not answered for good yet. The identity is fixed meanwhile. */
export function isReserving(row: VirtualAccount | null): boolean {
  return row?.status === "pending" && row.kycSubmissionId !== null;
}

export async function findVirtualAccount(ctx: Pick<AppContext, "db">, userId: string): Promise<VirtualAccount | null> {
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

/**
 * The customer's row, opened if missing, locked (FOR UPDATE) for the rest of the caller's
 * transaction: two submissions of one customer, or a submission and the retry job's claim, take turns.
 */
export async function lockVirtualAccount(tx: Tx, userId: string, now: Date): Promise<VirtualAccount> {
  await tx
    .insert(virtualAccounts)
    .values({
      userId,
      accountReference: accountReferenceFor(userId),
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId)).for("update");
  return row;
}

/**
 * In the caller's transaction, with the row locked: the account is to be reserved with this
 * submission's BVN/NIN. Attempts start again from zero and the row is claimed for the caller, who
 * attempts at once (attemptReservation); should it die first, the job takes over when the claim lapses.
 */
export async function assignIdentity(
  tx: Tx,
  row: VirtualAccount,
  kycSubmissionId: string,
  now: Date,
): Promise<VirtualAccount> {
  const [updated] = await tx
    .update(virtualAccounts)
    .set({
      kycSubmissionId,
      status: "pending",
      failureKind: null,
      lastError: null,
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      updatedAt: now,
    })
    .where(eq(virtualAccounts.id, row.id))
    .returning();
  return updated;
}

/** Claims a row for one attempt unless another attempt holds it. Null when it is held (or already active). */
async function claim(ctx: AppContext, rowId: string): Promise<VirtualAccount | null> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(virtualAccounts)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(
      and(
        eq(virtualAccounts.id, rowId),
        ne(virtualAccounts.status, "active"),
        or(isNull(virtualAccounts.claimedUntil), lt(virtualAccounts.claimedUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The customer asked again (the dashboard's refresh): a reservation with a BVN/NIN that is pending,
 * or failed because Monnify could not be reached, is attempted now (unless an attempt is under way
 * or the last one was seconds ago). Nothing is asked of Monnify without a BVN/NIN, nor again for one
 * it refused: the customer gives another. Never throws for a provider failure.
 */
export async function reserveVirtualAccount(
  ctx: AppContext,
  userId: string,
  opts: { timeoutMs?: number; force?: boolean } = {},
): Promise<VirtualAccount | null> {
  const row = await findVirtualAccount(ctx, userId);
  if (!row || row.status === "active" || row.kycSubmissionId === null) return row;
  if (row.status === "failed" && row.failureKind === "refused") return row;
  const sinceLast = ctx.now().getTime() - row.updatedAt.getTime();
  if (!opts.force && row.attempts > 0 && sinceLast < MIN_RETRY_GAP_MS) return row;
  const claimed = await claim(ctx, row.id);
  if (!claimed) return findVirtualAccount(ctx, userId);
  return attemptReservation(ctx, claimed, opts.timeoutMs);
}

interface ReservationIdentity {
  idType: "bvn" | "nin";
  idNumber: string;
  fullName: string;
  email: string;
}

async function identityOf(ctx: AppContext, row: VirtualAccount): Promise<ReservationIdentity | null> {
  if (!row.kycSubmissionId) return null;
  const [found] = await ctx.db
    .select({
      idType: kycSubmissions.idType,
      encrypted: kycSubmissions.idNumberEncrypted,
      fullName: kycSubmissions.fullName,
      email: users.email,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(and(eq(kycSubmissions.id, row.kycSubmissionId), eq(kycSubmissions.userId, row.userId)));
  if (!found) return null;
  return {
    idType: found.idType,
    idNumber: decryptField(found.encrypted, ctx.config.DATA_ENCRYPTION_KEY),
    fullName: found.fullName,
    email: found.email,
  };
}

/**
 * One attempt for a row the caller has claimed, with the BVN/NIN of its submission (sent in the field
 * the customer chose). After an earlier attempt (maybe a timeout that did reserve) the account is read
 * before it is created; a "customer already has an account" refusal is resolved by the adapter the
 * same way. Records the outcome and releases the claim; never throws for a provider failure.
 */
export async function attemptReservation(
  ctx: AppContext,
  row: VirtualAccount,
  timeoutMs = monnifyTransport(ctx).inlineTimeoutMs,
): Promise<VirtualAccount> {
  let identity: ReservationIdentity | null;
  try {
    identity = await identityOf(ctx, row);
  } catch (err) {
    // A number that no longer decrypts (the key changed): recorded like any failed attempt, never thrown.
    return markFailedAttempt(ctx, row, err);
  }
  if (!identity) {
    const [released] = await ctx.db
      .update(virtualAccounts)
      .set({ claimedUntil: null })
      .where(eq(virtualAccounts.id, row.id))
      .returning();
    return released ?? row;
  }
  const adapter = monnifyAdapter(ctx);
  try {
    let reserved: ReservedAccountBody | null = null;
    if (row.attempts > 0) reserved = await adapter.getReservedAccount(row.accountReference, { timeoutMs });
    reserved ??= await adapter.createReservedAccount(
      {
        accountReference: row.accountReference,
        // The name the BVN/NIN is registered to: Monnify matches the two.
        accountName: identity.fullName,
        customerEmail: identity.email,
        customerName: identity.fullName,
        ...(identity.idType === "bvn" ? { bvn: identity.idNumber } : { nin: identity.idNumber }),
      },
      { timeoutMs },
    );
    return await markActive(ctx, row, reserved);
  } catch (err) {
    return markFailedAttempt(ctx, row, err);
  }
}

/**
 * The retry job's step: claims due pending rows that have a BVN/NIN (FOR UPDATE SKIP LOCKED, then a
 * lease so no other instance, refresh or submission starts an attempt meanwhile) and attempts each.
 * Answers how many ran.
 */
export async function retryDueReservations(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: virtualAccounts.id })
      .from(virtualAccounts)
      .where(
        and(
          eq(virtualAccounts.status, "pending"),
          isNotNull(virtualAccounts.kycSubmissionId),
          lte(virtualAccounts.nextAttemptAt, now),
          or(isNull(virtualAccounts.claimedUntil), lt(virtualAccounts.claimedUntil, now)),
        ),
      )
      .orderBy(virtualAccounts.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows: VirtualAccount[] = [];
    for (const { id } of due) {
      const [r] = await tx
        .update(virtualAccounts)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(eq(virtualAccounts.id, id))
        .returning();
      rows.push(r);
    }
    return rows;
  });
  for (const row of claimed) await attemptReservation(ctx, row, monnifyTransport(ctx).timeoutMs);
  return claimed.length;
}
