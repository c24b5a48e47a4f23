/**
 * `npm run seed:scale`: fills a PostgreSQL database (DATABASE_URL, migrated first) with
 * SEED_CUSTOMERS customers (100,000) and SEED_JOURNALS ledger journals (1,000,000) in a handful of
 * INSERT ... SELECT statements over generate_series, not through the API. Every customer is
 * verified, KYC-approved, has a wallet, an active virtual account and a funding journal; the other
 * journals are purchases (airtime, data, electricity, cable TV; ₦100–₦590, delivered, 3 %
 * commission), each with its two entries and its history row, spread over the last 365 days.
 * The first customer (the "heavy" one) also gets SEED_HEAVY (2,000) of them, so its history has
 * 50+ pages with filters at any scale. Balances are set from the entries, so `ledger:check` passes.
 *
 * The ledger's triggers (append-only, the deferred balanced-journal check, foreign keys) are off
 * for the seeding session (`session_replication_role = replica`, a superuser's setting): checked
 * row by row they would queue 3 million deferred events. `ledger:check` after the seed is what
 * proves the rows balanced. Bench data only: never run this against a real ledger.
 *
 * The admin dashboard's rollup (transaction_daily_totals) is then built by the job's own first run.
 *
 * Prints the heavy customer's email and the password every seeded customer has (SEED_PASSWORD).
 */
import { Client } from "pg";
import { hashPassword } from "../server/accounts/password-hash";
import { sql } from "drizzle-orm";
import { refreshTransactionTotals } from "../server/admin/transaction-totals-job";
import { openDatabase } from "../server/db/client";

export const SEED_PASSWORD = "Scale12345!";

export interface SeedOptions {
  url: string;
  customers: number;
  journals: number;
  heavy: number;
  /** Tells this seed's rows apart (emails, references, idempotency keys) from any others. */
  tag: string;
  log?: (line: string) => void;
}

export interface SeedResult {
  heavyEmail: string;
  seconds: number;
  steps: { step: string; ms: number }[];
}

/** Whether VACUUM has marked every page of `table` all-visible (so an index-only scan reads no heap). */
async function allVisible(client: Client, table: string): Promise<boolean> {
  const { rows } = await client.query<{ done: boolean }>(
    "SELECT relallvisible >= relpages AS done FROM pg_class WHERE oid = $1::regclass",
    [table],
  );
  return rows[0]?.done === true;
}

