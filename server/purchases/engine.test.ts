import { eq } from "drizzle-orm";
import { cashbackRates, purchaseProviderRequests } from "../db/schema";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { applyOutcome } from "./engine";
import { runPurchaseRequeries } from "./requery-job";
import { customer, flushCallbacks, journalCount, rid, rowsOf } from "./test-helpers";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});
afterEach(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
});

const HOUR = 3_600_000;
/** Moves the clock past any re-query backoff and runs the job once. */
async function requeryRound() {
  t.advance(HOUR);
  await runPurchaseRequeries(t.app.ctx);
  await flushCallbacks(t);
}

const airtime = (phone: string, amount = 1000, request_id = rid()) => ({ network: "mtn", phone, amount, request_id });

test("delivered: debited, status success, commission recorded, 2% cashback as its own journal and history row", async () => {
  const c = await customer(t, 500_000);
  const res = await c.post("/api/pay/airtime", airtime(N.success, 1000));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: "success", code: "000", cashback_amount: 20, balance: 5000 - 1000 + 20 });
  expect(res.body.transaction).toMatchObject({
    service: "airtime",
    amount: 1000,
    status: "delivered",
    phone: N.success,
  });
  expect(res.body.data.transaction).toEqual(res.body.transaction);
  expect(res.body.transaction_reference).toBe(res.body.transaction.reference);
  expect(await c.balance()).toBe(500_000 - 100_000 + 2_000);
  const [p] = await rowsOf(t, c.userId, "purchase");
  expect(p).toMatchObject({ status: "delivered", commissionKobo: 3000, cashbackKobo: 2000 });
  const cb = await rowsOf(t, c.userId, "cashback");
  expect(cb).toHaveLength(1);
  expect(cb[0]).toMatchObject({ amount: 2000, service: "airtime", status: "successful" });
  expect(await journalCount(t, `cashback:${p.id}`)).toBe(1);
});

test("cashback rate comes from the cashback_rates table when set", async () => {
  await t.app.ctx.db
    .insert(cashbackRates)
    .values({ service: "airtime", rateBp: 500 })
    .onConflictDoUpdate({ target: cashbackRates.service, set: { rateBp: 500 } });
  const c = await customer(t, 500_000);
  const res = await c.post("/api/pay/airtime", airtime(N.success, 1000));
  expect(res.body.cashback_amount).toBe(50);
  await t.app.ctx.db.delete(cashbackRates).where(eq(cashbackRates.service, "airtime"));
});

test("failed: refunded exactly once, even when the failure is applied again", async () => {
  const c = await customer(t, 300_000);
  const res = await c.post("/api/pay/airtime", airtime("08099999999", 1000));
  expect(res.body).toMatchObject({ status: "failed", code: "016", balance: 3000, cashback_amount: 0 });
  expect(res.body.message).toBe("Airtime purchase failed. Your wallet has been refunded.");
  expect(await c.balance()).toBe(300_000);
  const [p] = await rowsOf(t, c.userId, "purchase");
  expect(p.status).toBe("failed");
  await applyOutcome(t.app.ctx, p.id, { outcome: "failed", code: "016", reason: "again" });
  await requeryRound();
  expect(await journalCount(t, `refund:${p.id}`)).toBe(1);
  expect(await rowsOf(t, c.userId, "refund")).toHaveLength(1);
  expect(await c.balance()).toBe(300_000);
});

test("pending then delivered by the re-query job", async () => {
  const c = await customer(t, 300_000);
  const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
  expect(res.body).toMatchObject({ status: "pending", code: "099", balance: 2500 });
  const id = res.body.transaction.id;
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("pending");
  await runPurchaseRequeries(t.app.ctx); // not due yet: nothing happens
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("pending");
  await requeryRound(); // 1st requery: still pending
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("pending");
  await requeryRound(); // 2nd: delivered
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("delivered");
  expect(await c.balance()).toBe(300_000 - 50_000 + 1_000);
  expect(await journalCount(t, `cashback:${id}`)).toBe(1);
  const [pr] = await t.app.ctx.db
    .select()
    .from(purchaseProviderRequests)
    .where(eq(purchaseProviderRequests.transactionId, id));
  // Final; only the first reversal check (an hour after delivery) is left.
  expect(pr.finalizedAt).not.toBeNull();
  expect(pr.nextCheckAt!.getTime() - pr.finalizedAt!.getTime()).toBe(HOUR);
});

test("pending then failed (reversed): refunded exactly once", async () => {
  const c = await customer(t, 300_000);
  const res = await c.post("/api/pay/airtime", airtime(N.pendingFailAlias, 500));
  expect(res.body.status).toBe("pending");
  expect(await c.balance()).toBe(250_000);
  await requeryRound();
  await requeryRound();
  await requeryRound();
  const id = res.body.transaction.id;
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("failed");
  expect(await journalCount(t, `refund:${id}`)).toBe(1);
  expect(await c.balance()).toBe(300_000);
});

