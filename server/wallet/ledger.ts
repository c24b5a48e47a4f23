import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type * as schema from "../db/schema";
import { journals, ledgerAccounts, ledgerEntries } from "../db/schema";

/**
 * A database handle: `ctx.db` or the `tx` of `ctx.db.transaction(async (tx) => ...)`.
 * Both are PgDatabase; a transaction handle is what callers normally pass.
 */
export type Tx = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The kinds of journal, as the journals table's column lists them. */
export type JournalKind = (typeof journals.$inferInsert)["kind"];

/** The house's own accounts. They may go negative (a clearing account is the mirror of money owed). */
export const SYSTEM_ACCOUNT_CODES = [
  "funding_clearing",
  "bills_payable",
  "cashback_expense",
  "invoice_clearing",
  "commission_income",
  "adjustments",
  "discounts_expense",
  "level_fees_income",
  "referral_bonus_expense",
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNT_CODES)[number];

/** Signed kobo: positive credits the account, negative debits it. A journal's entries sum to 0. */
export interface EntryInput {
  accountId: string;
  amountKobo: number;
}

export interface JournalInput {
  kind: JournalKind;
  idempotencyKey: string;
  description: string;
  entries: EntryInput[];
  metadata?: Record<string, unknown>;
}

export class InsufficientFundsError extends Error {
  constructor(public readonly accountId: string) {
    super("Insufficient wallet balance.");
    this.name = "InsufficientFundsError";
  }
}

/** A programming error in the journal handed to postJournal (never the customer's fault). */
export class InvalidJournalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidJournalError";
  }
}

const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23503") return true;
  return false;
};

function validateJournal(j: JournalInput) {
  if (!j.idempotencyKey || j.idempotencyKey.length > 200)
    throw new InvalidJournalError("idempotencyKey must be 1 to 200 characters.");
  if (j.entries.length < 2) throw new InvalidJournalError("A journal needs at least two entries.");
  let sum = 0;
  for (const e of j.entries) {
    if (!Number.isSafeInteger(e.amountKobo) || e.amountKobo === 0)
      throw new InvalidJournalError(`Entry amount must be a non-zero integer of kobo, got ${e.amountKobo}.`);
    sum += e.amountKobo;
  }
  if (!Number.isSafeInteger(sum) || sum !== 0)
    throw new InvalidJournalError(`Journal entries must sum to 0, got ${sum}.`);
}

/** How postJournal runs inside the caller's transaction. */
export interface PostOptions {
  /**
   * false: no savepoint of its own (two round trips fewer). Only for callers that give up their
   * whole transaction on any refusal, since a failed statement leaves the transaction unusable.
   */
  savepoint?: boolean;
  /**
   * Writes that belong with a newly created journal (its history row, ...), run after the journal
   * row exists and before any balance moves. See "Balance updates last" below.
   */
  beforeBalances?: (journalId: string) => Promise<void>;
}

export interface PostedJournal {
  journalId: string;
  /** false: a journal with this idempotencyKey existed; nothing was posted. */
  created: boolean;
  /** Each moved account's balance right after this journal (empty when not created). */
  balances: Map<string, number>;
}

/**
 * Balance updates last: every purchase moves a shared system account (bills_payable on the debit,
 * cashback_expense on delivery), and the row lock of that one balance row is held from its update
 * to the commit, so concurrent purchases queue on it. The stored balances stay exact (admin views,
 * checkLedger and reports read them), so instead of deriving system balances from entries or
 * sharding them, a journal writes everything else first (journal, the caller's rows through
 * beforeBalances, the entries: their foreign keys take only KEY SHARE locks, which never wait on a
 * balance update) and moves the balances as its last statements, in account-id order (the same
 * order for every journal, so no deadlocks). A hot row is then locked for one statement and the
 * commit, as pgbench's TPC-B branch row is.
 *
 * Posts a journal inside the caller's transaction (in a savepoint unless opts.savepoint is false,
 * so a refusal leaves the caller's transaction usable and changes nothing). The same idempotencyKey posts once:
 * later calls return { created: false } with the first journal's id.
 * Each account's balance moves by a conditional update; a wallet that would go below zero
 * throws InsufficientFundsError.
 */
