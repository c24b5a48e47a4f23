import { and, count, eq, gte, inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase } from "../db/client";
import { transactions, transactionTotalsDirty, virtualAccounts } from "../db/schema";
import { SERVICE_KEYS } from "../purchases/services";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { createUser } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { DAY_MS, lagosDayWindow } from "../wallet/lagos-day";
import { recordTransaction, updateTransaction } from "../wallet/transactions-repo";
import { UNSPENT_PURCHASE_STATUSES } from "../wallet/wallet-summary";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { koboToNaira } from "../../lib/money";
import type { Db } from "../db/client";
import { adminStats } from "./stats";
import { statsSeries } from "./stats-series";
import { refreshTransactionTotals } from "./transaction-totals-job";

jest.setTimeout(120_000);

/** The figures as the dashboard computed them before the rollup: full scans of `transactions`. */
async function recountStats(db: Db, now: Date) {
  const { start, end } = lagosDayWindow(now);
  const kept = notInArray(transactions.status, UNSPENT_PURCHASE_STATUSES);
  const sum = async (...extra: SQL[]) =>
    Number(
      (
        await db
          .select({ s: sql<string>`COALESCE(SUM(${transactions.commissionKobo}), 0)` })
          .from(transactions)
          .where(and(kept, ...extra))
      )[0].s,
    );
  const [tx] = await db.select({ n: count() }).from(transactions);
  const [va] = await db.select({ n: count() }).from(virtualAccounts).where(eq(virtualAccounts.status, "active"));
  return {
    activeVirtualAccounts: Number(va.n),
    totalTransactions: Number(tx.n),
    totalCommissionKobo: await sum(),
    todayCommissionKobo: await sum(gte(transactions.createdAt, start), lt(transactions.createdAt, end)),
  };
}

async function recountSeries(db: Db, now: Date, days: number) {
  const today = lagosDayWindow(now);
  const start = new Date(today.start.getTime() - (days - 1) * DAY_MS);
  const rows = await db
    .select()
    .from(transactions)
    .where(and(gte(transactions.createdAt, start), lt(transactions.createdAt, today.end)));
  const point = (rs: typeof rows) => ({
    volume: koboToNaira(
      rs.filter((r) => r.type === "purchase" && SUCCESS_STATUSES.includes(r.status)).reduce((a, r) => a + r.amount, 0),
    ),
    purchases: rs.filter((r) => r.type === "purchase" && SUCCESS_STATUSES.includes(r.status)).length,
    commission: koboToNaira(
      rs.filter((r) => !UNSPENT_PURCHASE_STATUSES.includes(r.status)).reduce((a, r) => a + r.commissionKobo, 0),
    ),
  });
  const dayOf = (d: Date) => lagosDayWindow(d).day;
  const purchases = rows.filter((r) => r.type === "purchase");
  const extra = [...new Set(purchases.map((r) => r.service))].filter((s) => !SERVICE_KEYS.includes(s as never)).sort();
  return {
    days: Array.from({ length: days }, (_, i) => {
      const day = dayOf(new Date(start.getTime() + i * DAY_MS + 3600_000));
      return { day, ...point(rows.filter((r) => dayOf(r.createdAt) === day)) };
    }),
    services: [...SERVICE_KEYS, ...extra].map((s) => ({
      service: s,
      ...point(purchases.filter((r) => r.service === s)),
    })),
    totals: point(rows),
  };
}

/** The rollup-backed figures equal a full recount for "today" several days apart, and 30 and 90 day charts. */
async function expectExact(db: Db) {
  for (const offsetDays of [-40, -3, -1, 0, 1]) {
    const now = new Date(Date.now() + offsetDays * DAY_MS);
    const stats = await adminStats(db, now);
    expect({ at: offsetDays, ...stats }).toEqual({ at: offsetDays, ...(await recountStats(db, now)) });
    for (const days of [30, 90]) {
      const series = await statsSeries(db, now, days);
      const expected = await recountSeries(db, now, days);
      expect(series.days).toEqual(expected.days);
      expect(series.services.map(({ label: _label, ...s }) => s)).toEqual(expected.services);
      expect(series.totals).toEqual(expected.totals);
    }
  }
}

const dirtyRows = async (db: Db) => Number((await db.select({ n: count() }).from(transactionTotalsDirty))[0].n);

let t: TestApp;
let db: Db;
let userId: string;
let seq = 0;
const { start: todayStart } = lagosDayWindow(new Date());
const at = (minutesFromTodayStart: number) => new Date(todayStart.getTime() + minutesFromTodayStart * 60_000);

