import { eq } from "drizzle-orm";
import { webhookDeliveries } from "../db/schema";
import { deliverDueWebhooks } from "../partner-webhooks/delivery-job";
import { startReceiver } from "../partner-webhooks/webhook-test-kit";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { flushCallbacks } from "../purchases/test-helpers";
import { bearer } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { partner, PARTNER_ENV, partnerRid, v1, type Partner } from "./partner-kit";
import { testModeOf } from "./test-mode";
import { testModeJob } from "./test-mode-job";

jest.setTimeout(60_000);

let t: TestApp;
let liveRx: Awaited<ReturnType<typeof startReceiver>>;
let testRx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ ...PARTNER_ENV, WEBHOOK_TIMEOUT_MS: "2000" });
  [liveRx, testRx] = await Promise.all([startReceiver(), startReceiver()]);
  // Opened (and migrated from nothing) here, as the API does at start, not inside the first test.
  await testModeOf(t.app.ctx);
}, 180_000);
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await Promise.all([liveRx.close(), testRx.close()]);
  await t.close();
});
beforeEach(() => {
  for (const rx of [liveRx, testRx]) {
    rx.hits.length = 0;
    rx.processed.clear();
  }
});

async function send(p: Partner, method: "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: bearer(p.token), payload });
  return { status: res.statusCode, body: res.json() };
}

const testCtx = async () => (await testModeOf(t.app.ctx)!).ctx;

/** A partner with a live webhook on one receiver and a test webhook on the other. */
async function partnerWithWebhooks(): Promise<Partner> {
  const p = await partner(t);
  for (const [mode, rx] of [
    ["live", liveRx],
    ["test", testRx],
  ] as const) {
    const res = await send(p, "PUT", `/api/webhooks/${mode}`, { url: rx.url });
    expect(res.status).toBe(200);
    rx.state.secret = res.body.secret as string;
  }
  return p;
}

/** Every delivery job pass there is: live on the live context, test mode's on its own. */
async function deliverAll() {
  await deliverDueWebhooks(t.app.ctx);
  await testModeJob.run(t.app.ctx);
}

const airtime = () => ({ network: "mtn", phone: N.success, amount: 100, request_id: partnerRid() });

test("a test-key purchase is delivered, signed with the test secret, to the test URL only", async () => {
  const p = await partnerWithWebhooks();
  const key = await p.createKey({ mode: "test" });
  expect((await p.post("/api/api-keys/test-topup", { amount: 1000 })).status).toBe(200);
  const body = airtime();
  const bought = await v1(t, key, "POST", "/v1/airtime", body);
  expect(bought.body.status).toBe("success");
  await deliverAll();

  expect(liveRx.hits).toHaveLength(0);
  // Two subjects (the top-up and the purchase): sent in parallel, so in either order.
  expect(testRx.hits.map((h) => h.type).sort()).toEqual(["purchase.delivered", "wallet.funded"]);
  for (const h of testRx.hits) {
    expect(h.verified).toBe(true);
    expect(h.body).toMatchObject({ mode: "test" });
  }
  expect(testRx.hits.find((h) => h.type === "purchase.delivered")!.body.data).toMatchObject({
    request_id: body.request_id,
    status: "delivered",
  });
  // The test events live in the test database; the live one holds no event of this customer.
  const live = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, p.userId));
  expect(live).toHaveLength(0);
  const test = await (
    await testCtx()
  ).db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, p.userId));
  expect(test.map((d) => d.status)).toEqual(["delivered", "delivered"]);
  // A signature made with the live secret would not verify at the test receiver.
  expect(liveRx.state.secret).not.toBe(testRx.state.secret);

  // The dashboard lists them under test mode (not live), shows one and replays it to the test URL.
  expect((await p.get("/api/webhook-deliveries")).body.deliveries).toEqual([]);
  const listed = (await p.get("/api/webhook-deliveries?mode=test")).body;
  expect(listed.deliveries.map((d: { mode: string; url: string }) => [d.mode, d.url])).toEqual([
    ["test", testRx.url],
    ["test", testRx.url],
  ]);
  expect(listed.pagination).toMatchObject({ total: 2, next_page_url: null });
  const eventId = testRx.hits.find((h) => h.type === "purchase.delivered")!.eventId;
  const one = await p.get(`/api/webhook-deliveries/${eventId}`);
  expect(one.status).toBe(200);
  expect(one.body.attempts[0]).toMatchObject({ status_code: 200 });
  testRx.hits.length = 0;
  expect((await p.post(`/api/webhook-deliveries/${eventId}/replay`, {})).status).toBe(200);
  await deliverAll();
  expect(testRx.hits.map((h) => [h.eventId, h.verified])).toEqual([[eventId, true]]);
  expect(liveRx.hits).toHaveLength(0);
  // Another customer cannot see or replay it.
  const other = await partner(t);
  expect((await other.get(`/api/webhook-deliveries/${eventId}`)).status).toBe(404);
  expect((await other.post(`/api/webhook-deliveries/${eventId}/replay`, {})).status).toBe(404);
  expect((await other.get("/api/webhook-deliveries?mode=test")).body.deliveries).toEqual([]);
  expect((await p.get("/api/webhook-deliveries?mode=sandbox")).status).toBe(422);
});

