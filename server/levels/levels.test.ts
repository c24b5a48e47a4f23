import { and, eq, like } from "drizzle-orm";
import { adminAuditLog, journals, ledgerAccounts, ledgerEntries } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { checkLedger } from "../wallet/ledger-check";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { SERVICE_LABEL } from "../purchases/services";
import { discountKobo } from "./price-quote";
import type { DiscountRow } from "./levels-repo";
import { LEVEL_MSG } from "../../lib/contracts/levels";

jest.setTimeout(60_000);

let t: TestApp;
let admin: { token: string; userId: string; email: string };
const adminCall = async (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: bearer(admin.token), payload });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: "2000" });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

const systemBalance = async (code: string) => {
  const [row] = await t.app.ctx.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, `system:${code}`));
  return row?.balance ?? 0;
};

describe("the pricing function", () => {
  const rule = (r: Partial<DiscountRow>): DiscountRow => ({
    levelId: "l",
    service: "airtime",
    providerService: "",
    variationCode: "",
    percentBp: null,
    fixedPriceKobo: null,
    updatedAt: new Date(),
    ...r,
  });
  test("a percentage is rounded down to whole kobo; a fixed plan price wins over it; never free", () => {
    expect(discountKobo([rule({ percentBp: 250 })], { service: "airtime", listKobo: 10_000 })).toBe(250);
    expect(discountKobo([rule({ percentBp: 250 })], { service: "airtime", listKobo: 999 })).toBe(24);
    expect(discountKobo([rule({ percentBp: 250 })], { service: "data", listKobo: 10_000 })).toBe(0);
    const data = [
      rule({ service: "data", percentBp: 300 }),
      rule({ service: "data", providerService: "mtn-data", variationCode: "mtn-10mb-100", fixedPriceKobo: 9_000 }),
    ];
    const plan = {
      service: "data" as const,
      listKobo: 10_000,
      providerService: "mtn-data",
      variationCode: "mtn-10mb-100",
    };
    expect(discountKobo(data, plan)).toBe(1_000);
    expect(discountKobo(data, { ...plan, providerService: "glo-data" })).toBe(300);
    // A fixed price above the list price never charges more.
    expect(discountKobo([rule({ ...data[1], fixedPriceKobo: 12_000 })], plan)).toBe(0);
    expect(discountKobo([rule({ percentBp: 10_000 })], { service: "airtime", listKobo: 100 })).toBe(99);
  });
});