async function row(createdAt: Date | undefined, o: { status?: string; service?: string; type?: "purchase" } = {}) {
  seq += 1;
  return recordTransaction(db, {
    userId,
    type: o.type ?? "purchase",
    service: o.service ?? ["airtime", "data", "electricity", "cabletv", "exampin"][seq % 5],
    amountKobo: 10_000 + seq * 137,
    status: o.status ?? (seq % 7 === 0 ? "failed" : "delivered"),
    reference: `TOT-${seq}-${rid("")}`,
    commissionKobo: 300 + seq,
    createdAt,
  });
}

beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
  db = t.app.ctx.db;
  userId = (await createUser(t)).userId;
  // 45 days of history, a few rows a day, some failed; a funding row; rows a minute either side
  // of today's Lagos midnight (by the real clock: the one the database and the job go by).
  for (let d = 45; d >= 1; d--) for (let k = 0; k < 3; k++) await row(at(-d * 24 * 60 + 100 + k * 300));
  await recordTransaction(db, {
    userId,
    type: "funding",
    service: "wallet_funding",
    amountKobo: 500_000,
    status: "successful",
    reference: `TOT-FUND-${rid("")}`,
    createdAt: at(-2 * 24 * 60),
  });
  await row(at(-1));
  await row(at(1));
  // Earlier in the current hour and the hours before it (the rollup's cut is an hour's start).
  for (const minutes of [200, 130, 70, 20, 3]) await row(new Date(Date.now() - minutes * 60_000));
});

afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});

test("with no job run yet every figure is read live and equals a full count", async () => {
  await expectExact(db);
});

test("the job's first run builds the rollup up to today; the figures stay exact", async () => {
  const r = await refreshTransactionTotals(db);
  expect(r).toMatchObject({ ran: true, rebuilt: true });
  // The start of the hour, by the database clock, 5 minutes ago (the job's margin).
  const hourOf = (ms: number) => new Date(ms - (ms % 3_600_000)).toISOString().replace(".000Z", "Z");
  expect([hourOf(Date.now() - 5 * 60_000), hourOf(Date.now() - 6 * 60_000)]).toContain(r.cutAt);
  expect(r.daysRecomputed).toBeGreaterThanOrEqual(45);
  await expectExact(db);
  const again = await refreshTransactionTotals(db);
  expect(again).toMatchObject({ ran: true, rebuilt: false, daysRecomputed: 0 });
});

test("purchases of today (through the API) stay on the live side: their insert and settle log nothing", async () => {
  const c = await customer(t, 1_000_000);
  const before = await dirtyRows(db);
  const hour = Math.floor(Date.now() / 3_600_000);
  expect(
    (await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() })).status,
  ).toBe(200);
  // A failure after pending (refunded) and a delivery the provider reverses later.
  await c.post("/api/pay/airtime", { network: "mtn", phone: N.pendingFailAlias, amount: 150, request_id: rid() });
  await c.post("/api/pay/airtime", { network: "glo", phone: N.reverseAlias, amount: 200, request_id: rid() });
  await flushCallbacks(t);
  // (Unless an hour began meanwhile: a purchase created before it and settled after is logged.)
  if (Math.floor(Date.now() / 3_600_000) === hour) expect(await dirtyRows(db)).toBe(before);
  await expectExact(db);
});

test("refunds, reversals and late settlements of old rows, and a back-dated insert, are exact before and after the job", async () => {
  const old = await db
    .select({ id: transactions.id, status: transactions.status, createdAt: transactions.createdAt })
    .from(transactions)
    .where(lt(transactions.createdAt, todayStart))
    .orderBy(transactions.createdAt)
    .limit(60);
  const delivered = old.filter((r) => r.status === "delivered");
  const failed = old.filter((r) => r.status === "failed");
  await updateTransaction(db, delivered[0].id, { status: "reversed", details: { reversed: true } });
  await updateTransaction(db, delivered[1].id, { status: "refunded" });
  await updateTransaction(db, failed[0].id, { status: "refunded" });
  await updateTransaction(db, delivered[2].id, { commissionKobo: 0, status: "success" });
  // A details-only change does not make the day dirty.
  const dirtyBefore = await dirtyRows(db);
  await updateTransaction(db, delivered[3].id, { details: { note: "seen" } });
  expect(await dirtyRows(db)).toBe(dirtyBefore);
  // A pending purchase of yesterday settles today.
  const pending = await row(at(-30), { status: "pending" });
  await refreshTransactionTotals(db);
  await updateTransaction(db, pending.id, { status: "delivered", commissionKobo: 999 });
  await row(at(-5 * 24 * 60), { service: "betting" }); // back-dated, a service the list does not name
  // A row moved to another day (created_at changed): both days are dirty.
  await db
    .update(transactions)
    .set({ createdAt: at(-10 * 24 * 60 + 7) })
    .where(eq(transactions.id, delivered[4].id));
  expect(await dirtyRows(db)).toBeGreaterThan(0);
  await expectExact(db); // dirty days read live
  const r = await refreshTransactionTotals(db);
  expect(r.daysRecomputed).toBeGreaterThan(0);
  expect(await dirtyRows(db)).toBe(0);
  await expectExact(db);
  // A row of the cut's own day, before the cut (70 minutes ago), refunded: that day is dirty.
  const [recent] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(gte(transactions.createdAt, new Date(Date.now() - 75 * 60_000)), eq(transactions.status, "delivered")))
    .orderBy(transactions.createdAt)
    .limit(1);
  await updateTransaction(db, recent.id, { status: "refunded" });
  await expectExact(db);
  await refreshTransactionTotals(db);
  await expectExact(db);
  // And a row of today changed after the cut is live anyway.
  await db
    .update(transactions)
    .set({ status: "reversed" })
    .where(eq(transactions.createdAt, at(1)));
  await expectExact(db);
});

