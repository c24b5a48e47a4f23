import { and, eq, like } from "drizzle-orm";
import { journals, notifications, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, journalCount, rid } from "../purchases/test-helpers";
import { apiSuite } from "../test/api-suite";
import { usingPostgres } from "../test/test-app";

jest.setTimeout(60_000);

const { t, admin, asAdmin, auditOf } = apiSuite({ purchases: true, admin: true });
const requery = (id: string) => asAdmin("POST", `/api/admin/transactions/${id}/requery`);
const refund = (id: string) => asAdmin("POST", `/api/admin/transactions/${id}/refund`);
const airtime = (phone: string, amount = 500) => ({ network: "mtn", phone, amount, request_id: rid() });

/** A failed purchase whose money did not go back (the sandbox fixture; the engine never leaves one). */
async function unrefundedFailure(c: { userId: string }, amount = 300) {
  const res = await asAdmin("POST", "/api/admin/sandbox/failed-purchase", { customer_id: c.userId, amount });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The customer's one purchase. */
async function purchaseOf(c: { userId: string }) {
  const [row] = await t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, c.userId), eq(transactions.type, "purchase")));
  return row;
}

describe("transaction detail", () => {
  test("a delivered purchase: provider request and answer, purchase and cashback ledger entries, no actions", async () => {
    const c = await customer(t, 200_000);
    const res = await c.post("/api/pay/airtime", airtime(N.success, 1000));
    expect(res.body.status).toBe("success");
    const row = await purchaseOf(c);
    const d = (await asAdmin("GET", `/api/admin/transactions/${row.id}`)).json();
    expect(d.transaction).toMatchObject({
      id: row.id,
      status: "delivered",
      amount: 1000,
      cashback: 20,
      refunded: false,
      channel: "web",
    });
    expect(d.customer).toMatchObject({ id: c.userId, email: c.email });
    expect(d.provider).toMatchObject({
      provider: "vtpass",
      request_id: row.reference,
      last_outcome: "delivered",
      last_code: "000",
    });
    // Final; the one check left is the first reversal check, an hour after delivery.
    expect(Date.parse(d.provider.next_check_at) - Date.parse(d.provider.finalized_at)).toBe(3_600_000);
    expect(d.history.map((h: { status: string }) => h.status)).toEqual(["pending", "delivered"]);
    expect(d.provider.payload).toMatchObject({ serviceID: "mtn", phone: N.success, amount: 1000 });
    expect(
      d.ledger_entries.map((e: { journal_kind: string; account: string; amount: number }) => [
        e.journal_kind,
        e.account,
        e.amount,
      ]),
    ).toEqual([
      ["purchase", "wallet", -1000],
      ["purchase", "system:bills_payable", 1000],
      ["cashback", "system:cashback_expense", -20],
      ["cashback", "wallet", 20],
    ]);
    expect(d.related).toEqual([expect.objectContaining({ type: "cashback", amount: 20 })]);
    expect(d.actions).toEqual({ can_requery: false, can_refund: false });
    expect((await requery(row.id)).statusCode).toBe(409);
    expect((await refund(row.id)).statusCode).toBe(409);
  });

  test("unknown and malformed ids are 404", async () => {
    expect((await asAdmin("GET", "/api/admin/transactions/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/admin/transactions/nope")).statusCode).toBe(404);
    expect((await refund("nope")).statusCode).toBe(404);
  });
});

describe("requery", () => {
  test("pending: the first press leaves it pending (audited), the next delivers it once; pressing again is refused", async () => {
    const c = await customer(t, 100_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
    expect(res.body.status).toBe("pending");
    const row = await purchaseOf(c);
    expect((await asAdmin("GET", `/api/admin/transactions/${row.id}`)).json().actions).toEqual({
      can_requery: true,
      can_refund: false,
    });
    // Never refunded from here while pending.
    expect((await refund(row.id)).json()).toEqual({
      message: "Only a failed purchase can be refunded; this one is pending.",
    });

    const first = await requery(row.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ changed: false, transaction: { transaction: { status: "pending" } } });
    const second = await requery(row.id);
    // Delivered now, by this press or (a moment before it) by the simulator's callback, which the engine also applies.
    expect(second.json()).toMatchObject({
      message: expect.stringContaining("delivered"),
      transaction: { transaction: { status: "delivered", cashback: 10 } },
    });
    expect(await c.balance()).toBe(100_000 - 50_000 + 1_000);
    const third = await requery(row.id);
    expect(third.statusCode).toBe(409);
    expect(await journalCount(t, `cashback:${row.id}`)).toBe(1);

    // The first press saw pending and left it pending; the second moved it on (order by that, not by time).
    const rank = (a: { after: unknown }) => ((a.after as { status: string }).status === "pending" ? 0 : 1);
    const audit = (await auditOf(row.id)).sort((a, b) => rank(a) - rank(b));
    expect(audit.map((a) => [a.action, a.adminEmail])).toEqual([
      ["purchase.requery", admin().email],
      ["purchase.requery", admin().email],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: "pending", refunded: false },
      after: { status: "pending", provider_outcome: "pending" },
    });
    expect(audit[1]).toMatchObject({ after: { status: "delivered", provider_outcome: "delivered" } });
  });
});

