import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { MIGRATIONS_DIR } from "../db/client";
import { invoices, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { invoiceBody, payInCheckout, verifiedMerchant } from "../merchant/merchant-test-kit";
import { monnifyTransport, setMonnifyTransport, type DeliverWebhook } from "../providers/monnify/monnify-runtime";
import { bearer } from "../test/fixtures";
import { testModeOf } from "../partner/test-mode";
import { WEBHOOK_LIMITS } from "./rate-limits";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { checkLedger } from "../wallet/ledger-check";
import { creditFunding } from "../wallet/funding";
import { deliverDueWebhooks, NOT_AN_EVENT, retryDelayMs } from "./delivery-job";
import {
  webhookEvent,
  webhookEventData,
  webhookInvoiceData,
  type WebhookDeliveryView,
} from "../../lib/contracts/partner-webhooks";
import { postWebhook } from "./deliver";
import { isBlockedAddress, URL_MSG, urlShapeProblem, addressProblem } from "./url-safety";
import { signatureHeader, verifySignature } from "./signing";
import { startReceiver } from "./webhook-test-kit";

jest.setTimeout(60_000);

let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS, WEBHOOK_TIMEOUT_MS: "300" });
  rx = await startReceiver();
  // A delivery not found live is looked for in test mode, whose embedded database opens and migrates
  // on first use: seconds, and over a minute at load 10. Opened here, so no test's budget pays it.
  await testModeOf(t.app.ctx);
}, 180_000);
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await rx.close();
  await t.close();
});
beforeEach(() => {
  rx.hits.length = 0;
  rx.processed.clear();
  Object.assign(rx.state, { status: 200, hang: false, answer: "ok" });
});

async function withWebhook() {
  const c = await customer(t, 1_000_000);
  return { ...c, secret: await setWebhook(c.token) };
}

/** Sets the live webhook URL to the receiver and hands the receiver its secret. */
async function setWebhook(token: string) {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/webhooks/live",
    headers: bearer(token),
    payload: { url: rx.url },
  });
  expect(res.statusCode).toBe(200);
  const secret = res.json().secret as string;
  expect(secret).toMatch(/^whsec_/);
  rx.state.secret = secret;
  return secret;
}

/** The customer's delivery list as the dashboard reads it. */
const listed = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/webhook-deliveries", headers: bearer(token) })).json()
    .deliveries as WebhookDeliveryView[];

const deliveriesOf = (userId: string) =>
  t.app.ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(webhookDeliveries.seq);

describe("signing", () => {
  test("the header verifies with the secret and fails with another, a changed body or an old timestamp", () => {
    const h = signatureHeader("s1", 1_700_000_000, '{"a":1}');
    expect(h).toMatch(/^t=1700000000,v1=[0-9a-f]{128}$/);
    expect(verifySignature("s1", h, '{"a":1}', 1_700_000_010)).toBe(true);
    expect(verifySignature("s2", h, '{"a":1}', 1_700_000_010)).toBe(false);
    expect(verifySignature("s1", h, '{"a":2}', 1_700_000_010)).toBe(false);
    expect(verifySignature("s1", h, '{"a":1}', 1_700_001_000)).toBe(false);
  });
});