test("the count of active virtual accounts follows inserts, status changes and deletes", async () => {
  const users = await Promise.all([1, 2, 3].map(() => createUser(t)));
  await db.insert(virtualAccounts).values(
    users.map((u, i) => ({
      userId: u.userId,
      accountReference: `VA-TOT-${i}-${rid("")}`,
      status: i ? ("active" as const) : ("pending" as const),
    })),
  );
  await expectExact(db);
  await db.update(virtualAccounts).set({ status: "active" }).where(eq(virtualAccounts.userId, users[0].userId));
  await db.update(virtualAccounts).set({ status: "failed" }).where(eq(virtualAccounts.userId, users[1].userId));
  await db.update(virtualAccounts).set({ bankName: "Wema Bank" }).where(eq(virtualAccounts.userId, users[2].userId));
  await expectExact(db);
  await db.delete(virtualAccounts).where(eq(virtualAccounts.userId, users[2].userId));
  await expectExact(db);
  expect((await adminStats(db, new Date())).activeVirtualAccounts).toBe(1);
});

test("the figures the API answers are the rollup's", async () => {
  const admin = await createUser(t, { isAdmin: true });
  const res = await t.app.inject({
    method: "GET",
    url: "/api/admin/stats",
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const now = t.app.ctx.now();
  const expected = await recountStats(db, now);
  expect(res.json().stats).toMatchObject({
    total_transactions: expected.totalTransactions,
    total_commission: koboToNaira(expected.totalCommissionKobo),
    today_commission: koboToNaira(expected.todayCommissionKobo),
  });
});

test("a truncated history empties the rollup; the next run rebuilds it", async () => {
  await db.execute(sql`TRUNCATE transactions CASCADE`);
  await expectExact(db);
  await row(at(-3 * 24 * 60));
  expect(await refreshTransactionTotals(db)).toMatchObject({ rebuilt: true });
  await expectExact(db);
});

(usingPostgres() ? describe : describe.skip)("two instances on one PostgreSQL", () => {
  test("a run while another instance holds the lock does nothing; a change committed after a run's snapshot is still counted", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const dbName = ((await db.execute(sql`SELECT current_database() AS d`)) as unknown as { rows: { d: string }[] })
      .rows[0].d;
    const target = new URL(url);
    target.pathname = `/${dbName}`;
    const second = await openDatabase({ url: target.toString(), poolSize: 4 });
    const other = new Client({ connectionString: target.toString() });
    await other.connect();
    try {
      for (let d = 20; d >= 1; d--) await row(at(-d * 24 * 60 + 60));
      await refreshTransactionTotals(db);
      // Instance B is mid-run (holds the lock): instance A's run skips.
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock($1, $2)", [0x4e57, 26]);
      expect(await refreshTransactionTotals(second.db)).toMatchObject({ ran: false });
      await other.query("ROLLBACK");
      // Both instances at once: one runs, the other skips or runs after it; the figures stay exact.
      const both = await Promise.all([refreshTransactionTotals(db), refreshTransactionTotals(second.db)]);
      expect(both.some((r) => r.ran)).toBe(true);
      await expectExact(db);
      // A refund of an old row in a transaction still open while the job runs and commits.
      const [old] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(lt(transactions.createdAt, todayStart), inArray(transactions.status, ["delivered"])))
        .limit(1);
      await other.query("BEGIN");
      await other.query("UPDATE transactions SET status = 'refunded' WHERE id = $1", [old.id]);
      expect(await refreshTransactionTotals(second.db)).toMatchObject({ ran: true });
      await other.query("COMMIT");
      await expectExact(db);
      expect(await dirtyRows(db)).toBeGreaterThan(0);
      await refreshTransactionTotals(db);
      expect(await dirtyRows(db)).toBe(0);
      await expectExact(second.db);
    } finally {
      await other.end();
      await second.close();
    }
  });
});
