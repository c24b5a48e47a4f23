import { and, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { customerCases, type CaseStatus } from "../db/schema";
import type { Db } from "../db/client";
import type { Tx } from "../wallet/ledger";
import { koboToNaira } from "../../lib/money";
import type { CaseView } from "../../lib/contracts/claims";

export type CaseRow = typeof customerCases.$inferSelect;

/** A case as the customer sees it: everything but the admins' notes. */
export const toCaseView = (r: CaseRow): CaseView => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  amount: koboToNaira(r.amountKobo),
  amount_kobo: r.amountKobo,
  sent_on: r.sentOn,
  customer_reference: r.customerReference,
  transaction_id: r.transactionId,
  provider_reference: r.providerReference,
  outcome: r.outcome,
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  closed_at: r.closedAt?.toISOString() ?? null,
});

export const isClosed = (s: CaseStatus) => s === "resolved" || s === "rejected";

export async function caseOfUser(db: Db | Tx, userId: string, id: string): Promise<CaseRow | null> {
  const [r] = await db
    .select()
    .from(customerCases)
    .where(and(eq(customerCases.id, id), eq(customerCases.userId, userId)));
  return r ?? null;
}

export async function caseById(db: Db | Tx, id: string): Promise<CaseRow | null> {
  const [r] = await db.select().from(customerCases).where(eq(customerCases.id, id));
  return r ?? null;
}

/** The customer's cases, newest first (at most 100: "My claims" is a recent list, not an archive). */
export async function casesOfUser(db: Db, userId: string): Promise<CaseRow[]> {
  return db
    .select()
    .from(customerCases)
    .where(eq(customerCases.userId, userId))
    .orderBy(desc(customerCases.createdAt), desc(customerCases.id))
    .limit(100);
}

/** The customer's deposit claims that also meet `more`. */
const depositClaimsWhere = (userId: string, ...more: SQL[]) =>
  and(eq(customerCases.userId, userId), eq(customerCases.kind, "deposit_claim"), ...more);

/** How many deposit claims the customer made in [start, end). */
export async function claimsBetween(tx: Tx, userId: string, start: Date, end: Date): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(customerCases)
    .where(depositClaimsWhere(userId, gte(customerCases.createdAt, start), lt(customerCases.createdAt, end)));
  return n;
}

export interface CasePatch {
  status?: CaseStatus;
  outcome?: string;
  transactionId?: string | null;
  providerReference?: string | null;
  notes?: string | null;
  reply?: string | null;
  repliedAt?: Date | null;
}

/** Updates a case; closing it (resolved or rejected) stamps closedAt. */
export async function updateCase(db: Db | Tx, id: string, patch: CasePatch, now: Date): Promise<CaseRow> {
  const [r] = await db
    .update(customerCases)
    .set({
      ...patch,
      updatedAt: now,
      ...(patch.status ? { closedAt: isClosed(patch.status) ? now : null } : {}),
    })
    .where(eq(customerCases.id, id))
    .returning();
  return r;
}

/** The same claim still being worked on (open or waiting): same amount, day and reference (or none). */
export async function openSameClaim(
  tx: Tx,
  userId: string,
  claim: { amountKobo: number; sentOn: string; reference?: string },
): Promise<CaseRow | null> {
  const [r] = await tx
    .select()
    .from(customerCases)
    .where(
      depositClaimsWhere(
        userId,
        inArray(customerCases.status, ["open", "waiting_on_provider"]),
        eq(customerCases.amountKobo, claim.amountKobo),
        eq(customerCases.sentOn, claim.sentOn),
        claim.reference
          ? eq(customerCases.customerReference, claim.reference)
          : isNull(customerCases.customerReference),
      ),
    )
    .orderBy(desc(customerCases.createdAt))
    .limit(1);
  return r ?? null;
}

/** The customer's earlier claim (not `exceptId`) that was resolved by crediting this transfer. */
export async function claimResolvedFor(
  db: Db,
  userId: string,
  providerReference: string,
  exceptId: string,
): Promise<CaseRow | null> {
  const [r] = await db
    .select()
    .from(customerCases)
    .where(
      depositClaimsWhere(
        userId,
        eq(customerCases.status, "resolved"),
        eq(customerCases.providerReference, providerReference),
        ne(customerCases.id, exceptId),
      ),
    )
    .orderBy(customerCases.createdAt)
    .limit(1);
  return r ?? null;
}

/** Removes a claim recorded a moment ago that turned out to repeat an earlier one (case rows are referenced by nothing). */
export async function dropCase(db: Db, id: string): Promise<void> {
  await db.delete(customerCases).where(eq(customerCases.id, id));
}
