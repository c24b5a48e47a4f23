import { eq } from "drizzle-orm";
import { purchaseProviderRequests, vtpassSandboxTransactions } from "../db/schema";
import { airtimePurchaseSchema } from "../../lib/contracts/purchase-requests";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { applyOutcome, debitPurchase } from "./engine";
import { airtimeOrder } from "./orders";
import { notFoundConfirmMs, PRODUCTION_BACKOFF_MS, purchaseSettings } from "./purchase-settings";
import { runPurchaseRequeries } from "./requery-job";
import { customer, flushCallbacks, journalCount, rid } from "./test-helpers";
import { vtpassFor } from "./vtpass-client";

/**
 * Issue 17 point 8: a purchase debited before VTpass saw it (the process died between the commit
 * and the pay call) is refunded within 5 minutes, by the rule in settle-not-found.ts, while a pay
 * that reaches VTpass late is never refunded. Production timings (30 s adapter timeout, the
 * production re-query waits, the job every 5 s) on the test clock: nothing sleeps.
 */
jest.setTimeout(60_000);

const JOB_INTERVAL_MS = 5_000;
const FIVE_MINUTES = 5 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: "30000", JOB_INTERVAL_MS: String(JOB_INTERVAL_MS) });
  purchaseSettings(t.app.ctx).requeryBackoffMs = [...PRODUCTION_BACKOFF_MS];
  t.freezeClock(true);
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});
afterEach(async () => {
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
});

/** A purchase debited and committed whose pay call never happened (the process died there). */
async function debitedButNeverSent(phone: string = N.success) {
  const c = await customer(t, 300_000);
  const order = await airtimeOrder(
    t.app.ctx,
    airtimePurchaseSchema.parse({ network: "mtn", phone, amount: 500, request_id: rid() }),
  );
  const debited = await debitPurchase(t.app.ctx, c.userId, { ...order, requestId: rid(), fingerprint: rid() });
  if ("replay" in debited) throw new Error("unexpected replay");
  expect(await c.balance()).toBe(250_000);
  return { c, ...debited, startedAt: t.app.ctx.now().getTime() };
}

const providerRequest = async (id: string) =>
  (await t.app.ctx.db.select().from(purchaseProviderRequests).where(eq(purchaseProviderRequests.transactionId, id)))[0];
const statusOf = async (c: Awaited<ReturnType<typeof debitedButNeverSent>>["c"], id: string) =>
  (await c.get(`/api/transactions/${id}`)).body.transaction.status as string;

/** One tick of the job, JOB_INTERVAL_MS after the last. */
async function tick() {
  t.advance(JOB_INTERVAL_MS);
  await runPurchaseRequeries(t.app.ctx);
}

test("a purchase debited but never sent is refunded within 5 minutes, and not before the not-found rule allows", async () => {
  const p = await debitedButNeverSent();
  let firstNotFoundAt: number | null = null;
  while ((await statusOf(p.c, p.transactionId)) === "pending") {
    expect(t.app.ctx.now().getTime() - p.startedAt).toBeLessThan(10 * 60_000);
    await tick();
    const pr = await providerRequest(p.transactionId);
    if (firstNotFoundAt === null && pr.notFoundSince) firstNotFoundAt = pr.notFoundSince.getTime();
  }
  const settledAfter = t.app.ctx.now().getTime() - p.startedAt;
  expect(await statusOf(p.c, p.transactionId)).toBe("failed");
  expect(settledAfter).toBeLessThanOrEqual(FIVE_MINUTES);
  // Refunded on a 015 asked at least timeout + margin after the first 015, never on the first.
  expect(firstNotFoundAt).not.toBeNull();
  expect(t.app.ctx.now().getTime() - firstNotFoundAt!).toBeGreaterThanOrEqual(notFoundConfirmMs(t.app.ctx));
  expect(await p.c.balance()).toBe(300_000);
  expect(await journalCount(t, `refund:${p.transactionId}`)).toBe(1);
  const [sim] = await t.app.ctx.db
    .select()
    .from(vtpassSandboxTransactions)
    .where(eq(vtpassSandboxTransactions.requestId, p.payload.request_id));
  expect(sim).toBeUndefined();
});

test("a pay that reaches VTpass late (after the first 015) is not refunded: it is delivered", async () => {
  const p = await debitedButNeverSent();
  // Up to the first 015.
  while (!(await providerRequest(p.transactionId)).notFoundSince) await tick();
  const since = (await providerRequest(p.transactionId)).notFoundSince!.getTime();
  // An admin's re-query (or a callback's) a moment later answers 015 too: still not certain.
  t.advance(10_000);
  await applyOutcome(t.app.ctx, p.transactionId, await vtpassFor(t.app.ctx).requery(p.payload.request_id));
  expect(await statusOf(p.c, p.transactionId)).toBe("pending");
  // The pay that was on the wire lands at VTpass just before the confirmation is due.
  t.advance(since + notFoundConfirmMs(t.app.ctx) - 5_000 - t.app.ctx.now().getTime());
  expect((await vtpassFor(t.app.ctx).pay(p.payload)).outcome).toBe("delivered");
  while ((await statusOf(p.c, p.transactionId)) === "pending") await tick();
  expect(await statusOf(p.c, p.transactionId)).toBe("delivered");
  expect(await journalCount(t, `refund:${p.transactionId}`)).toBe(0);
  expect(await p.c.balance()).toBe(250_000 + 1_000); // 2% cashback on ₦500
});

test("answers that say nothing about the request keep the count; one that shows VTpass knows it starts it again", async () => {
  const p = await debitedButNeverSent();
  const notFound = { outcome: "failed" as const, code: "015", reason: "INVALID REQUEST ID" };
  const at = () => t.app.ctx.now();
  await applyOutcome(t.app.ctx, p.transactionId, { ...notFound, askedAt: at() });
  const since = (await providerRequest(p.transactionId)).notFoundSince;
  expect(since).not.toBeNull();
  t.advance(30_000);
  await applyOutcome(t.app.ctx, p.transactionId, { outcome: "unknown", code: null, reason: "timeout", askedAt: at() });
  expect((await providerRequest(p.transactionId)).notFoundSince).toEqual(since);
  t.advance(30_000);
  await applyOutcome(t.app.ctx, p.transactionId, {
    outcome: "pending",
    code: "099",
    reason: "PROCESSING",
    askedAt: at(),
  });
  expect((await providerRequest(p.transactionId)).notFoundSince).toBeNull();
  // A 015 long after the first one, but the count started again at the next 015: not yet.
  t.advance(notFoundConfirmMs(t.app.ctx));
  await applyOutcome(t.app.ctx, p.transactionId, { ...notFound, askedAt: at() });
  expect(await statusOf(p.c, p.transactionId)).toBe("pending");
  t.advance(notFoundConfirmMs(t.app.ctx));
  await applyOutcome(t.app.ctx, p.transactionId, { ...notFound, askedAt: at() });
  expect(await statusOf(p.c, p.transactionId)).toBe("failed");
  expect(await p.c.balance()).toBe(300_000);
});
