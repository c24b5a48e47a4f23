import { and, eq } from "drizzle-orm";
import { apiKeys, customerLevels, levelDiscounts, notifications, transactions, users } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { routeTable } from "../http/route-table";
import { PARTNER_MSG } from "../../lib/contracts/partner";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { atLevel } from "../levels/level-test-kit";
import { levelByCode } from "../levels/levels-repo";
import { TEST_PIN } from "../test/fixtures";
import { hashApiKey } from "./api-keys";
import { curlExamples } from "../../components/partner/partner-docs-examples";
import { partner, PARTNER_ENV, partnerRid, v1 } from "./partner-kit";
import { testModeOf } from "./test-mode";
import { testModeJob } from "./test-mode-job";
import { airtimeOrder } from "../purchases/orders";
import { priceOrder } from "../levels/price-quote";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...PARTNER_ENV, PARTNER_RATE_LIMIT_PER_MINUTE: "30" });
  // Test mode's database (an embedded PGlite, migrated from nothing) is opened here, as the API
  // does at start, rather than inside the first test-key test: on a busy machine its migration
  // alone can take most of a test's time limit.
  await testModeOf(t.app.ctx);
}, 180_000);
afterAll(async () => {
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

const airtime = (extra: Record<string, unknown> = {}) => ({
  network: "mtn",
  phone: N.success,
  amount: 100,
  request_id: partnerRid(),
  ...extra,
});

describe("API keys in the dashboard", () => {
  test("a key is answered once, stored only as its hash, listed by prefix", async () => {
    const p = await partner(t);
    const key = await p.createKey({ name: "My shop", mode: "test", allowed_ips: ["10.0.0.0/8", "127.0.0.1"] });
    expect(key).toMatch(/^nw_test_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, p.userId));
    expect(row.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    const list = await p.get("/api/api-keys");
    expect(list.status).toBe(200);
    expect(list.body.keys).toHaveLength(1);
    expect(list.body.keys[0]).toMatchObject({ name: "My shop", mode: "test", prefix: key.slice(0, 12) });
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  test("creating a key needs the transaction PIN; a wrong one creates nothing", async () => {
    const p = await partner(t);
    const missing = await p.post("/api/api-keys", { name: "x", mode: "live" });
    expect(missing.status).toBe(422);
    const wrong = await p.post("/api/api-keys", { name: "x", mode: "live", pin: "1357" });
    expect(wrong.status).toBe(403);
    expect((await p.get("/api/api-keys")).body.keys).toHaveLength(0);
  });

  test("bad input is refused with the field's message", async () => {
    const p = await partner(t);
    const res = await p.post("/api/api-keys", { name: " ", mode: "gold", allowed_ips: ["999.1.1.1", "10.0.0.0/40"] });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(["Give the key a name."]);
    expect(res.body.errors.mode).toEqual(["Choose live or test."]);
    expect(res.body.errors.allowed_ips).toEqual([
      "999.1.1.1 is not an IP address or CIDR range.",
      "10.0.0.0/40 is not an IP address or CIDR range.",
    ]);
  });

  test("a name that is not one line of printable text is refused, and no key is made", async () => {
    const p = await partner(t);
    for (const name of ["Shop\nkey", "Shop\tkey", "Shop\u0007", "Shop\u2028key"]) {
      const res = await p.post("/api/api-keys", { name, mode: "live", pin: TEST_PIN });
      expect([name, res.status, res.body.errors?.name]).toEqual([name, 422, [PARTNER_MSG.nameNotPrintable]]);
    }
    expect((await p.get("/api/api-keys")).body.keys).toHaveLength(0);
  });

  test("an unverified customer may not create keys", async () => {
    const p = await partner(t);
    await t.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, p.userId));
    const res = await p.post("/api/api-keys", { name: "x", mode: "live", pin: "4826" });
    expect(res.status).toBe(403);
  });

  test("keys are for resellers: a customer at the Customer level may not create one, and a key stops when the level goes", async () => {
    const p = await partner(t, 1_000_000, "customer");
    const refused = await p.post("/api/api-keys", { name: "x", mode: "live", pin: TEST_PIN });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PARTNER_MSG.notAllowed);
    expect((await p.get("/api/api-keys")).body.can_create).toBe(false);
    expect(await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, p.userId))).toHaveLength(0);

    await atLevel(t.app.ctx.db, p.userId, "reseller");
    expect((await p.get("/api/api-keys")).body.can_create).toBe(true);
    const key = await p.createKey();
    expect((await v1(t, key, "GET", "/v1/balance")).status).toBe(200);
    await t.app.ctx.db.delete(customerLevels).where(eq(customerLevels.userId, p.userId));
    expect((await v1(t, key, "GET", "/v1/balance")).status).toBe(403);
  });

  test("another customer cannot revoke my key (404), I can", async () => {
    const p = await partner(t);
    const other = await partner(t);
    await p.createKey();
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, p.userId));
    expect((await other.post(`/api/api-keys/${row.id}/revoke`, {})).status).toBe(404);
    const mine = await p.post(`/api/api-keys/${row.id}/revoke`, {});
    expect(mine.status).toBe(200);
    expect(mine.body.api_key.revoked_at).not.toBeNull();
  });
});