describe("refund", () => {
  test("a failed, unrefunded purchase is refunded once; a second press is refused; the audit row has before and after", async () => {
    const c = await customer(t, 100_000);
    const id = await unrefundedFailure(c, 300);
    expect(await c.balance()).toBe(70_000);
    expect((await asAdmin("GET", `/api/admin/transactions/${id}`)).json().actions).toEqual({
      can_requery: false,
      can_refund: true,
    });

    const first = await refund(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      changed: true,
      transaction: { transaction: { status: "failed", refunded: true }, actions: { can_refund: false } },
    });
    const second = await refund(id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: "This purchase was already refunded." });

    expect(await c.balance()).toBe(100_000);
    expect(await journalCount(t, `refund:${id}`)).toBe(1);
    const history = await c.history();
    expect(history.filter((h) => h.type === "refund")).toEqual([
      expect.objectContaining({
        amount: 30_000,
        status: "successful",
        details: expect.objectContaining({ purchase_id: id, by_admin: true }),
      }),
    ]);
    const audit = await auditOf(id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "purchase.refund",
        adminEmail: admin().email,
        before: { status: "failed", refunded: false },
        after: expect.objectContaining({ status: "failed", refunded: true, amount_kobo: 30_000 }),
      }),
    ]);
    // The customer is told once that the money is back.
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.userId), eq(notifications.eventKey, `purchase_failed:${id}`)));
    expect(told).toHaveLength(1);
    expect(told[0].body).toMatch(/The money is back in your wallet\./);
  });

  test("a purchase the engine failed (and refunded itself) cannot be refunded again", async () => {
    const c = await customer(t, 100_000);
    const res = await c.post("/api/pay/airtime", airtime("08099999999", 200));
    expect(res.body.status).toBe("failed");
    const row = await purchaseOf(c);
    expect((await asAdmin("GET", `/api/admin/transactions/${row.id}`)).json().actions.can_refund).toBe(false);
    expect((await refund(row.id)).statusCode).toBe(409);
    expect(await c.balance()).toBe(100_000);
    expect(await journalCount(t, `refund:${row.id}`)).toBe(1);
    expect(await auditOf(row.id)).toEqual([]);
  });

  test("double submission at once (same process): one refund", async () => {
    const c = await customer(t, 100_000);
    const id = await unrefundedFailure(c, 250);
    const answers = await Promise.all([refund(id), refund(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await c.balance()).toBe(100_000);
    expect(await journalCount(t, `refund:${id}`)).toBe(1);
  });
});

// Real parallel transactions need PostgreSQL (PGlite runs one at a time); CI runs these with TEST_DATABASE_URL.
(usingPostgres() ? describe : describe.skip)("on PostgreSQL, presses in parallel", () => {
  test("8 refunds of one purchase at once: exactly one journal, one refund row, one audit row", async () => {
    const c = await customer(t, 100_000);
    const id = await unrefundedFailure(c, 400);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(7);
    expect(await c.balance()).toBe(100_000);
    expect(
      await t.app.ctx.db
        .select()
        .from(journals)
        .where(like(journals.idempotencyKey, `refund:${id}`)),
    ).toHaveLength(1);
    expect((await c.history()).filter((h) => h.type === "refund")).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  test("6 requeries of one pending purchase at once: delivered once, one cashback", async () => {
    const c = await customer(t, 100_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
    expect(res.body.status).toBe("pending");
    const row = await purchaseOf(c);
    await requery(row.id); // the simulator delivers from its 2nd re-query on
    const answers = await Promise.all(Array.from({ length: 6 }, () => requery(row.id)));
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(ok.filter((a) => a.changed)).toHaveLength(1);
    expect(await journalCount(t, `cashback:${row.id}`)).toBe(1);
    expect(await c.balance()).toBe(100_000 - 50_000 + 1_000);
  });
});
