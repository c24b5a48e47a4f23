import { and, eq, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { applyOutcome } from "./engine";
import { customer, flushCallbacks, journalCount, rid, rowsOf } from "./test-helpers";

jest.setTimeout(120_000);

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: "2000" });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});
afterEach(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
});

const asAdmin = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(admin.token), payload });
const adminRefund = (id: string) => asAdmin(`/api/admin/transactions/${id}/refund`);
const rowsOfResult = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** The purchase row of a customer's only purchase. */
async function purchaseOf(userId: string) {
  const [p] = await t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, "purchase")));
  return p;
}

/** A failed purchase whose money did not go back (the sandbox fixture), for the admin's Refund. */
async function unrefundedFailure(userId: string, amount: number) {
  const res = await asAdmin("/api/admin/sandbox/failed-purchase", { customer_id: userId, amount });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/**
 * What a refund wrote, as a shape that does not depend on ids, and the order its transaction
 * wrote the rows in: PostgreSQL's cmin is the number of the statement, within the writing
 * transaction (savepoints share the count), that wrote a row's current version.
 */
async function refundWrites(purchaseId: string) {
  const db = t.app.ctx.db;
  const [journal] = rowsOfResult(
    await db.execute(sql`select id, kind from journals where idempotency_key = ${`refund:${purchaseId}`}`),
  );
  // The refund's rows found by what they are; the caller's own rows and the balance rows count
  // only when the refund's transaction (or a savepoint in it) wrote their current version.
  const written = rowsOfResult(
    await db.execute(sql`
      with refund as (
        select j.id as journal_id, array[j.xmin::text, h.xmin::text, p.xmin::text] as xids
        from journals j
        join transactions h on h.journal_id = j.id and h.type = 'refund'
        join transactions p on p.id = ${purchaseId}
        where j.id = ${journal.id}
      )
      select 'journal' as what, j.cmin::text::int as cmin from journals j, refund r where j.id = r.journal_id
      union all
      select 'refund history row', h.cmin::text::int
        from transactions h, refund r where h.journal_id = r.journal_id and h.type = 'refund'
      union all
      select 'purchase row', p.cmin::text::int from transactions p where p.id = ${purchaseId}
      union all
      select 'caller row', x.cmin::text::int
        from purchase_provider_requests x, refund r
        where x.transaction_id = ${purchaseId} and x.xmin::text = any(r.xids)
      union all
      select 'caller row', a.cmin::text::int
        from admin_audit_log a, refund r
        where a.target_id = ${purchaseId} and a.action = 'purchase.refund' and a.xmin::text = any(r.xids)
      union all
      select 'entries', e.cmin::text::int from ledger_entries e, refund r where e.journal_id = r.journal_id
      union all
      select 'balance', l.cmin::text::int
        from ledger_accounts l, refund r
        where l.id in (select account_id from ledger_entries where journal_id = r.journal_id)
          and l.xmin::text = any(r.xids)
      order by 2, 1`),
  ).map((r) => [r.what as string, r.cmin as number] as const);
  const entries = rowsOfResult(
    await db.execute(sql`
      select case when a.kind = 'wallet' then 'wallet' else a.code end as account, e.amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where e.journal_id = ${journal.id} order by e.id`),
  );
  const [history] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.journalId, journal.id as string), eq(transactions.type, "refund")));
  const [purchase] = await db.select().from(transactions).where(eq(transactions.id, purchaseId));
  const hd = history.details as Record<string, unknown>;
  const pd = purchase.details as Record<string, unknown>;
  return {
    order: [...new Set(written.map(([what]) => what))],
    lastNonBalance: Math.max(...written.filter(([w]) => w !== "balance").map(([, c]) => c)),
    firstBalance: Math.min(...written.filter(([w]) => w === "balance").map(([, c]) => c)),
    balanceRows: written.filter(([w]) => w === "balance").length,
    shape: {
      journal: { kind: journal.kind },
      entries: entries.map((e) => ({ account: e.account, amount: Number(e.amount) })),
      history: {
        type: history.type,
        service: history.service,
        amount: history.amount,
        status: history.status,
        referenceIsThePurchasesWithRF: history.reference === `${purchase.reference}RF`,
        pointsToThePurchase:
          hd.purchase_id === purchaseId &&
          hd.purchase_reference === purchase.reference &&
          history.journalId === journal.id,
      },
      purchase: {
        status: purchase.status,
        refunded: pd.refunded,
        refundReferenceIsTheHistoryRows: pd.refund_reference === history.reference,
      },
    },
    history,
  };
}