describe("the docs' examples", () => {
  test("every curl example on /developers works as written (its path, its body)", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const examples = Object.entries(curlExamples("http://api.example"));
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const [name, example] of examples) {
      const url = example.match(/http:\/\/api\.example(\/v1\/\S+)/)![1];
      const body = example.match(/-d '(.+)'/)?.[1];
      const res = await v1(t, key, body ? "POST" : "GET", url, body ? JSON.parse(body) : undefined);
      expect([name, res.status]).toEqual([name, 200]);
    }
  });
});

describe("authentication of /v1", () => {
  test("no key, a made-up key and a revoked key answer 401 in the one error shape", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    expect((await v1(t, key, "GET", "/v1/balance")).status).toBe(200);
    const none = await v1(t, null, "GET", "/v1/balance");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: PARTNER_MSG.keyMissing }); // says how to send it
    const madeUp = await v1(t, `nw_live_${"A".repeat(43)}`, "GET", "/v1/balance");
    expect(madeUp).toMatchObject({ status: 401, body: { message: "Invalid or revoked API key." } });
    // The scheme is case-insensitive (RFC 7235): "bearer" and "BEARER" work as "Bearer" does.
    for (const scheme of ["bearer", "BEARER"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/v1/balance",
        headers: { authorization: `${scheme} ${key}` },
      });
      expect([scheme, res.statusCode]).toEqual([scheme, 200]);
    }
    const basic = await t.app.inject({ method: "GET", url: "/v1/balance", headers: { authorization: `Basic ${key}` } });
    expect(basic.statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, p.userId));
    await p.post(`/api/api-keys/${row.id}/revoke`, {});
    const revoked = await v1(t, key, "POST", "/v1/airtime", airtime());
    expect(revoked.status).toBe(401);
    expect(await p.balance()).toBe(1_000_000);
  });

  test("authentication comes before validation on every /v1 route: no key or a bad one is 401, never 422", async () => {
    const routes = routeTable(t.app).filter((r) => r.path.startsWith("/v1/") && r.path !== "/v1/openapi.json");
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const r of routes) {
      const url = `${r.path.replace(/:[A-Za-z_]+/g, "x")}?page=0`;
      for (const key of [null, "nw_live_short"]) {
        const res = await v1(t, key, r.method as "GET", url, r.method === "GET" ? undefined : { nonsense: true });
        expect([`${r.method} ${r.path}`, res.status]).toEqual([`${r.method} ${r.path}`, 401]);
      }
    }
  });

  test("a key used from an address outside its allow-list answers 403 and moves nothing", async () => {
    const p = await partner(t);
    const key = await p.createKey({ allowed_ips: ["203.0.113.0/24"] });
    const refused = await v1(t, key, "POST", "/v1/airtime", airtime(), "198.51.100.7");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This API key may not be used from this address.");
    expect(await p.balance()).toBe(1_000_000);
    expect((await v1(t, key, "GET", "/v1/balance", undefined, "203.0.113.9")).status).toBe(200);
  });

  test("the key's last use is recorded", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    await v1(t, key, "GET", "/v1/balance", undefined, "203.0.113.5");
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, p.userId));
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.lastUsedIp).toBe("203.0.113.5");
  });

  test("calls past the key's rate answer 429 with Retry-After; another key is not slowed", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const other = await p.createKey({ name: "other" });
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await v1(t, key, "GET", "/v1/balance"));
    expect(results.slice(0, 30).every((r) => r.status === 200)).toBe(true);
    expect(results[30].status).toBe(429);
    expect(Number(results[30].headers["retry-after"])).toBeGreaterThan(0);
    expect((await v1(t, other, "GET", "/v1/balance")).status).toBe(200);
    t.advance(61_000);
    expect((await v1(t, key, "GET", "/v1/balance")).status).toBe(200);
  });
});