export async function seedScale(o: SeedOptions): Promise<SeedResult> {
  if (o.heavy >= o.journals - o.customers) throw new Error("SEED_HEAVY must leave journals for the other customers.");
  const database = await openDatabase({ url: o.url, poolSize: 1 }); // migrates
  await database.close();
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const client = new Client({ connectionString: o.url });
  await client.connect();
  const steps: { step: string; ms: number }[] = [];
  const t0 = Date.now();
  const run = async (step: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    await client.query(text, values);
    steps.push({ step, ms: Date.now() - t });
    o.log?.(`${step}: ${Date.now() - t} ms`);
  };
  const { customers: C, journals: J, heavy: H, tag } = o;
  try {
    await client.query("SET session_replication_role = replica");
    await client.query("SET synchronous_commit = off");
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query("SET work_mem = '64MB'");
    await client.query("BEGIN");
    await run(
      "customers (temp)",
      `CREATE TEMP TABLE seed_c ON COMMIT DROP AS
       SELECT c, gen_random_uuid() AS user_id, gen_random_uuid() AS account_id,
              now() - interval '400 days' + (c * (interval '30 days' / $1::int)) AS created_at
       FROM generate_series(1, $1::int) c`,
      [C],
    );
    await run("customers: index", "CREATE UNIQUE INDEX ON seed_c (c)");
    await run(
      "users",
      `INSERT INTO users (id, name, email, phone, password_hash, email_verified_at, kyc_status, onboarding_seen_at, customer_position, created_at, updated_at)
       SELECT user_id, 'Scale Customer ' || c, 'scale-' || $2 || '-' || c || '@example.com',
              '080' || lpad((c % 100000000)::text, 8, '0'), $1, created_at, 'approved', created_at,
              (SELECT last FROM list_positions WHERE list = 'customers') + c, created_at, created_at
       FROM seed_c`,
      [passwordHash, tag],
    );
    await run(
      "wallets",
      `INSERT INTO ledger_accounts (id, code, user_id, kind, balance, allow_negative, created_at, updated_at)
       SELECT account_id, 'wallet:' || user_id, user_id, 'wallet', 0, false, created_at, created_at FROM seed_c`,
    );
    await run(
      "virtual accounts",
      `INSERT INTO virtual_accounts (user_id, account_reference, reservation_reference, account_number, bank_name, bank_code, account_name, status, attempts, list_position, created_at, updated_at)
       SELECT user_id, 'SEED-' || $1 || '-' || c, 'SEEDRES-' || $1 || '-' || c, lpad((7000000000 + c)::text, 10, '0'),
              'Wema Bank', '035', 'Scale Customer ' || c, 'active', 1,
              (SELECT last FROM list_positions WHERE list = 'virtual_accounts') + c, created_at, created_at
       FROM seed_c`,
      [tag],
    );
    // The positions the triggers (off for this session) would have given, taken above.
    await run(
      "list positions",
      "UPDATE list_positions SET last = last + $1::int WHERE list IN ('customers', 'virtual_accounts')",
      [C],
    );
    await client.query(
      `INSERT INTO ledger_accounts (code, kind, allow_negative) VALUES ('system:funding_clearing', 'system', true), ('system:bills_payable', 'system', true)
       ON CONFLICT (code) DO NOTHING`,
    );
    // Journal g: 1..C fund customer g; C+1..J-H are purchases of customer ((g-1) % C) + 1; the last H
    // are the heavy customer's (1). Later journals are newer.
    await run(
      "journals (temp)",
      `CREATE TEMP TABLE seed_j ON COMMIT DROP AS
       SELECT g, gen_random_uuid() AS id, gen_random_uuid() AS tx_id,
              CASE WHEN g > $2::int - $3::int THEN 1 ELSE ((g - 1) % $1::int) + 1 END AS c,
              g <= $1::int AS funding,
              CASE WHEN g <= $1::int THEN 500000000 ELSE 10000 + (g % 50) * 1000 END::bigint AS amount,
              (ARRAY['airtime', 'data', 'electricity', 'cabletv'])[(g % 4) + 1] AS service,
              now() - interval '365 days' + (g * (interval '365 days' / $2::int)) AS created_at
       FROM generate_series(1, $2::int) g`,
      [C, J, H],
    );
    await run(
      "journals",
      `INSERT INTO journals (id, kind, idempotency_key, description, metadata, created_at)
       SELECT id, CASE WHEN funding THEN 'funding' ELSE 'purchase' END, 'seed:' || $1 || ':' || g,
              CASE WHEN funding THEN 'Wallet funding' ELSE 'Bill purchase' END, '{"seed":true}'::jsonb, created_at
       FROM seed_j`,
      [tag],
    );
    const clearing = `(SELECT id FROM ledger_accounts WHERE code = 'system:funding_clearing')`;
    const payable = `(SELECT id FROM ledger_accounts WHERE code = 'system:bills_payable')`;
    await run(
      "ledger entries",
      `INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
       SELECT j.id, e.account_id, e.amount, j.created_at
       FROM seed_j j JOIN seed_c c USING (c)
       CROSS JOIN LATERAL (VALUES
         (c.account_id, CASE WHEN j.funding THEN j.amount ELSE -j.amount END),
         (CASE WHEN j.funding THEN ${clearing} ELSE ${payable} END, CASE WHEN j.funding THEN -j.amount ELSE j.amount END)
       ) AS e(account_id, amount)
       ORDER BY j.g`,
    );
    await run(
      "transactions",
      `INSERT INTO transactions (id, user_id, type, service, amount, status, reference, request_id, journal_id, commission_kobo, details, created_at, updated_at)
       SELECT j.tx_id, c.user_id, CASE WHEN j.funding THEN 'funding' ELSE 'purchase' END,
              CASE WHEN j.funding THEN 'wallet_funding' ELSE j.service END, j.amount,
              CASE WHEN j.funding THEN 'successful' ELSE 'delivered' END,
              'SEED' || $1 || lpad(j.g::text, 9, '0'),
              CASE WHEN j.funding THEN NULL ELSE 'SEED_' || $1 || '_' || j.g END,
              j.id, CASE WHEN j.funding THEN 0 ELSE j.amount * 3 / 100 END,
              CASE WHEN j.funding THEN '{"channel":"bank_transfer"}'::jsonb ELSE '{"phone":"08011111111"}'::jsonb END,
              j.created_at, j.created_at
       FROM seed_j j JOIN seed_c c USING (c)
       ORDER BY j.g`,
      [tag],
    );
    await run(
      "balances",
      `UPDATE ledger_accounts a SET balance = a.balance + d.delta, updated_at = now()
       FROM (
         SELECT c.account_id, SUM(CASE WHEN j.funding THEN j.amount ELSE -j.amount END) AS delta
         FROM seed_j j JOIN seed_c c USING (c) GROUP BY c.account_id
         UNION ALL
         SELECT ${clearing}, -COALESCE(SUM(amount) FILTER (WHERE funding), 0) FROM seed_j
         UNION ALL
         SELECT ${payable}, COALESCE(SUM(amount) FILTER (WHERE NOT funding), 0) FROM seed_j
       ) d WHERE a.id = d.account_id`,
    );
    // The dashboard's triggers were off for these rows: its count of active virtual accounts is
    // taken again here and its daily rollup rebuilt below.
    await run("rollup reset", "UPDATE transaction_totals_state SET cut_at = NULL");
    await run(
      "active virtual accounts count",
      `DELETE FROM active_virtual_account_counts;
       INSERT INTO active_virtual_account_counts (shard, n) SELECT 0, count(*) FROM virtual_accounts WHERE status = 'active'`,
    );
    await run("commit", "COMMIT");
    // What autovacuum would soon do after a million inserts: statistics, and the visibility map
    // that lets the lists' deep pages read their index alone. A VACUUM marks no page all-visible
    // while another session's snapshot predates the seed's commit (autovacuum's own ANALYZE of a
    // table the seed filled, started the moment it committed), so it is run again until every
    // page is marked: otherwise a deep page's index-only scan fetched 40,000 heap rows (20 ms, not 6).
    for (const table of [
      "users",
      "ledger_accounts",
      "virtual_accounts",
      "journals",
      "ledger_entries",
      "transactions",
    ]) {
      await run(`vacuum analyze ${table}`, `VACUUM ANALYZE ${table}`);
      for (let again = 1; again <= 10 && !(await allVisible(client, table)); again++) {
        await new Promise((resolve) => setTimeout(resolve, 200 * again));
        await run(`vacuum ${table} again (${again})`, `VACUUM ${table}`);
      }
    }
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
  // The admin dashboard's daily rollup, built as the job's first run builds it on any database.
  const rollup = await openDatabase({ url: o.url, poolSize: 1 });
  try {
    const t = Date.now();
    const r = await refreshTransactionTotals(rollup.db);
    await rollup.db.execute(sql`VACUUM ANALYZE transaction_daily_totals`);
    steps.push({ step: "rollup (the job's first run)", ms: Date.now() - t });
    o.log?.(`rollup (the job's first run): ${Date.now() - t} ms, ${r.daysRecomputed} days`);
  } finally {
    await rollup.close();
  }
  return { heavyEmail: `scale-${tag}-1@example.com`, seconds: (Date.now() - t0) / 1000, steps };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("postgres")) {
    console.error("Set DATABASE_URL to a PostgreSQL database (the seed uses PostgreSQL's generate_series).");
    process.exit(2);
  }
  const r = await seedScale({
    url,
    customers: Number(process.env.SEED_CUSTOMERS ?? 100_000),
    journals: Number(process.env.SEED_JOURNALS ?? 1_000_000),
    heavy: Number(process.env.SEED_HEAVY ?? 2_000),
    tag: process.env.SEED_TAG ?? Date.now().toString(36),
    log: console.log,
  });
  console.log(`seeded in ${r.seconds.toFixed(1)} s; heavy customer ${r.heavyEmail}, password ${SEED_PASSWORD}`);
}

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