describe("URL rules", () => {
  test("production: https only, no credentials; sandbox also takes http", () => {
    expect(urlShapeProblem("http://example.com/h", false)).toBe(URL_MSG.https);
    expect(urlShapeProblem("https://u:p@example.com/h", false)).toBe(URL_MSG.credentials);
    expect(urlShapeProblem("not a url", false)).toBe(URL_MSG.invalid);
    expect(urlShapeProblem("https://example.com/h", false)).toBeNull();
    expect(urlShapeProblem("http://127.0.0.1:9/h", true)).toBeNull();
  });
  test("the scheme's message says what this environment accepts", () => {
    expect(urlShapeProblem("ftp://example.com/h", false)).toBe("The webhook URL must start with https://.");
    expect(urlShapeProblem("ftp://example.com/h", true)).toBe("The webhook URL must start with https:// or http://.");
  });
  test.each([
    "127.0.0.1",
    "::1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "fe80::1",
    "fd00::1",
    "::ffff:10.0.0.1",
    "0.0.0.0",
    "::ffff:127.0.0.1",
  ])("production refuses %s", (ip) => expect(isBlockedAddress(ip, false)).toBe(true));
  test("sandbox allows loopback only; public addresses pass everywhere", () => {
    expect(isBlockedAddress("127.0.0.1", true)).toBe(false);
    expect(isBlockedAddress("::1", true)).toBe(false);
    expect(isBlockedAddress("10.0.0.1", true)).toBe(true);
    expect(isBlockedAddress("8.8.8.8", false)).toBe(false);
    expect(isBlockedAddress("2606:4700::1111", false)).toBe(false);
  });
  // IPv6 addresses carried to an IPv4 one by a relay or a translator: refused whole, whatever IPv4 they embed.
  const TUNNELLED = [
    "2002:c0a8:101::1", // 6to4 of 192.168.1.1
    "2002:808:808::1", // 6to4 of a public 8.8.8.8: refused too
    "2001:0:4136:e378:8000:63bf:3fff:fdd2", // Teredo
    "192.88.99.1", // 6to4 relay anycast
    "64:ff9b::a00:1", // NAT64 of 10.0.0.1
    "64:ff9b::808:808", // NAT64 of 8.8.8.8
    "64:ff9b:1::a00:1", // local-use NAT64
    "::a00:1", // IPv4-compatible 10.0.0.1
    "::ffff:0:a00:1", // IPv4-translated (SIIT) 10.0.0.1
    "100::1", // discard-only
    "fec0::1", // site-local (deprecated)
    "2001:2::1", // benchmarking
    "2001:20::1", // ORCHIDv2
    "3fff::1", // documentation
    "5f00::1", // SRv6
  ];
  test.each(TUNNELLED)("6to4, Teredo, NAT64 and their kin are refused in production and sandbox: %s", (ip) => {
    expect(isBlockedAddress(ip, false)).toBe(true);
    expect(isBlockedAddress(ip, true)).toBe(true);
  });
  test("the ranges stop where they end: their public neighbours pass", () => {
    for (const ip of [
      "2001:4860:4860::8888",
      "2001:200::1",
      "2003::1",
      "192.88.100.1",
      "64:ff9c::1",
      "2606:4700:4700::1111",
      "::ffff:808:808",
    ])
      expect([ip, isBlockedAddress(ip, false)]).toEqual([ip, false]);
  });
  test("a tunnelled address is refused when the URL is saved and again at delivery", async () => {
    const c = await customer(t, 0);
    for (const host of [
      "[2002:c0a8:101::1]",
      "[2001:0:4136:e378:8000:63bf:3fff:fdd2]",
      "[64:ff9b::a00:1]",
      "192.88.99.1",
    ]) {
      const url = `https://${host}/h`;
      expect([url, await addressProblem(url, false)]).toEqual([url, URL_MSG.blocked]);
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/webhooks/live",
        headers: bearer(c.token),
        payload: { url: `http://${host}/h` },
      });
      // The test app runs in sandbox: its message allows this machine, as sandbox does.
      expect([host, saved.statusCode, saved.json().errors?.url]).toEqual([host, 422, [URL_MSG.blockedSandbox]]);
      // At delivery (a URL saved before the rule, or a name now resolving there): nothing is sent.
      const sent = await postWebhook(`http://${host}:${rx.port}/h`, {}, "{}", { timeoutMs: 1000, sandbox: true });
      expect([host, sent.statusCode, sent.error]).toEqual([host, null, expect.stringMatching(/^refused address/)]);
    }
    expect(rx.hits).toHaveLength(0);
  });
  test("a name that resolves to loopback is refused at save (production) and at delivery (the checked lookup)", async () => {
    expect(await addressProblem("https://localhost/h", false)).toBe(URL_MSG.blocked);
    expect(await addressProblem("https://127.0.0.1/h", false)).toBe(URL_MSG.blocked);
    // at delivery time: "localhost" resolves to loopback, so nothing is sent (the receiver sees no hit)
    const r = await postWebhook(`https://localhost:${rx.port}/h`, {}, "{}", { timeoutMs: 1000, sandbox: false });
    expect(r.statusCode).toBeNull();
    expect(r.error).toMatch(/refused address/);
    const literal = await postWebhook(`https://127.0.0.1:${rx.port}/h`, {}, "{}", { timeoutMs: 1000, sandbox: false });
    expect(literal.error).toMatch(/refused address/);
    expect(rx.hits).toHaveLength(0);
  });
  test("the API in sandbox refuses an ftp:// URL saying it takes https:// or http://", async () => {
    const c = await customer(t, 0);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/webhooks/live",
      headers: bearer(c.token),
      payload: { url: "ftp://example.com/h" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toEqual(["The webhook URL must start with https:// or http://."]);
  });
  test("the API refuses a private address even in sandbox, with the field's message", async () => {
    const c = await customer(t, 0);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/webhooks/test",
      headers: bearer(c.token),
      payload: { url: "http://10.0.0.5/h" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toEqual([URL_MSG.blockedSandbox]);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/webhooks/prod",
      headers: bearer(c.token),
      payload: { url: rx.url },
    });
    // an unknown mode in the path is a missing resource, like a malformed id
    expect(bad.statusCode).toBe(404);
  });
});