describe("levels and prices", () => {
  test("a customer starts at Customer and pays the list price; the quote says so", async () => {
    const c = await customer(t, 100_000);
    const me = await c.get("/api/levels");
    expect(me.status).toBe(200);
    expect(me.body.level.code).toBe("customer");
    expect(me.body.levels.map((l: { code: string }) => l.code)).toEqual(["customer", "reseller", "api_partner"]);
    const q = await c.get("/api/prices/quote?service=airtime&amount=100");
    expect(q.body).toMatchObject({ list_price: 100, price: 100, discount: 0, level: { code: "customer" } });
  });

  test("the quote refuses bad input with field errors", async () => {
    const c = await customer(t, 0);
    const bad = await c.get("/api/prices/quote?service=pizza&amount=-1");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["service", "amount"]));
    const anon = await t.app.inject({ method: "GET", url: "/api/prices/quote?service=airtime&amount=100" });
    expect(anon.statusCode).toBe(401);
  });

  test("upgrade to Reseller: the fee is one journal to level_fees_income, PIN required, idempotent by request_id", async () => {
    const c = await customer(t, 300_000);
    const incomeBefore = await systemBalance("level_fees_income");
    const noPin = await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_") });
    expect(noPin.status).toBe(422);
    const wrongPin = await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_"), pin: "0000" });
    expect(wrongPin.status).toBe(403);
    expect(await c.balance()).toBe(300_000);

    const body = { level: "reseller", request_id: rid("LVL_"), pin: "4826" };
    const first = await c.post("/api/levels/upgrade", body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ level: { code: "reseller" }, fee: 1000, balance: 2000 });
    const again = await c.post("/api/levels/upgrade", { level: "reseller", request_id: body.request_id });
    expect(again.status).toBe(200);
    expect(again.body.reference).toBe(first.body.reference);
    // Another level under that request_id is not this upgrade: 409, never the Reseller answered for it.
    const other = await c.post("/api/levels/upgrade", { level: "api_partner", request_id: body.request_id });
    expect([other.status, other.body.message]).toEqual([409, LEVEL_MSG.requestIdReused]);
    expect(await c.balance()).toBe(200_000);
    expect(await systemBalance("level_fees_income")).toBe(incomeBefore + 100_000);
    // A second upgrade with another request_id pays nothing.
    const twice = await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_"), pin: "4826" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("You are already a Reseller.");
    expect(LEVEL_MSG.alreadyAtLevel("API partner")).toBe("You are already an API partner.");
    expect(await c.balance()).toBe(200_000);
    const history = await c.history();
    expect(history.filter((h) => h.type === "level_fee")).toHaveLength(1);
    expect((await c.get("/api/levels")).body.level.code).toBe("reseller");
  });

  test("an upgrade the wallet cannot pay is refused and changes nothing; a level not for sale is refused", async () => {
    const c = await customer(t, 50_000);
    const poor = await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_"), pin: "4826" });
    expect(poor.status).toBe(400);
    expect(poor.body).toMatchObject({ message: "Insufficient balance.", code: "insufficient_balance" });
    expect((await c.get("/api/levels")).body.level.code).toBe("customer");
    const partner = await c.post("/api/levels/upgrade", { level: "api_partner", request_id: rid("LVL_"), pin: "4826" });
    expect(partner.status).toBe(409);
    const unknown = await c.post("/api/levels/upgrade", { level: "gold", request_id: rid("LVL_"), pin: "4826" });
    expect(unknown.status).toBe(404);
    expect(await c.balance()).toBe(50_000);
  });

  test("a Reseller's airtime debits the discounted price, journals the discount, earns no cashback, shows it on the receipt", async () => {
    const c = await customer(t, 300_000);
    await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_"), pin: "4826" });
    const discountsBefore = await systemBalance("discounts_expense");
    const quote = await c.get("/api/prices/quote?service=airtime&amount=100");
    expect(quote.body).toMatchObject({ list_price: 100, price: 97.5, discount: 2.5, level: { name: "Reseller" } });
    const before = await c.balance();
    const r = await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("success");
    expect(r.body.transaction.amount).toBe(97.5);
    expect(r.body.cashback_amount).toBe(0);
    expect(await c.balance()).toBe(before - 9_750);
    expect(await systemBalance("discounts_expense")).toBe(discountsBefore - 250);
    const [row] = (await c.history()).filter((h) => h.type === "purchase");
    expect(row.details).toMatchObject({ list_price_kobo: 10_000, discount_kobo: 250, level_name: "Reseller" });
    const [journal] = await t.app.ctx.db.select().from(journals).where(eq(journals.id, row.journalId!));
    const entries = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-9_750, -250, 10_000]);
    const detail = await c.get(`/api/transactions/${row.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain("discount");
  });

  test("a failed discounted purchase refunds the price paid and returns the discount to its account", async () => {
    const c = await customer(t, 300_000);
    await c.post("/api/levels/upgrade", { level: "reseller", request_id: rid("LVL_"), pin: "4826" });
    const discountsBefore = await systemBalance("discounts_expense");
    const before = await c.balance();
    const r = await c.post("/api/pay/airtime", {
      network: "mtn",
      phone: "08099999999",
      amount: 200,
      request_id: rid(),
    });
    expect(r.body.status).toBe("failed");
    expect(await c.balance()).toBe(before);
    expect(await systemBalance("discounts_expense")).toBe(discountsBefore);
  });

  test("the admin sets discounts, is warned below cost, grants a level (audited) and reads profit after discounts", async () => {
    const save = await adminCall("PUT", "/api/admin/levels/reseller", {
      upgrade_fee: 1000,
      discounts: [
        { service: "airtime", percent: 5 },
        {
          service: "data",
          percent: 3,
          plans: [{ provider_service: "mtn-data", variation_code: "mtn-10mb-100", price: 90 }],
        },
      ],
    });
    expect(save.status).toBe(200);
    const warnings = save.body.level.warnings.map((w: { message: string }) => w.message);
    expect(warnings).toEqual(
      expect.arrayContaining([
        "The 5% discount on Airtime is more than the provider's 3% commission: every sale loses money.",
        expect.stringContaining("mtn-10mb-100 gives 10.00% off"),
      ]),
    );
    const bad = await adminCall("PUT", "/api/admin/levels/reseller", {
      discounts: [{ service: "airtime", percent: 80 }],
    });
    expect(bad.status).toBe(422);
    const missing = await adminCall("PUT", "/api/admin/levels/gold", { upgrade_fee: 10 });
    expect(missing.status).toBe(404);
    // The lowest level is everyone's from the start: it takes no fee (its name and discounts it does).
    const baseFee = await adminCall("PUT", "/api/admin/levels/customer", { upgrade_fee: 500 });
    expect(baseFee.status).toBe(422);
    expect(baseFee.body.errors.upgrade_fee).toEqual([LEVEL_MSG.baseLevelFee("Customer")]);
    expect((await adminCall("PUT", "/api/admin/levels/customer", { upgrade_fee: null })).status).toBe(200);

    const c = await customer(t, 100_000);
    const grant = await adminCall("PUT", `/api/admin/customers/${c.userId}/level`, { level: "reseller" });
    expect(grant.status).toBe(200);
    expect(
      (await c.get("/api/prices/quote?service=data&amount=100&provider_service=mtn-data&variation_code=mtn-10mb-100"))
        .body,
    ).toMatchObject({
      price: 90,
      discount: 10,
    });
    const audit = await t.app.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "level.grant"), eq(adminAuditLog.targetId, c.userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toEqual({ level: "reseller" });

    const buy = await c.post("/api/data/purchase", {
      network_id: "mtn-data",
      variation_id: "mtn-10mb-100",
      amount: 100,
      phone: N.success,
      request_id: rid("DATA_"),
    });
    expect(buy.body.status).toBe("success");
    expect(await c.balance()).toBe(100_000 - 9_000);

    const profit = await adminCall("GET", "/api/admin/reports/profit");
    expect(profit.status).toBe(200);
    const data = profit.body.services.find((s: { service: string }) => s.service === "data");
    expect(data.discounts).toBeGreaterThanOrEqual(10);
    expect(data.profit).toBeCloseTo(data.commission - data.cashback - data.discounts, 2);
    const customerCall = await c.get("/api/admin/levels");
    expect(customerCall.status).toBe(403);
    // Put the defaults back for the other tests.
    await adminCall("PUT", "/api/admin/levels/reseller", {
      discounts: [
        { service: "airtime", percent: 2.5 },
        { service: "data", percent: 3 },
        { service: "electricity", percent: 0.6 },
        { service: "cabletv", percent: 1.2 },
      ],
    });
    const keys = await t.app.ctx.db.select().from(journals).where(like(journals.idempotencyKey, "level-upgrade:%"));
    expect(keys.length).toBeGreaterThan(0);
  });

  test("an admin's change of a level is audited: who, which level, and the level before and after", async () => {
    const saved = await adminCall("PUT", "/api/admin/levels/api_partner", {
      upgrade_fee: 25_000,
      discounts: [
        { service: "airtime", percent: 3 },
        {
          service: "data",
          percent: 3.5,
          plans: [{ provider_service: "glo-data", variation_code: "glo100", price: 95 }],
        },
        { service: "electricity", percent: 0.8 },
      ],
    });
    expect(saved.status).toBe(200);
    const rows = await t.app.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "level.update"), eq(adminAuditLog.targetId, "api_partner")));
    expect(rows).toHaveLength(1);
    const percent = (service: "airtime" | "data" | "electricity" | "cabletv", p: number, plans: unknown[] = []) => ({
      service,
      label: SERVICE_LABEL[service],
      percent: p,
      plans,
    });
    const level = { code: "api_partner", name: "API partner", rank: 2 };
    expect(rows[0]).toMatchObject({
      adminId: admin.userId,
      adminEmail: admin.email,
      targetType: "level",
      targetId: "api_partner",
      // The seeded API partner level (migration 0025): granted only, so no fee.
      before: {
        ...level,
        upgrade_fee: null,
        discounts: [
          percent("airtime", 2.8),
          percent("data", 3.5),
          percent("electricity", 0.8),
          percent("cabletv", 1.4),
        ],
      },
      after: {
        ...level,
        upgrade_fee: 25_000,
        discounts: [
          percent("airtime", 3),
          percent("data", 3.5, [
            { provider_service: "glo-data", variation_code: "glo100", price: 95, list_price: null },
          ]),
          percent("electricity", 0.8),
        ],
      },
    });
    // The audit log's page reads the same row.
    const log = await adminCall("GET", "/api/admin/audit-log?action=level.update");
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      admin_email: admin.email,
      action: "level.update",
      target_type: "level",
      target_id: "api_partner",
      before: rows[0].before,
      after: rows[0].after,
    });
    // Put the seeded level back (itself audited: a second row).
    await adminCall("PUT", "/api/admin/levels/api_partner", {
      upgrade_fee: null,
      discounts: [
        { service: "airtime", percent: 2.8 },
        { service: "data", percent: 3.5 },
        { service: "electricity", percent: 0.8 },
        { service: "cabletv", percent: 1.4 },
      ],
    });
  });
});
