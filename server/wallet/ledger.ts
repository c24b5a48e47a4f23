import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgDatabase } from "drizzle-orm/pg-core";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type * as schema from "../db/schema";
import { journals, ledgerAccounts, ledgerEntries } from "../db/schema";
import { bigintArray, jsonb, num, resultRows, uuidArray } from "../db/sql-values";

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

/** The SQLSTATE of an error or of one of its causes (drizzle wraps the driver's error). */
const sqlState = (err: unknown): string | undefined => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
};
const detailOf = (err: unknown): string | undefined => {
  for (let e = err as { detail?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.detail === "string") return e.detail;
  return undefined;
};

/** ledger_journal_apply's refusal of a wallet that would go below zero (its DETAIL: the account id). */
const INSUFFICIENT_FUNDS = "NW001";

/** ledger_journal_apply's refusal as InsufficientFundsError, or null for any other error (a caller's statement posting through it). */
export function insufficientFundsOf(err: unknown): InsufficientFundsError | null {
  return sqlState(err) === INSUFFICIENT_FUNDS ? new InsufficientFundsError(detailOf(err) ?? "") : null;
}

/**
 * The ledger's refusals as this module's errors: insufficient funds, an unknown account (a foreign
 * key of an entry). Anything else is thrown as it came.
 */
export function ledgerError(err: unknown, j: Pick<JournalInput, "entries">): unknown {
  const insufficient = insufficientFundsOf(err);
  if (insufficient) return insufficient;
  if (sqlState(err) === "23503")
    return new InvalidJournalError(`Unknown ledger account in ${j.entries.map((e) => e.accountId).join(", ")}.`);
  return err;
}

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
 * A journal's arguments to the ledger's SQL functions (migration 0027: ledger_journal_open,
 * ledger_journal_apply, ledger_post), validated: the one place a journal becomes SQL, for
 * postJournal and for the purchase steps that post theirs inside one statement (server/purchases/
 * purchase-sql.ts). `open` is the journal row's (kind, key, description, metadata), `entries` the
 * accounts and amounts.
 */
export function journalArgs(j: JournalInput): { open: SQL; entries: SQL } {
  validateJournal(j);
  return {
    open: sql`${j.kind}, ${j.idempotencyKey}, ${j.description}, ${jsonb(j.metadata ?? {})}`,
    entries: sql`${uuidArray(j.entries.map((e) => e.accountId))}, ${bigintArray(j.entries.map((e) => e.amountKobo))}`,
  };
}

type BalanceRow = { account_id: string | null; balance: string | number | null };
const balancesOf = (rows: BalanceRow[]) =>
  new Map(rows.filter((r) => r.account_id !== null).map((r) => [r.account_id!, num(r.balance)]));

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
 * The writes are the database's functions (ledger_journal_open: the journal row, once per key;
 * ledger_journal_apply: the entries, then each account's conditional balance update in id order;
 * ledger_post: both in one call): a journal without rows of the caller's is one round trip, one
 * with them two plus the caller's. The purchase steps call the same functions from theirs.
 *
 * Posts a journal inside the caller's transaction (in a savepoint unless opts.savepoint is false,
 * so a refusal leaves the caller's transaction usable and changes nothing). The same idempotencyKey posts once:
 * later calls return { created: false } with the first journal's id.
 * Each account's balance moves by a conditional update; a wallet that would go below zero
 * throws InsufficientFundsError.
 */
export async function postJournal(tx: Tx, j: JournalInput, opts: PostOptions = {}): Promise<PostedJournal> {
  const args = journalArgs(j);
  // The ledger's own refusals become its errors; the caller's rows (beforeBalances) throw theirs as they are.
  const call = async <R>(sp: Tx, query: SQL): Promise<R[]> => {
    try {
      return resultRows<R>(await sp.execute(query));
    } catch (err) {
      throw ledgerError(err, j);
    }
  };
  const post = async (sp: Tx): Promise<PostedJournal> => {
    if (!opts.beforeBalances) {
      const rows = await call<BalanceRow & { journal_id: string; created: boolean }>(
        sp,
        sql`SELECT * FROM ledger_post(${args.open}, ${args.entries})`,
      );
      const created = rows[0].created;
      return { journalId: rows[0].journal_id, created, balances: created ? balancesOf(rows) : new Map() };
    }
    const [opened] = await call<{ journal_id: string; created: boolean }>(
      sp,
      sql`SELECT * FROM ledger_journal_open(${args.open})`,
    );
    if (!opened.created) return { journalId: opened.journal_id, created: false, balances: new Map() };
    await opts.beforeBalances(opened.journal_id);
    const rows = await call<BalanceRow>(
      sp,
      sql`SELECT * FROM ledger_journal_apply(${opened.journal_id}, ${args.entries})`,
    );
    return { journalId: opened.journal_id, created: true, balances: balancesOf(rows) };
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