describe("endpoints", () => {
  test("the secret is answered once, stored encrypted, and a rotation answers a new one", async () => {
    const c = await withWebhook();
    const again = await t.app.inject({
      method: "PUT",
      url: "/api/webhooks/live",
      headers: bearer(c.token),
      payload: { url: `${rx.url}?v=2` },
    });
    expect(again.json().secret).toBeNull();
    const list = await t.app.inject({ method: "GET", url: "/api/webhooks", headers: bearer(c.token) });
    expect(list.json().endpoints).toEqual([expect.objectContaining({ mode: "live", url: `${rx.url}?v=2` })]);
    expect(JSON.stringify(list.json())).not.toContain(c.secret);
    const [stored] = await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, c.userId));
    expect(stored.secretEncrypted).not.toContain(c.secret.slice(6));
    const rotated = await t.app.inject({ method: "POST", url: "/api/webhooks/live/secret", headers: bearer(c.token) });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(c.secret);
  });
});

describe("deliveries", () => {
  test("a delivered purchase is signed, carries the event id, and is sent once", async () => {
    const c = await withWebhook();
    const buy = await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    expect(buy.body.status).toBe("success");
    const [d] = await deliveriesOf(c.userId);
    expect(d.eventType).toBe("purchase.delivered");
    await deliverDueWebhooks(t.app.ctx);
    await deliverDueWebhooks(t.app.ctx);
    const mine = rx.hits.filter((h) => (h.body.data as { transaction_id: string }).transaction_id === d.subjectId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ eventId: d.id, type: "purchase.delivered", verified: true });
    expect(mine[0].body).toMatchObject({
      id: d.id,
      type: "purchase.delivered",
      mode: "live",
      data: { amount: 100, status: "delivered" },
    });
    const view = await t.app.inject({
      method: "GET",
      url: `/api/webhook-deliveries/${d.id}`,
      headers: bearer(c.token),
    });
    expect(view.json().delivery).toMatchObject({ status: "delivered", attempts: 1, last_status_code: 200 });
    expect(view.json().attempts[0]).toMatchObject({ status_code: 200, response: "ok" });
  });

  test("an answer whose body holds NUL (which PostgreSQL text cannot) is still recorded: delivered once, the snippet without it", async () => {
    const c = await withWebhook();
    rx.state.answer = "ok\u0000binary\u0000";
    const buy = await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    expect(buy.body.status).toBe("success");
    const [d] = await deliveriesOf(c.userId);
    await deliverDueWebhooks(t.app.ctx);
    t.advance(10 * 60_000); // past any claim's lease: a delivery left unrecorded would be sent again
    try {
      await deliverDueWebhooks(t.app.ctx);
    } finally {
      t.advance(-10 * 60_000);
    }
    expect(rx.hits.filter((h) => h.eventId === d.id)).toHaveLength(1);
    const view = await t.app.inject({
      method: "GET",
      url: `/api/webhook-deliveries/${d.id}`,
      headers: bearer(c.token),
    });
    expect(view.json().delivery).toMatchObject({ status: "delivered", attempts: 1, last_status_code: 200 });
    expect(view.json().attempts[0]).toMatchObject({ status_code: 200, response: "ok\uFFFDbinary\uFFFD" });
  });

  test("every body sent is the documented event (its strict schema), the one stored and shown", async () => {
    const c = await withWebhook();
    await c.post("/api/pay/airtime", { network: "mtn", phone: "08031234567", amount: 100, request_id: rid() });
    await creditFunding(t.app.ctx, {
      userId: c.userId,
      provider: "monnify",
      transactionReference: `MNFY|${rid("EV")}`,
      paymentReference: null,
      amountKobo: 50_000,
      webhookEventId: null,
      details: {},
    });
    for (let i = 0; i < 3; i++) {
      await deliverDueWebhooks(t.app.ctx);
      t.advance(retryDelayMs(1));
    }
    const stored = await deliveriesOf(c.userId);
    expect(stored.map((d) => d.eventType)).toEqual(["purchase.failed", "purchase.refunded", "wallet.funded"]);
    const strict = webhookEvent.extend({ data: webhookEventData.strict() }).strict();
    for (const d of stored) {
      const [hit] = rx.hits.filter((h) => h.eventId === d.id);
      expect(strict.parse(hit.body)).toEqual(hit.body);
      expect(hit.body).toEqual(d.payload);
      const view = await t.app.inject({
        method: "GET",
        url: `/api/webhook-deliveries/${d.id}`,
        headers: bearer(c.token),
      });
      expect(view.json().payload).toEqual(hit.body);
    }
  });

  test("a stored event the schema refuses is never signed or sent: the attempt says why", async () => {
    const c = await withWebhook();
    await creditFunding(t.app.ctx, {
      userId: c.userId,
      provider: "monnify",
      transactionReference: `MNFY|${rid("EV")}`,
      paymentReference: null,
      amountKobo: 10_000,
      webhookEventId: null,
      details: {},
    });
    const [d] = await deliveriesOf(c.userId);
    // A payload altered in the database (or written by an older sender): amount in kobo as text.
    await t.app.ctx.db
      .update(webhookDeliveries)
      .set({ payload: { ...d.payload, data: { ...d.payload.data, amount: "10000" as unknown as number } } })
      .where(eq(webhookDeliveries.id, d.id));
    await deliverDueWebhooks(t.app.ctx);
    expect(rx.hits.filter((h) => h.eventId === d.id)).toHaveLength(0);
    const view = await t.app.inject({
      method: "GET",
      url: `/api/webhook-deliveries/${d.id}`,
      headers: bearer(c.token),
    });
    expect(view.json().attempts).toEqual([
      expect.objectContaining({ status_code: null, error: `${NOT_AN_EVENT}: data.amount` }),
    ]);
    expect(view.json().delivery).toMatchObject({ status: "pending", last_error: `${NOT_AN_EVENT}: data.amount` });
  });

  test("migration 0033 drops the 'HTTP <code>' copy deliveries kept as their error before the code alone said it", async () => {
    const c = await withWebhook();
    await c.post("/api/pay/airtime", { network: "mtn", phone: "08031234567", amount: 100, request_id: rid() });
    rx.state.status = 500;
    await deliverDueWebhooks(t.app.ctx);
    const [answered, unanswered] = await deliveriesOf(c.userId);
    expect(answered).toMatchObject({ lastStatusCode: 500, lastError: null });
    // As the delivery job recorded them before: the code's copy, and an error no code says.
    await t.app.ctx.db
      .update(webhookDeliveries)
      .set({ lastError: "HTTP 500" })
      .where(eq(webhookDeliveries.id, answered.id));
    await t.app.ctx.db
      .update(webhookDeliveries)
      .set({ lastStatusCode: 502, lastError: "socket hang up" })
      .where(eq(webhookDeliveries.id, unanswered.id));
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, "0033_webhook_delivery_status_once.sql"), "utf8");
    await t.app.ctx.db.execute(sql.raw(migration));
    const after = await deliveriesOf(c.userId);
    expect(after.map((d) => [d.lastStatusCode, d.lastError])).toEqual([
      [500, null],
      [502, "socket hang up"],
    ]);
    // Given up, so the next tests' delivery passes do not send them.
    await t.app.ctx.db
      .update(webhookDeliveries)
      .set({ status: "failed" })
      .where(eq(webhookDeliveries.userId, c.userId));
  });

  test("a failed purchase sends failed, then refunded, in that order; the list shows the later one waiting", async () => {
    const c = await withWebhook();
    const bought = { network: "mtn", phone: "08031234567", amount: 100, request_id: rid() };
    await c.post("/api/pay/airtime", bought);
    expect((await deliveriesOf(c.userId)).map((d) => d.eventType)).toEqual(["purchase.failed", "purchase.refunded"]);
    // the second waits for the first: one pass sends only the first while it fails
    rx.state.status = 500;
    await deliverDueWebhooks(t.app.ctx);
    expect(rx.hits.map((h) => h.type)).toEqual(["purchase.failed"]);
    // The list says so: the refund waits for the failure (no next attempt in the past), which says
    // when it is tried again; both name the order (the purchase's request_id).
    const [refunded, failed] = await listed(c.token);
    expect(refunded).toMatchObject({
      event_type: "purchase.refunded",
      status: "pending",
      waiting_for: failed.id,
      next_attempt_at: null,
      request_id: bought.request_id,
      invoice_reference: null,
    });
    expect(failed).toMatchObject({ event_type: "purchase.failed", waiting_for: null, request_id: bought.request_id });
    // its retry, 30 s after the attempt just made
    expect(Date.parse(failed.next_attempt_at!) - t.app.ctx.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);
    rx.state.status = 200;
    t.advance(retryDelayMs(1));
    await deliverDueWebhooks(t.app.ctx);
    // The failure delivered: the refund, due since it was written, is tried now (not at a past time).
    const before = t.app.ctx.now().getTime();
    const [due] = await listed(c.token);
    expect(due).toMatchObject({ event_type: "purchase.refunded", waiting_for: null });
    expect(Date.parse(due.next_attempt_at!)).toBeGreaterThanOrEqual(before);
    await deliverDueWebhooks(t.app.ctx);
    expect(rx.hits.map((h) => h.type)).toEqual(["purchase.failed", "purchase.failed", "purchase.refunded"]);
    expect([...rx.processed.values()].map((h) => h.type)).toEqual(["purchase.failed", "purchase.refunded"]);
  });

  test("a purchase VTpass reverses sends delivered, reversed, refunded, in that order", async () => {
    const c = await withWebhook();
    await c.post("/api/pay/airtime", { network: "mtn", phone: N.reverseAlias, amount: 100, request_id: rid() });
    const sim = vtpassSimulator(t.app.ctx);
    t.advance(sim.settings.reverseAfterMs + 1);
    await sim.settle();
    await flushCallbacks(t);
    const events = await deliveriesOf(c.userId);
    expect(events.map((d) => d.eventType)).toEqual(["purchase.delivered", "purchase.reversed", "purchase.refunded"]);
    expect(events[1].payload).toMatchObject({ data: { status: "reversed" } });
    for (let i = 0; i < 3; i++) await deliverDueWebhooks(t.app.ctx);
    const mine = rx.hits.filter((h) => events.some((e) => e.id === h.eventId)).map((h) => h.type);
    expect(mine).toEqual(["purchase.delivered", "purchase.reversed", "purchase.refunded"]);
  });

  test("errors and timeouts are retried with back-off, logged, given up after 24 h, and replayable", async () => {
    const c = await withWebhook();
    await creditFunding(t.app.ctx, {
      userId: c.userId,
      provider: "monnify",
      transactionReference: `MNFY|${rid("T")}`,
      paymentReference: null,
      amountKobo: 50_000,
      webhookEventId: null,
      details: {},
    });
    const [d] = await deliveriesOf(c.userId);
    expect(d.eventType).toBe("wallet.funded");
    rx.state.status = 503;
    rx.state.answer = "x".repeat(3000);
    await deliverDueWebhooks(t.app.ctx);
    rx.state.hang = true;
    t.advance(retryDelayMs(1));
    await deliverDueWebhooks(t.app.ctx);
    const view = (
      await t.app.inject({ method: "GET", url: `/api/webhook-deliveries/${d.id}`, headers: bearer(c.token) })
    ).json();
    expect(view.delivery.status).toBe("pending");
    expect(view.attempts).toHaveLength(2);
    expect(view.attempts[1]).toMatchObject({ status_code: 503 });
    expect(view.attempts[1].response).toHaveLength(1024);
    expect(view.attempts[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/timed out/) });
    // nothing more before the back-off is over
    const before = rx.hits.length;
    await deliverDueWebhooks(t.app.ctx);
    expect(rx.hits.length).toBe(before);
    // the endpoint stays down for a day: the delivery gives up
    rx.state.hang = false;
    for (let i = 0; i < 40; i++) {
      t.advance(2 * 3_600_000);
      await deliverDueWebhooks(t.app.ctx);
    }
    const [gaveUp] = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, d.id));
    expect(gaveUp.status).toBe("failed");
    expect(gaveUp.lastStatusCode).toBe(503);
    // The status code says what went wrong; the error is for what it cannot (it said "HTTP 503" twice).
    expect(gaveUp.lastError).toBeNull();
    expect(rx.processed.size).toBe(0);
    // replay from the dashboard, once the endpoint works
    rx.state.status = 200;
    const replay = await t.app.inject({
      method: "POST",
      url: `/api/webhook-deliveries/${d.id}/replay`,
      headers: bearer(c.token),
    });
    expect(replay.statusCode).toBe(200);
    const twice = await t.app.inject({
      method: "POST",
      url: `/api/webhook-deliveries/${d.id}/replay`,
      headers: bearer(c.token),
    });
    expect(twice.statusCode).toBe(409);
    await deliverDueWebhooks(t.app.ctx);
    expect([...rx.processed.keys()]).toEqual([d.id]);
  });

  test("another customer's delivery answers 404; no webhook, no event", async () => {
    const a = await withWebhook();
    const b = await customer(t, 100_000);
    await b.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    expect(await deliveriesOf(b.userId)).toHaveLength(0);
    await a.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    const [d] = await deliveriesOf(a.userId);
    for (const [method, url] of [
      ["GET", `/api/webhook-deliveries/${d.id}`],
      ["POST", `/api/webhook-deliveries/${d.id}/replay`],
      ["GET", "/api/webhook-deliveries/nope"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(b.token) });
      expect(res.statusCode).toBe(404);
    }
    const list = await t.app.inject({ method: "GET", url: "/api/webhook-deliveries", headers: bearer(b.token) });
    expect(list.json().deliveries).toEqual([]);
    const del = await t.app.inject({ method: "DELETE", url: "/api/webhooks/live", headers: bearer(b.token) });
    expect(del.statusCode).toBe(404);
  });
});