test.each([
  ["timeout", N.timeoutAlias],
  ["unexpected answer", N.unexpectedAlias],
  ["no answer", N.noAnswerAlias],
])("%s: stays pending (never refunded blindly), then the re-query finds it delivered", async (_n, phone) => {
  const c = await customer(t, 300_000);
  const started = Date.now();
  const res = await c.post("/api/pay/airtime", airtime(phone, 500));
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(res.body.status).toBe("pending");
  expect(await c.balance()).toBe(250_000);
  expect(await rowsOf(t, c.userId, "refund")).toHaveLength(0);
  await requeryRound();
  expect((await c.get(`/api/transactions/${res.body.transaction.id}`)).body.transaction.status).toBe("delivered");
  expect(await c.balance()).toBe(250_000 + 1_000);
});

test("a provider that has never heard of the request (015) is refunded only after the grace period", async () => {
  const c = await customer(t, 300_000);
  const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
  const id = res.body.transaction.id;
  // Pretend the pay never arrived: VTpass would answer 015 to the requery.
  await applyOutcome(t.app.ctx, id, { outcome: "failed", code: "015", reason: "INVALID REQUEST ID" });
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("pending");
  t.advance(HOUR);
  await applyOutcome(t.app.ctx, id, { outcome: "failed", code: "015", reason: "INVALID REQUEST ID" });
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("failed");
  expect(await c.balance()).toBe(300_000);
});

test("the same request_id and body answers the same transaction and debits once", async () => {
  const c = await customer(t, 300_000);
  const body = airtime(N.success, 700);
  const a = await c.post("/api/pay/airtime", body);
  const b = await c.post("/api/pay/airtime", body);
  expect(b.status).toBe(200);
  expect(b.body.transaction.id).toBe(a.body.transaction.id);
  expect(b.body.transaction_reference).toBe(a.body.transaction_reference);
  expect(await rowsOf(t, c.userId, "purchase")).toHaveLength(1);
  expect(await c.balance()).toBe(300_000 - 70_000 + 1_400);
});

test("the same request_id with a different body is refused with 409, nothing debited", async () => {
  const c = await customer(t, 300_000);
  const body = airtime(N.success, 700);
  await c.post("/api/pay/airtime", body);
  const other = await c.post("/api/pay/airtime", { ...body, amount: 800 });
  expect(other.status).toBe(409);
  expect(other.body.message).toBe("This request_id was already used for a different purchase.");
  expect(await rowsOf(t, c.userId, "purchase")).toHaveLength(1);
  // Another customer may use the same request_id.
  const d = await customer(t, 300_000);
  expect((await d.post("/api/pay/airtime", body)).body.status).toBe("success");
});

test("insufficient balance: 400 'Insufficient balance.', no debit, no history", async () => {
  const c = await customer(t, 40_000);
  const res = await c.post("/api/pay/airtime", airtime(N.success, 500));
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    message: "Insufficient balance.",
    errors: { amount: ["Insufficient balance."] },
    code: "insufficient_balance",
  });
  expect(await c.balance()).toBe(40_000);
  expect(await c.history()).toHaveLength(0);
});

describe("callbacks", () => {
  test("a callback is confirmed by requery: a forged 'delivered' for a pending purchase changes nothing", async () => {
    const c = await customer(t, 300_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
    const reference = res.body.transaction_reference;
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/vtpass",
      payload: {
        type: "transaction-update",
        data: { code: "000", requestId: reference, content: { transactions: { status: "delivered" } } },
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ response: "success" });
    expect((await c.get(`/api/transactions/${res.body.transaction.id}`)).body.transaction.status).toBe("pending");
  });

  test("the provider's callback after settling delivers the purchase (confirmed by requery)", async () => {
    const c = await customer(t, 300_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
    const sim = vtpassSimulator(t.app.ctx);
    t.advance(sim.settings.settleAfterMs + 1);
    await sim.settle();
    await sim.flush();
    expect((await c.get(`/api/transactions/${res.body.transaction.id}`)).body.transaction.status).toBe("delivered");
    expect(await journalCount(t, `cashback:${res.body.transaction.id}`)).toBe(1);
  });

  test("a reversal callback for a pending purchase refunds once", async () => {
    const c = await customer(t, 300_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingFailAlias, 500));
    const sim = vtpassSimulator(t.app.ctx);
    t.advance(sim.settings.settleAfterMs + 1);
    await sim.settle();
    await sim.flush();
    const id = res.body.transaction.id;
    expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("failed");
    await t.app.inject({
      method: "POST",
      url: "/api/webhooks/vtpass",
      payload: { type: "transaction-update", data: { requestId: res.body.transaction_reference } },
    });
    expect(await journalCount(t, `refund:${id}`)).toBe(1);
    expect(await c.balance()).toBe(300_000);
  });

  test("unknown or malformed updates are acknowledged and ignored", async () => {
    for (const payload of [
      { type: "transaction-update", data: { requestId: "202401010000nope" } },
      { type: "other" },
      {},
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/webhooks/vtpass", payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response: "success" });
    }
  });
});