test("the engine's refund and the admin's refund write the same rows in the same order, balances last", async () => {
  const c1 = await customer(t, 500_000);
  const failed = await c1.post("/api/pay/airtime", {
    network: "mtn",
    phone: "08099999999",
    amount: 1000,
    request_id: rid(),
  });
  expect(failed.body.status).toBe("failed");
  const engine = await refundWrites((await purchaseOf(c1.userId)).id);

  const c2 = await customer(t, 500_000);
  const id = await unrefundedFailure(c2.userId, 1000);
  const res = await adminRefund(id);
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe("Refunded ₦1,000.00 to the customer's wallet.");
  const byAdmin = await refundWrites(id);

  const order = ["journal", "refund history row", "purchase row", "caller row", "entries", "balance"];
  expect(engine.order).toEqual(order);
  expect(byAdmin.order).toEqual(order);
  for (const w of [engine, byAdmin]) {
    expect(w.balanceRows).toBe(2); // the wallet and bills_payable
    expect(w.firstBalance).toBeGreaterThan(w.lastNonBalance);
  }
  expect(byAdmin.shape).toEqual(engine.shape);
  expect(engine.shape).toMatchObject({
    journal: { kind: "refund" },
    entries: [
      { account: "system:bills_payable", amount: -100_000 },
      { account: "wallet", amount: 100_000 },
    ],
    history: {
      type: "refund",
      service: "airtime",
      amount: 100_000,
      status: "successful",
      referenceIsThePurchasesWithRF: true,
      pointsToThePurchase: true,
    },
    purchase: { status: "failed", refunded: true, refundReferenceIsTheHistoryRows: true },
  });
  // Who refunded stays told apart.
  expect(engine.history.details).not.toHaveProperty("by_admin");
  expect(byAdmin.history.details).toMatchObject({ by_admin: true });
  expect(await c1.balance()).toBe(500_000);
  expect(await c2.balance()).toBe(500_000 - 100_000 + 100_000);
});

// Real row locks and parallel connections need PostgreSQL: CI runs these with TEST_DATABASE_URL set.
const onPostgres = usingPostgres() ? describe : describe.skip;

onPostgres("one refund under concurrency (PostgreSQL)", () => {
  test("admin refunds pressed at once, with the engine applying a failure: one refund", async () => {
    const c = await customer(t, 300_000);
    const id = await unrefundedFailure(c.userId, 700);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => adminRefund(id)),
      ...Array.from({ length: 3 }, () => applyOutcome(t.app.ctx, id, { outcome: "failed", code: "016", reason: "x" })),
    ]);
    const statuses = results.slice(0, 6).map((r) => (r as { statusCode: number }).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await journalCount(t, `refund:${id}`)).toBe(1);
    expect(await rowsOf(t, c.userId, "refund")).toHaveLength(1);
    expect(await c.balance()).toBe(300_000);
  });

  test("the engine settling a failure while an admin presses Refund: one refund", async () => {
    const c = await customer(t, 300_000);
    const res = await c.post("/api/pay/airtime", {
      network: "mtn",
      phone: N.pendingAlias,
      amount: 500,
      request_id: rid(),
    });
    expect(res.body.status).toBe("pending");
    const { id } = await purchaseOf(c.userId);
    const [settled, pressed] = await Promise.all([
      applyOutcome(t.app.ctx, id, { outcome: "failed", code: "016", reason: "TRANSACTION FAILED" }),
      adminRefund(id),
    ]);
    expect(settled.status).toBe("failed");
    // Before the engine: not failed yet; after it: refunded already. Never a second refund.
    expect(pressed.statusCode).toBe(409);
    expect(await journalCount(t, `refund:${id}`)).toBe(1);
    expect(await rowsOf(t, c.userId, "refund")).toHaveLength(1);
    expect(await c.balance()).toBe(300_000);
  });
});