test(`replays: ${WEBHOOK_LIMITS.replay.limit} an hour per customer, then 429 and the delivery is left as it is`, async () => {
  const c = await withWebhook();
  await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
  const [d] = await deliveriesOf(c.userId);
  await deliverDueWebhooks(t.app.ctx);
  const replay = (id: string) =>
    t.app.inject({ method: "POST", url: `/api/webhook-deliveries/${id}/replay`, headers: bearer(c.token) });
  for (let i = 0; i < WEBHOOK_LIMITS.replay.limit; i++)
    expect((await replay("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  const refused = await replay(d.id);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  const [after] = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, d.id));
  expect(after.status).toBe("delivered");
});

describe("invoice.paid", () => {
  test("a paid invoice sends one signed invoice.paid (Monnify telling it three times), listed by its reference", async () => {
    const m = await verifiedMerchant(t);
    await setWebhook(m.token);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/invoices",
      headers: bearer(m.token),
      payload: invoiceBody(t, { amount: 1000.5 }),
    });
    expect(created.statusCode).toBe(201);
    const inv = created.json().data as { invoice_reference: string; checkout_url: string };
    // Monnify's SUCCESSFUL_TRANSACTION for the payment, held back to be delivered three times.
    const held: Parameters<DeliverWebhook>[0][] = [];
    const real = monnifyTransport(t.app.ctx).deliverWebhook;
    setMonnifyTransport(t.app.ctx, { deliverWebhook: async (d) => (held.push(d), { status: 200 }) });
    try {
      // 1,000.50 due, 1,200.00 paid: OVERPAID, the amount paid is credited
      expect((await payInCheckout(t, inv.checkout_url, "1200.00")).statusCode).toBe(303);
    } finally {
      setMonnifyTransport(t.app.ctx, { deliverWebhook: real });
    }
    expect(held).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/monnify",
        headers: { "content-type": "application/json", "monnify-signature": held[0].signature },
        payload: held[0].body,
      });
      expect(res.statusCode).toBe(200);
    }
    const stored = await deliveriesOf(m.userId);
    expect(stored.map((d) => d.eventType)).toEqual(["invoice.paid"]);
    await deliverDueWebhooks(t.app.ctx);
    await deliverDueWebhooks(t.app.ctx);

    const hits = rx.hits.filter((h) => h.eventId === stored[0].id);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ type: "invoice.paid", verified: true });
    const strict = webhookEvent.extend({
      data: webhookEventData.extend({ invoice: webhookInvoiceData.strict() }).strict(),
    });
    const body = strict.strict().parse(hits[0].body);
    expect(body.data).toMatchObject({ type: "invoice_payment", service: "invoice", amount: 1200, request_id: null });
    expect(body.data.invoice).toEqual({
      reference: inv.invoice_reference,
      description: "Website design, phase 1",
      status: "OVERPAID",
      amount_paid: 1200,
      amount_paid_kobo: 120_000,
      paid_in_all: 1200,
      paid_in_all_kobo: 120_000,
      amount_due: 1000.5,
      amount_due_kobo: 100_050,
      paid_at: expect.any(String),
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceReference, inv.invoice_reference));
    expect(body.data.invoice!.paid_at).toBe(row.paidAt!.toISOString());
    expect(await listed(m.token)).toEqual([
      expect.objectContaining({
        event_type: "invoice.paid",
        status: "delivered",
        invoice_reference: inv.invoice_reference,
        request_id: null,
      }),
    ]);
  });
});
