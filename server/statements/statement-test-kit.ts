import { sql } from "drizzle-orm";
import { postJournal, systemAccount, walletAccountFor, type JournalKind, type Tx } from "../wallet/ledger";
import type { Statement } from "./statement-reader";

/**
 * Posts `count` movements on the customer's wallet straight in SQL (journals, balanced entries and
 * both balances, one statement each): 10,000 in seconds, where the HTTP paths would take minutes.
 * Even movements fund (1,000 kobo plus their number), odd ones buy for 500 kobo; they are spaced
 * a second apart from `from`.
 */
export async function bulkMovements(db: Tx, userId: string, count: number, from: Date): Promise<void> {
  const wallet = await walletAccountFor(db, userId);
  const clearing = await systemAccount(db, "funding_clearing");
  const bills = await systemAccount(db, "bills_payable");
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH g AS (
        SELECT n, CASE WHEN n % 2 = 0 THEN 'funding' ELSE 'purchase' END AS kind,
               CASE WHEN n % 2 = 0 THEN 1000 + n ELSE -500 END AS amount,
               ${from.toISOString()}::timestamptz + n * interval '1 second' AS at
        FROM generate_series(1, ${count}::int) AS n
      ), j AS (
        INSERT INTO journals (kind, idempotency_key, description, created_at)
        SELECT kind, 'bulk:' || ${userId}::text || ':' || ${from.toISOString()}::text || ':' || n,
               'Bulk movement ' || n, at
        FROM g
        RETURNING id, idempotency_key, created_at
      )
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT j.id, side.account_id, side.amount, j.created_at
      FROM j
      JOIN g ON j.idempotency_key = 'bulk:' || ${userId}::text || ':' || ${from.toISOString()}::text || ':' || g.n
      CROSS JOIN LATERAL (VALUES
        (${wallet.id}::uuid, g.amount::bigint),
        (CASE WHEN g.kind = 'funding' THEN ${clearing.id}::uuid ELSE ${bills.id}::uuid END, -g.amount::bigint)
      ) AS side(account_id, amount)
      ORDER BY g.n, side.amount DESC`);
    await tx.execute(sql`
      UPDATE ledger_accounts a SET balance = a.balance + s.total
      FROM (SELECT e.account_id, SUM(e.amount) AS total FROM ledger_entries e
            JOIN journals jj ON jj.id = e.journal_id
            WHERE jj.idempotency_key LIKE ${`bulk:${userId}:${from.toISOString()}:%`}
            GROUP BY e.account_id) s
      WHERE a.id = s.account_id`);
  });
}

/** The sum of the movements bulkMovements(count) posts on the wallet. */
export function bulkNetKobo(count: number): number {
  let net = 0;
  for (let n = 1; n <= count; n++) net += n % 2 === 0 ? 1000 + n : -500;
  return net;
}

/** One journal between the wallet and a system account, the way the product posts that kind. */
export async function move(
  db: Tx,
  userId: string,
  kind: Extract<
    JournalKind,
    "funding" | "purchase" | "refund" | "cashback" | "adjustment" | "level_fee" | "referral_bonus"
  >,
  kobo: number,
  key: string,
  description = `${kind} ${key}`,
) {
  const code = {
    funding: "funding_clearing",
    purchase: "bills_payable",
    refund: "bills_payable",
    cashback: "cashback_expense",
    adjustment: "adjustments",
    level_fee: "level_fees_income",
    referral_bonus: "referral_bonus_expense",
  } as const;
  return db.transaction(async (tx) => {
    const wallet = await walletAccountFor(tx, userId);
    const other = await systemAccount(tx, code[kind]);
    const signed = kind === "purchase" || kind === "level_fee" ? -kobo : kobo;
    return postJournal(tx, {
      kind,
      idempotencyKey: key,
      description,
      entries: [
        { accountId: wallet.id, amountKobo: signed },
        { accountId: other.id, amountKobo: -signed },
      ],
    });
  });
}

/** Reads every movement of a statement and checks its own arithmetic on the way. */
export async function drain(statement: Statement) {
  let balance = statement.summary.openingKobo;
  let count = 0;
  let lastId = 0;
  for await (const m of statement.movements()) {
    if (m.entryId <= lastId) throw new Error("movements out of ledger order");
    lastId = m.entryId;
    balance += m.amountKobo;
    if (m.balanceKobo !== balance) throw new Error(`running balance ${m.balanceKobo} != ${balance}`);
    count++;
  }
  return { endKobo: balance, count };
}

export { collect } from "./collect";

/** Parses the statement CSV (quoted fields with doubled quotes, CRLF lines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  return rows;
}

/** "1234.50" to kobo; "" to 0. */
export const csvKobo = (s: string): number => {
  if (!s) return 0;
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s);
  if (!m) throw new Error(`not an amount: ${s}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};