export async function postJournal(tx: Tx, j: JournalInput, opts: PostOptions = {}): Promise<PostedJournal> {
  validateJournal(j);
  const post = async (sp: Tx) => {
    const inserted = await sp
      .insert(journals)
      .values({
        kind: j.kind,
        idempotencyKey: j.idempotencyKey,
        description: j.description,
        metadata: j.metadata ?? {},
      })
      .onConflictDoNothing({ target: journals.idempotencyKey })
      .returning({ id: journals.id });
    if (inserted.length === 0) {
      const [existing] = await sp
        .select({ id: journals.id })
        .from(journals)
        .where(eq(journals.idempotencyKey, j.idempotencyKey));
      if (!existing) throw new Error(`journal ${j.idempotencyKey} vanished`);
      return { journalId: existing.id, created: false, balances: new Map() };
    }
    const journalId = inserted[0].id;
    if (opts.beforeBalances) await opts.beforeBalances(journalId);
    try {
      await sp
        .insert(ledgerEntries)
        .values(j.entries.map((e) => ({ journalId, accountId: e.accountId, amount: e.amountKobo })));
    } catch (err) {
      if (isForeignKeyViolation(err))
        throw new InvalidJournalError(`Unknown ledger account in ${j.entries.map((e) => e.accountId).join(", ")}.`);
      throw err;
    }

    // One update per account, in a fixed order so concurrent journals lock rows alike (no deadlock).
    const net = new Map<string, number>();
    for (const e of j.entries) net.set(e.accountId, (net.get(e.accountId) ?? 0) + e.amountKobo);
    const balances = new Map<string, number>();
    for (const accountId of [...net.keys()].sort()) {
      const amount = net.get(accountId)!;
      const moved = await sp
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            sql`(${ledgerAccounts.allowNegative} OR ${ledgerAccounts.balance} + ${amount} >= 0)`,
          ),
        )
        .returning({ balance: ledgerAccounts.balance });
      if (moved.length === 0) {
        const [exists] = await sp
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, accountId));
        if (!exists) throw new InvalidJournalError(`Unknown ledger account ${accountId}.`);
        throw new InsufficientFundsError(accountId);
      }
      balances.set(accountId, moved[0].balance);
    }
    return { journalId, created: true, balances };
  };
  return opts.savepoint === false ? post(tx) : tx.transaction(post);
}

/** The customer's wallet account, opened on first use (safe under concurrent first uses). */
export async function walletAccountFor(tx: Tx, userId: string): Promise<{ id: string; balanceKobo: number }> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id, balanceKobo: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
  const [found] = await find();
  if (found) return found;
  await tx
    .insert(ledgerAccounts)
    .values({ code: `wallet:${userId}`, userId, kind: "wallet", allowNegative: false })
    .onConflictDoNothing();
  const [row] = await find();
  if (!row) throw new Error(`wallet account for ${userId} could not be opened`);
  return row;
}

/** The wallet balance in kobo without opening an account (0 when none yet). */
export async function walletBalanceKobo(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** A system account by code, created on first use. System accounts may go negative. */
export async function systemAccount(tx: Tx, code: SystemAccountCode): Promise<{ id: string }> {
  const dbCode = `system:${code}`;
  const find = () => tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, dbCode));
  const [found] = await find();
  if (found) return found;
  await tx.insert(ledgerAccounts).values({ code: dbCode, kind: "system", allowNegative: true }).onConflictDoNothing();
  const [row] = await find();
  if (!row) throw new Error(`system account ${code} could not be opened`);
  return row;
}

/** The entries of a journal, in posting order. */
export async function journalEntries(tx: Tx, journalId: string): Promise<EntryInput[]> {
  const rows = await tx
    .select({ accountId: ledgerEntries.accountId, amountKobo: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, journalId))
    .orderBy(ledgerEntries.id);
  return rows;
}

/**
 * Undoes a journal with a new one of the opposite entries (entries are never changed).
 * Idempotent on idempotencyKey like postJournal; may throw InsufficientFundsError when the
 * money has since been spent.
 */
export async function reverseJournal(
  tx: Tx,
  r: {
    journalId: string;
    idempotencyKey: string;
    description: string;
    kind?: JournalKind;
    metadata?: Record<string, unknown>;
  },
): Promise<PostedJournal> {
  const entries = await journalEntries(tx, r.journalId);
  if (entries.length === 0) throw new InvalidJournalError(`Journal ${r.journalId} has no entries to reverse.`);
  return postJournal(tx, {
    kind: r.kind ?? "reversal",
    idempotencyKey: r.idempotencyKey,
    description: r.description,
    entries: entries.map((e) => ({ accountId: e.accountId, amountKobo: -e.amountKobo })),
    metadata: { ...r.metadata, reverses: r.journalId },
  });
}

/** Balances of several accounts at once (for reports and tests). */
export async function accountBalances(tx: Tx, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds));
  return new Map(rows.map((r) => [r.id, r.balance]));
}