test("a live-key purchase is delivered to the live URL only", async () => {
  const p = await partnerWithWebhooks();
  const key = await p.createKey({ mode: "live" });
  const body = airtime();
  expect((await v1(t, key, "POST", "/v1/airtime", body)).status).toBe(200);
  await deliverAll();

  expect(testRx.hits).toHaveLength(0);
  expect(liveRx.hits.map((h) => h.type)).toEqual(["purchase.delivered"]);
  expect(liveRx.hits[0].verified).toBe(true);
  expect(liveRx.hits[0].body).toMatchObject({ mode: "live", data: { request_id: body.request_id } });
});

test("the test webhook's copy follows the dashboard: a new secret signs, a removed webhook gets nothing", async () => {
  const p = await partnerWithWebhooks();
  const key = await p.createKey({ mode: "test" });
  await p.post("/api/api-keys/test-topup", { amount: 1000 });
  const rotated = await p.post("/api/webhooks/test/secret", {});
  expect(rotated.status).toBe(200);
  testRx.state.secret = rotated.body.secret as string;
  await v1(t, key, "POST", "/v1/airtime", airtime());
  await deliverAll();
  expect(testRx.hits.map((h) => [h.type, h.verified]).sort()).toEqual([
    ["purchase.delivered", true],
    ["wallet.funded", true],
  ]);

  testRx.hits.length = 0;
  expect((await send(p, "DELETE", "/api/webhooks/test")).status).toBe(200);
  await v1(t, key, "POST", "/v1/airtime", airtime());
  await deliverAll();
  expect(testRx.hits).toHaveLength(0);
  expect(liveRx.hits).toHaveLength(0);
});

test("the reversing test number is reversed in test mode as in the live sandbox: signed purchase.reversed, the test balance refunded", async () => {
  const p = await partnerWithWebhooks();
  const key = await p.createKey({ mode: "test" });
  expect((await p.post("/api/api-keys/test-topup", { amount: 1000 })).status).toBe(200);
  const body = { ...airtime(), phone: N.reverseAlias };
  const bought = await v1(t, key, "POST", "/v1/airtime", body);
  expect(bought.body.transaction).toMatchObject({ status: "delivered" });
  const debited = (await v1(t, key, "GET", "/v1/balance")).body.balance as number;
  expect(debited).toBeLessThan(1000);

  // VTpass's reversal callback, about 20 s later: the test-mode job's simulator sends it, in process.
  const test = await testCtx();
  const sim = vtpassSimulator(test);
  t.advance(sim.settings.reverseAfterMs + 1);
  await testModeJob.run(t.app.ctx);
  await sim.flush();
  for (let i = 0; i < 3; i++) await deliverAll();

  const mine = testRx.hits.filter((h) => (h.body.data as { request_id: string }).request_id === body.request_id);
  expect(mine.map((h) => [h.type, h.verified, h.body.mode])).toEqual([
    ["purchase.delivered", true, "test"],
    ["purchase.reversed", true, "test"],
    ["purchase.refunded", true, "test"],
  ]);
  expect(mine[1].body.data).toMatchObject({ status: "reversed" });
  expect(liveRx.hits).toHaveLength(0);
  expect((await v1(t, key, "GET", `/v1/transactions/${body.request_id}`)).body.transaction).toMatchObject({
    status: "reversed",
  });
  // Refunded through the test ledger: the test balance is whole again, and the test ledger balances.
  expect((await v1(t, key, "GET", "/v1/balance")).body.balance).toBe(1000);
  expect((await checkLedger(test.db)).ok).toBe(true);
});
