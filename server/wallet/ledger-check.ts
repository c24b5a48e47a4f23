import { sql } from "drizzle-orm";
import type { Tx } from "./ledger";

export interface LedgerCheckReport {
  ok: boolean;
  accounts: number;
  journals: number;
  /** Accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: { accountId: string; code: string; balanceKobo: number; entriesSumKobo: number }[];
  /** Journals whose entries do not sum to zero, or that have no entries. */
  unbalancedJournals: { journalId: string; idempotencyKey: string; sumKobo: number; entryCount: number }[];
  /** Accounts below zero that may not go negative. */
  negativeAccounts: { accountId: string; code: string; balanceKobo: number }[];
}

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] => (Array.isArray(r) ? r : ((r as { rows: Row[] }).rows ?? []));
const num = (v: unknown) => Number(v ?? 0);

/** Recomputes every balance and every journal from the entries and reports each difference. */
export async function checkLedger(db: Tx): Promise<LedgerCheckReport> {
  const mismatches = rowsOf(
    await db.execute(sql`
      SELECT a.id, a.code, a.balance, COALESCE(SUM(e.amount), 0) AS entries_sum
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id, a.code, a.balance
      HAVING a.balance <> COALESCE(SUM(e.amount), 0)
      ORDER BY a.code`),
  );
  const unbalanced = rowsOf(
    await db.execute(sql`
      SELECT j.id, j.idempotency_key, COALESCE(SUM(e.amount), 0) AS total, COUNT(e.id) AS n
      FROM journals j LEFT JOIN ledger_entries e ON e.journal_id = j.id
      GROUP BY j.id, j.idempotency_key
      HAVING COALESCE(SUM(e.amount), 0) <> 0 OR COUNT(e.id) = 0
      ORDER BY j.idempotency_key`),
  );
  const negative = rowsOf(
    await db.execute(
      sql`SELECT id, code, balance FROM ledger_accounts WHERE NOT allow_negative AND balance < 0 ORDER BY code`,
    ),
  );
  const [counts] = rowsOf(
    await db.execute(
      sql`SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts, (SELECT COUNT(*) FROM journals) AS journals`,
    ),
  );
  const report: LedgerCheckReport = {
    ok: false,
    accounts: num(counts?.accounts),
    journals: num(counts?.journals),
    balanceMismatches: mismatches.map((r) => ({
      accountId: String(r.id),
      code: String(r.code),
      balanceKobo: num(r.balance),
      entriesSumKobo: num(r.entries_sum),
    })),
    unbalancedJournals: unbalanced.map((r) => ({
      journalId: String(r.id),
      idempotencyKey: String(r.idempotency_key),
      sumKobo: num(r.total),
      entryCount: num(r.n),
    })),
    negativeAccounts: negative.map((r) => ({
      accountId: String(r.id),
      code: String(r.code),
      balanceKobo: num(r.balance),
    })),
  };
  report.ok =
    report.balanceMismatches.length === 0 &&
    report.unbalancedJournals.length === 0 &&
    report.negativeAccounts.length === 0;
  return report;
}

/** The report as lines a person can read. */
export function formatLedgerReport(r: LedgerCheckReport): string[] {
  const lines = [`Checked ${r.accounts} accounts and ${r.journals} journals.`];
  for (const m of r.balanceMismatches)
    lines.push(
      `BALANCE MISMATCH ${m.code} (${m.accountId}): stored ${m.balanceKobo} kobo, entries sum to ${m.entriesSumKobo} kobo`,
    );
  for (const j of r.unbalancedJournals)
    lines.push(
      `UNBALANCED JOURNAL ${j.idempotencyKey} (${j.journalId}): ${j.entryCount} entries summing to ${j.sumKobo} kobo`,
    );
  for (const n of r.negativeAccounts) lines.push(`NEGATIVE BALANCE ${n.code} (${n.accountId}): ${n.balanceKobo} kobo`);
  lines.push(r.ok ? "Ledger is consistent." : "Ledger has differences.");
  return lines;
}
