import { and, eq, sql } from "drizzle-orm";
import { transactions, type PurchaseChannel, type TransactionType } from "../db/schema";
import type { Tx } from "./ledger";
import { jsonb, resultRows } from "../db/sql-values";

export type TransactionRow = typeof transactions.$inferSelect;
export type { TransactionType };

export interface NewTransaction {
  userId: string;
  type: TransactionType;
  /** airtime, data, electricity, cabletv, exam, wallet_funding, invoice, ... */
  service: string;
  /** Always positive kobo; `type` says which way the money went. */
  amountKobo: number;
  /** pending, delivered, successful, success, failed, refunded, ... */
  status: string;
  /** Unique across all transactions. */
  reference: string;
  journalId?: string | null;
  requestId?: string | null;
  requestFingerprint?: string | null;
  providerReference?: string | null;
  commissionKobo?: number;
  cashbackKobo?: number;
  details?: Record<string, unknown>;
  /** A purchase's channel (web, schedule, bulk, api); none for other rows. */
  channel?: PurchaseChannel | null;
  /** Defaults to the database clock; pass ctx.now() to follow the injected clock. */
  createdAt?: Date;
}

export interface TransactionPatch {
  status?: string;
  journalId?: string | null;
  providerReference?: string | null;
  commissionKobo?: number;
  cashbackKobo?: number;
  /** Merged into the stored details (top-level keys replaced), never wholesale replaced. */
  details?: Record<string, unknown>;
  /** Defaults to the database clock. */
  updatedAt?: Date;
}

function assertKobo(name: string, v: number | undefined) {
  if (v !== undefined && (!Number.isSafeInteger(v) || v < 0))
    throw new Error(`${name} must be a non-negative integer of kobo, got ${v}.`);
}

/**
 * A new history row's columns, by database column name (absent: the column's default), for the
 * database's transaction_record (migration 0028): recordTransaction's, and the purchase steps'
 * (server/purchases/purchase-sql.ts), which write theirs inside one statement.
 */
export function historyRowJson(t: NewTransaction & { id?: string }): Record<string, unknown> {
  assertKobo("amountKobo", t.amountKobo);
  assertKobo("commissionKobo", t.commissionKobo);
  assertKobo("cashbackKobo", t.cashbackKobo);
  return {
    ...(t.id ? { id: t.id } : {}),
    user_id: t.userId,
    type: t.type,
    service: t.service,
    amount: t.amountKobo,
    status: t.status,
    reference: t.reference,
    journal_id: t.journalId ?? null,
    request_id: t.requestId ?? null,
    request_fingerprint: t.requestFingerprint ?? null,
    provider_reference: t.providerReference ?? null,
    commission_kobo: t.commissionKobo ?? 0,
    cashback_kobo: t.cashbackKobo ?? 0,
    details: t.details ?? {},
    channel: t.channel ?? null,
    ...(t.createdAt ? { created_at: t.createdAt.toISOString(), updated_at: t.createdAt.toISOString() } : {}),
  };
}

/** Adds a row to the customer's history. */
export async function recordTransaction(tx: Tx, t: NewTransaction): Promise<{ id: string }> {
  const [row] = resultRows<{ id: string }>(
    await tx.execute(sql`SELECT transaction_record(${jsonb(historyRowJson(t))}) AS id`),
  );
  return { id: row.id };
}

/** Changes a history row (status, provider reference, details, ...); answers the row as changed. */
export async function updateTransaction(tx: Tx, id: string, patch: TransactionPatch): Promise<TransactionRow> {
  assertKobo("commissionKobo", patch.commissionKobo);
  assertKobo("cashbackKobo", patch.cashbackKobo);
  const set: Partial<typeof transactions.$inferInsert> = {};
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.journalId !== undefined) set.journalId = patch.journalId;
  if (patch.providerReference !== undefined) set.providerReference = patch.providerReference;
  if (patch.commissionKobo !== undefined) set.commissionKobo = patch.commissionKobo;
  if (patch.cashbackKobo !== undefined) set.cashbackKobo = patch.cashbackKobo;
  const [row] = await tx
    .update(transactions)
    .set({
      ...set,
      ...(patch.details ? { details: sql`${transactions.details} || ${JSON.stringify(patch.details)}::jsonb` } : {}),
      updatedAt: patch.updatedAt ?? sql`now()`,
    })
    .where(eq(transactions.id, id))
    .returning();
  if (!row) throw new Error(`transaction ${id} not found`);
  return row;
}

export async function transactionById(tx: Tx, id: string): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id));
  return row ?? null;
}

/** The caller's own row, or null (also for another customer's id). */
export async function transactionOfUser(tx: Tx, userId: string, id: string): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row ?? null;
}

export async function transactionByReference(tx: Tx, reference: string): Promise<TransactionRow | null> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.reference, reference));
  return row ?? null;
}

/** The customer's row for a client request_id (idempotent purchases), or null. */
export async function transactionByRequestId(
  tx: Tx,
  userId: string,
  requestId: string,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.requestId, requestId)));
  return row ?? null;
}