describe("live purchases", () => {
  test("a purchase with a live key debits the wallet once; the same request_id answers the same transaction", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const body = airtime();
    const first = await v1(t, key, "POST", "/v1/airtime", body);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("success");
    const again = await v1(t, key, "POST", "/v1/airtime", body);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    const changed = await v1(t, key, "POST", "/v1/airtime", { ...body, amount: 200 });
    expect(changed.status).toBe(409);
    // The API partner level's price: 2.8% off ₦100 airtime (migration 0025), no cashback on a discount.
    expect(first.body.cashback_amount).toBe(0);
    expect(await p.balance()).toBe(1_000_000 - 9_720);
    const found = await v1(t, key, "GET", `/v1/transactions/${body.request_id}`);
    expect(found.status).toBe(200);
    expect(found.body.transaction.id).toBe(first.body.transaction.id);
    const list = await v1(t, key, "GET", "/v1/transactions?service=airtime");
    expect(list.body.transactions.map((x: { id: string }) => x.id)).toContain(first.body.transaction.id);
  });

  test("API purchases (live and test key, delivered or failed) notify no one: webhooks report them; a web purchase still notifies", async () => {
    const p = await partner(t);
    const [live, test] = [await p.createKey(), await p.createKey({ mode: "test" })];
    expect((await p.post("/api/api-keys/test-topup", { amount: 1000 })).status).toBe(200);
    const delivered = await v1(t, live, "POST", "/v1/airtime", airtime());
    const failed = await v1(t, live, "POST", "/v1/airtime", airtime({ phone: "08031234567" }));
    const testMode = await v1(t, test, "POST", "/v1/airtime", airtime());
    expect([delivered.body.status, failed.body.status, testMode.body.status]).toEqual(["success", "failed", "success"]);
    const noticesOf = async (db: TestApp["app"]["ctx"]["db"]) =>
      (await db.select().from(notifications).where(eq(notifications.userId, p.userId))).map((n) => n.type);
    expect(await noticesOf(t.app.ctx.db)).toEqual([]);
    expect(await noticesOf((await testModeOf(t.app.ctx)!).ctx.db)).toEqual([]);
    const web = await p.post("/api/pay/airtime", {
      network: "mtn",
      phone: N.success,
      amount: 100,
      request_id: partnerRid(),
    });
    expect(web.body.status).toBe("success");
    expect(await noticesOf(t.app.ctx.db)).toEqual(["purchase_delivered"]);
  });

  test("another customer's transaction by request_id answers 404", async () => {
    const a = await partner(t);
    const b = await partner(t);
    const keyA = await a.createKey();
    const keyB = await b.createKey();
    const body = airtime();
    expect((await v1(t, keyA, "POST", "/v1/airtime", body)).status).toBe(200);
    const other = await v1(t, keyB, "GET", `/v1/transactions/${body.request_id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: "Transaction not found." });
  });

  test("bad purchase bodies answer 422 with the dashboard's messages and move nothing", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const res = await v1(t, key, "POST", "/v1/airtime", { network: "mtn", phone: "123", amount: 10 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["phone", "request_id"]));
    expect(await p.balance()).toBe(1_000_000);
  });

  test("verifications: meter, smartcard and JAMB profile", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const meter = await v1(t, key, "POST", "/v1/verify/meter", {
      disco: "ikeja-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
    });
    expect(meter.status).toBe(200);
    expect(meter.body.data.meter_details.Customer_Name).toBeTruthy();
    const card = await v1(t, key, "POST", "/v1/verify/smartcard", { provider: "dstv", smartcard: "1212121212" });
    expect(card.status).toBe(200);
    const jamb = await v1(t, key, "POST", "/v1/verify/jamb-profile", { profile_id: "0123456789" });
    expect(jamb.status).toBe(200);
  });

  test("services and a provider's variations with prices", async () => {
    const p = await partner(t);
    const key = await p.createKey();
    const services = await v1(t, key, "GET", "/v1/services");
    expect(services.status).toBe(200);
    expect(services.body.services.map((s: { service: string }) => s.service)).toEqual([
      "airtime",
      "data",
      "electricity",
      "cabletv",
      "exam",
    ]);
    const plans = await v1(t, key, "GET", "/v1/services/mtn-data/variations");
    expect(plans.status).toBe(200);
    expect(plans.body.variations.length).toBeGreaterThan(0);
    expect((await v1(t, key, "GET", "/v1/services/nope/variations")).status).toBe(404);
  });
});

/**
 * The other four purchases through /v1: each at the API partner's price (migration 0025: data 3.5%,
 * electricity 0.8%, cable TV 1.4% off; exam pins get 1% for this test, the seed gives none), once
 * per request_id, 409 for the same request_id with another body.
 */
const OTHER_PURCHASES = [
  {
    path: "/v1/data",
    body: () => ({ network_id: "mtn-data", variation_id: "mtn-10mb-100", amount: 100, phone: N.success }),
    other: { network_id: "mtn-data", variation_id: "mtn-50mb-200", amount: 200, phone: N.success },
    paidKobo: 10_000 - 350,
  },
  {
    path: "/v1/electricity",
    body: () => ({
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
    }),
    other: {
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
      amount: 6000,
      phone: "08031234567",
    },
    paidKobo: 500_000 - 4_000,
  },
  {
    path: "/v1/cabletv",
    body: () => ({ provider: "gotv", smartcard: N.smartcard, plan: "gotv-max", amount: 8500, phone: "08031234567" }),
    other: { provider: "gotv", smartcard: N.smartcard, plan: "gotv-max", amount: 8500, phone: "08039999999" },
    paidKobo: 850_000 - 11_900,
  },
  {
    path: "/v1/exam",
    body: () => ({ exam_type: "waec", variation_id: "waecdirect", amount: 3900, phone: N.success, quantity: 2 }),
    other: { exam_type: "waec", variation_id: "waecdirect", amount: 3900, phone: N.success, quantity: 1 },
    paidKobo: 780_000 - 7_800,
  },
] as const;

describe("the other purchases through /v1", () => {
  let apiPartnerId: string;
  beforeAll(async () => {
    const level = await levelByCode(t.app.ctx.db, "api_partner");
    apiPartnerId = level!.id;
    await t.app.ctx.db.insert(levelDiscounts).values({ levelId: apiPartnerId, service: "exam", percentBp: 100 });
  });
  afterAll(async () => {
    await t.app.ctx.db
      .delete(levelDiscounts)
      .where(and(eq(levelDiscounts.levelId, apiPartnerId), eq(levelDiscounts.service, "exam")));
  });

  test.each(OTHER_PURCHASES)(
    "$path with a live key: debited the level's price once, the same request_id answers the same transaction, another body 409",
    async ({ path, body, other, paidKobo }) => {
      const p = await partner(t, 2_000_000);
      const key = await p.createKey();
      const sent = { ...body(), request_id: partnerRid() };
      const first = await v1(t, key, "POST", path, sent);
      expect([first.status, first.body.status]).toEqual([200, "success"]);
      expect(first.body.transaction.amount).toBe(paidKobo / 100);
      expect(first.body.cashback_amount).toBe(0);
      expect(await p.balance()).toBe(2_000_000 - paidKobo);
      // The history row carries the list price and the discount for the receipt.
      const [row] = await t.app.ctx.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, first.body.transaction.id));
      expect(row.amount).toBe(paidKobo);
      expect(row.details).toMatchObject({ level_code: "api_partner", discount_kobo: expect.any(Number) });
      expect((row.details as { list_price_kobo: number }).list_price_kobo - paidKobo).toBe(
        (row.details as { discount_kobo: number }).discount_kobo,
      );

      const again = await v1(t, key, "POST", path, sent);
      expect(again.status).toBe(200);
      expect(again.body.transaction.id).toBe(first.body.transaction.id);
      const changed = await v1(t, key, "POST", path, { ...other, request_id: sent.request_id });
      expect(changed.status).toBe(409);
      expect(changed.body).toEqual({ message: PURCHASE_MSG.requestIdReused });
      expect(await p.balance()).toBe(2_000_000 - paidKobo);
      const rows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, p.userId));
      expect(rows).toHaveLength(1);
      const found = await v1(t, key, "GET", `/v1/transactions/${sent.request_id}`);
      expect(found.body.transaction.id).toBe(first.body.transaction.id);
    },
  );

  test("data with a test key: the test balance pays the level's price once; the live wallet does not move", async () => {
    const p = await partner(t);
    const key = await p.createKey({ mode: "test" });
    await p.post("/api/api-keys/test-topup", { amount: 1000 });
    const sent = { ...OTHER_PURCHASES[0].body(), request_id: partnerRid() };
    const first = await v1(t, key, "POST", "/v1/data", sent);
    expect([first.status, first.body.status]).toEqual([200, "success"]);
    expect(first.body.transaction.amount).toBe(96.5);
    const again = await v1(t, key, "POST", "/v1/data", sent);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    const changed = await v1(t, key, "POST", "/v1/data", { ...OTHER_PURCHASES[0].other, request_id: sent.request_id });
    expect(changed.status).toBe(409);
    expect((await v1(t, key, "GET", "/v1/balance")).body.balance).toBe(1000 - 96.5);
    expect(await p.balance()).toBe(1_000_000);
    const test = (await testModeOf(t.app.ctx)!).ctx;
    const testRows = await test.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(testRows.filter((r) => r.type === "purchase")).toHaveLength(1);
  });
});

describe("test mode", () => {
  test("a test key spends only the test balance: the live wallet, live ledger and live history do not move", async () => {
    const p = await partner(t);
    const key = await p.createKey({ mode: "test" });
    const liveJournalsBefore = (await checkLedger(t.app.ctx.db)).ok;
    expect(liveJournalsBefore).toBe(true);
    // No test money yet: refused although the live wallet holds ₦10,000.
    const body = airtime({ amount: 1000 });
    const broke = await v1(t, key, "POST", "/v1/airtime", body);
    expect(broke.status).toBe(400);
    expect(broke.body).toMatchObject({ message: "Insufficient balance.", code: "insufficient_balance" });
    const topup = await p.post("/api/api-keys/test-topup", { amount: 5000 });
    expect(topup.status).toBe(200);
    expect(topup.body.balance).toBe(5000);
    // The refused request_id bought nothing, so the same request goes through once topped up.
    const bought = await v1(t, key, "POST", "/v1/airtime", body);
    expect(bought.status).toBe(200);
    expect(bought.body.status).toBe("success");
    const balance = await v1(t, key, "GET", "/v1/balance");
    expect(balance.body).toMatchObject({ mode: "test" });
    // At the API partner level's live price: 2.8% off ₦1,000 airtime, no cashback on a discount.
    expect(balance.body.balance).toBe(5000 - 972 + bought.body.cashback_amount);
    // The live side saw nothing.
    expect(await p.balance()).toBe(1_000_000);
    const liveRows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(liveRows).toHaveLength(0);
    expect((await p.get("/api/transactions")).body.transactions).toHaveLength(0);
    // The test side holds it, balanced.
    const test = (await testModeOf(t.app.ctx)!).ctx;
    const testRows = await test.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(testRows.map((r) => r.type).sort()).toEqual(
      bought.body.cashback_amount > 0 ? ["cashback", "funding", "purchase"] : ["funding", "purchase"],
    );
    expect((await checkLedger(test.db)).ok).toBe(true);
    // A live key of the same customer cannot see the test purchase, and the test key not a live one.
    const live = await p.createKey({ name: "live" });
    expect((await v1(t, live, "GET", `/v1/transactions/${body.request_id}`)).status).toBe(404);
    expect((await v1(t, key, "GET", `/v1/transactions/${body.request_id}`)).status).toBe(200);
  });

  test("a test key quotes and is debited the partner's live level; a level changed or taken back applies at once", async () => {
    const p = await partner(t, 1_000_000, "reseller");
    const key = await p.createKey({ mode: "test" });
    await p.post("/api/api-keys/test-topup", { amount: 5000 });
    // The services and plans answer the Reseller's prices (2.5% airtime, 3% data: migration 0025).
    const services = await v1(t, key, "GET", "/v1/services");
    expect(services.body.level).toEqual({ code: "reseller", name: "Reseller" });
    const pct = Object.fromEntries(
      services.body.services.map((s: { service: string; discount_percent: number }) => [s.service, s.discount_percent]),
    );
    expect(pct).toMatchObject({ airtime: 2.5, data: 3 });
    const plans = await v1(t, key, "GET", "/v1/services/mtn-data/variations");
    expect(plans.body.level.code).toBe("reseller");
    for (const v of plans.body.variations as { price: number; your_price: number }[])
      expect(Math.round(v.your_price * 100)).toBe(Math.round(v.price * 100) - Math.floor(v.price * 100 * 0.03));
    // The debit on the test balance is the Reseller's price, and the receipt says so.
    const first = await v1(t, key, "POST", "/v1/airtime", airtime({ amount: 1000 }));
    expect(first.body.status).toBe("success");
    expect(first.body.transaction.amount).toBe(975);
    expect(first.body.balance).toBe(5000 - 975);
    expect((await v1(t, key, "GET", "/v1/balance")).body.balance).toBe(5000 - 975);
    expect(await p.balance()).toBe(1_000_000);
    // The admin raises them to API partner on the live database: test mode follows on the next call.
    await atLevel(t.app.ctx.db, p.userId, "api_partner");
    expect((await v1(t, key, "GET", "/v1/services")).body.level.code).toBe("api_partner");
    await v1(t, key, "POST", "/v1/airtime", airtime({ amount: 1000 }));
    expect((await v1(t, key, "GET", "/v1/balance")).body.balance).toBe(5000 - 975 - 972);
    // The level taken back: the key stops (keys are for resellers), and test mode's own pricing is the list price.
    await t.app.ctx.db.delete(customerLevels).where(eq(customerLevels.userId, p.userId));
    expect((await v1(t, key, "GET", "/v1/services")).status).toBe(403);
    const test = (await testModeOf(t.app.ctx)!).ctx;
    const order = await airtimeOrder(test, {
      network: "mtn",
      phone: N.success,
      amount: 1000,
      request_id: partnerRid(),
    });
    const priced = await priceOrder(test, p.userId, order);
    expect(priced.amountKobo).toBe(100_000);
    expect(priced.discountKobo ?? 0).toBe(0);
  });

  test("a pending test purchase is settled by the test-mode job, on the test database only", async () => {
    const p = await partner(t);
    const key = await p.createKey({ mode: "test" });
    await p.post("/api/api-keys/test-topup", { amount: 1000 });
    const body = airtime({ phone: N.pendingAlias });
    const bought = await v1(t, key, "POST", "/v1/airtime", body);
    expect(bought.body.status).toBe("pending");
    let status = "pending";
    for (let i = 0; i < 6 && status === "pending"; i++) {
      t.advance(120_000);
      await testModeJob.run(t.app.ctx);
      status = (await v1(t, key, "GET", `/v1/transactions/${body.request_id}`)).body.transaction.status;
    }
    expect(status).toBe("delivered");
    expect(await p.balance()).toBe(1_000_000);
  });

  test("test top-ups are validated and capped, an absent amount said to be required", async () => {
    const p = await partner(t);
    const cases: [unknown, string][] = [
      [undefined, PARTNER_MSG.topupAmountRequired],
      [null, PARTNER_MSG.topupAmountRequired],
      ["", PARTNER_MSG.topupAmountRequired],
      ["ten", PARTNER_MSG.topupAmount],
      [true, PARTNER_MSG.topupAmount],
      [0, PARTNER_MSG.topupAmount],
      [0.5, PARTNER_MSG.topupAmount],
      [10.123, PARTNER_MSG.topupAmount],
      [2_000_000, PARTNER_MSG.topupAmount],
    ];
    for (const [amount, message] of cases) {
      const res = await p.post("/api/api-keys/test-topup", { amount });
      expect([amount, res.status, res.body.errors]).toEqual([amount, 422, { amount: [message] }]);
    }
    expect((await p.get("/api/api-keys/test-balance")).body.balance).toBe(0);
  });
});

describe("the partner OpenAPI document", () => {
  test("lists the /v1 paths with the key scheme", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/v1/balance", "/v1/airtime", "/v1/transactions/{request_id}", "/v1/verify/meter"]),
    );
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith("/v1/"))).toBe(true);
    expect(doc.components.securitySchemes.partnerKey).toBeDefined();
  });
});
