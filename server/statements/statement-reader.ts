import { and, eq, gt, gte, lt, sql } from "drizzle-orm";
import { journals, ledgerAccounts, ledgerEntries, transactions, users } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import { lagosDayBounds } from "../wallet/lagos-day";
import { rowShortReference } from "../../lib/purchases/short-reference";
import { STATEMENT_KINDS, type StatementKind, type StatementQuery } from "../../lib/contracts/statements";

/** Movements read per query: a 10,000-movement statement is 20 short reads, never all in memory. */
export const STATEMENT_BATCH = 500;

export interface StatementMovement {
  entryId: number;
  at: Date;
  kind: StatementKind;
  description: string;
  /** The short reference the screens and receipts show ("AB12-CD34"). */
  reference: string;
  /** The long one support reads (the history row's reference, else the journal's). */
  supportReference: string;
  /** Signed kobo: negative debits the wallet, positive credits it. */
  amountKobo: number;
  /** The wallet's balance right after this movement. */
  balanceKobo: number;
}

export interface KindTotal {
  kind: StatementKind;
  debitKobo: number;
  creditKobo: number;
}

export interface StatementSummary {
  customer: { name: string; email: string };
  from: string;
  to: string;
  /** [start, end) of the Lagos days from..to. */
  start: Date;
  end: Date;
  openingKobo: number;
  closingKobo: number;
  debitKobo: number;
  creditKobo: number;
  movements: number;
  totals: KindTotal[];
  /** The wallet's stored balance in the same snapshot (equals closingKobo when the range reaches now). */
  walletBalanceKobo: number;
}

export interface Statement {
  summary: StatementSummary;
  /** The movements in ledger order, read in keyset batches as the consumer pulls them. */
  movements(): AsyncGenerator<StatementMovement>;
}

const kindOf = (k: string): StatementKind => (k in STATEMENT_KINDS ? (k as StatementKind) : "adjustment");

/**
 * A customer's statement read from the ledger (journals and entries of their wallet account, never
 * the history table). Every read goes through `tx`, which should be a ReadSnapshot so the summary
 * and the streamed movements agree. Only the customer's own wallet account is ever read.
 */
export async function readStatement(tx: Tx, userId: string, range: StatementQuery): Promise<Statement> {
  const start = lagosDayBounds(range.from).start;
  const end = lagosDayBounds(range.to).end;
  const [customer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const [account] = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "wallet")));

  const summary: StatementSummary = {
    customer: customer ?? { name: "", email: "" },
    from: range.from,
    to: range.to,
    start,
    end,
    openingKobo: 0,
    closingKobo: 0,
    debitKobo: 0,
    creditKobo: 0,
    movements: 0,
    totals: [],
    walletBalanceKobo: account?.balance ?? 0,
  };
  if (!account) return { summary, movements: async function* () {} };

  const ofAccount = eq(ledgerEntries.accountId, account.id);
  const [opening] = await tx
    .select({ sum: sql<string>`COALESCE(SUM(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(ofAccount, lt(ledgerEntries.createdAt, start)));
  const inRange = and(ofAccount, gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end));
  const byKind = await tx
    .select({
      kind: journals.kind,
      debit: sql<string>`COALESCE(SUM(-${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.amount} < 0), 0)`,
      credit: sql<string>`COALESCE(SUM(${ledgerEntries.amount}) FILTER (WHERE ${ledgerEntries.amount} > 0), 0)`,
      count: sql<string>`COUNT(*)`,
    })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(inRange)
    .groupBy(journals.kind);

  const totals = new Map<StatementKind, KindTotal>();
  for (const r of byKind) {
    const kind = kindOf(r.kind);
    const t = totals.get(kind) ?? { kind, debitKobo: 0, creditKobo: 0 };
    t.debitKobo += Number(r.debit);
    t.creditKobo += Number(r.credit);
    totals.set(kind, t);
    summary.movements += Number(r.count);
  }
  summary.totals = [...totals.values()];
  summary.openingKobo = Number(opening?.sum ?? 0);
  summary.debitKobo = summary.totals.reduce((s, t) => s + t.debitKobo, 0);
  summary.creditKobo = summary.totals.reduce((s, t) => s + t.creditKobo, 0);
  summary.closingKobo = summary.openingKobo + summary.creditKobo - summary.debitKobo;

  async function* movements(): AsyncGenerator<StatementMovement> {
    let balance = summary.openingKobo;
    let after = 0;
    for (;;) {
      const batch = await tx
        .select({
          entryId: ledgerEntries.id,
          at: ledgerEntries.createdAt,
          amount: ledgerEntries.amount,
          kind: journals.kind,
          journalId: journals.id,
          description: journals.description,
          metaReference: sql<string | null>`${journals.metadata}->>'transactionReference'`,
          reference: transactions.reference,
          requestId: transactions.requestId,
        })
        .from(ledgerEntries)
        .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
        // The history row only lends its reference (the one on receipts); amounts come from the entry.
        .leftJoin(
          transactions,
          and(eq(transactions.journalId, ledgerEntries.journalId), eq(transactions.userId, userId)),
        )
        .where(and(inRange, gt(ledgerEntries.id, after)))
        .orderBy(ledgerEntries.id)
        .limit(STATEMENT_BATCH);
      for (const r of batch) {
        if (r.entryId === after) continue; // a journal with two history rows: the entry once
        after = r.entryId;
        balance += r.amount;
        const supportReference = r.reference ?? r.metaReference ?? r.journalId;
        yield {
          entryId: r.entryId,
          at: r.at,
          kind: kindOf(r.kind),
          description: r.description,
          reference: rowShortReference({ requestId: r.requestId, reference: supportReference }),
          supportReference,
          amountKobo: r.amount,
          balanceKobo: balance,
        };
      }
      if (batch.length < STATEMENT_BATCH) return;
    }
  }
  return { summary, movements };
}
