import { eq } from "drizzle-orm";
import { adminAuditLog, ledgerAccounts, transactions, users } from "../db/schema";
import { hashPassword } from "../accounts/password-hash";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { recordTransaction } from "../wallet/transactions-repo";
import { lagosDayWindow } from "../wallet/lagos-day";

jest.setTimeout(60_000);

let t: TestApp;
let admin: { token: string; email: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});

const asAdmin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload });
const airtime = (phone: string, amount = 500, request_id = rid()) => ({ network: "mtn", phone, amount, request_id });
const DAY = 24 * 3600 * 1000;

describe("stats series", () => {
  test("per Lagos day and per service; the totals match the stats card and the ledger", async () => {
    const c = await customer(t, 1_000_000);
    // Real purchases today: two delivered (₦1,000 and ₦400), one failed and refunded by the engine.
    expect((await c.post("/api/pay/airtime", airtime(N.success, 1000))).body.status).toBe("success");
    expect(
      (
        await c.post("/api/data/purchase", {
          network_id: "mtn",
          phone: N.success,
          variation_id: "mtn-10mb-100",
          amount: 100,
          request_id: rid(),
        })
      ).status,
    ).toBeLessThan(500);
    expect((await c.post("/api/pay/airtime", airtime(N.success, 400))).body.status).toBe("success");
    expect((await c.post("/api/pay/airtime", airtime("08099999999", 700))).body.status).toBe("failed");
    await flushCallbacks(t);
    // Fixture rows on earlier Lagos days: 23:30 UTC belongs to the next Lagos day; 31 days back is outside.
    const { start } = lagosDayWindow(t.app.ctx.now());
    const at = (daysBack: number, minutesFromLagosMidnight: number) =>
      new Date(start.getTime() - daysBack * DAY + minutesFromLagosMidnight * 60_000);
    for (const [ref, service, status, kobo, commission, when] of [
      ["SER-1", "electricity", "delivered", 500_000, 5_000, at(3, 30)],
      ["SER-2", "cabletv", "delivered", 200_000, 1_000, at(3, -30)], // 22:30 Lagos of day -4
      ["SER-3", "electricity", "failed", 900_000, 0, at(3, 40)],
      ["SER-OLD", "airtime", "delivered", 100_000, 999, at(30, 10)],
    ] as const) {
      await recordTransaction(t.app.ctx.db, {
        userId: c.userId,
        type: "purchase",
        service,
        amountKobo: kobo,
        status,
        reference: ref,
        commissionKobo: commission,
        createdAt: when,
      });
    }

    const res = await asAdmin("GET", "/api/admin/stats/series");
    expect(res.statusCode).toBe(200);
    const s = res.json().series;
    expect(s.days).toHaveLength(30);
    expect(s.to).toBe(lagosDayWindow(t.app.ctx.now()).day);
    const byDay = Object.fromEntries(s.days.map((d: { day: string }) => [d.day, d]));
    const dayOf = (ms: number) => lagosDayWindow(new Date(ms)).day;
    const todayRows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, c.userId));
    const deliveredToday = todayRows.filter(
      (r) => r.type === "purchase" && r.status === "delivered" && !r.reference.startsWith("SER"),
    );
    const todayVolume = deliveredToday.reduce((a, r) => a + r.amount, 0);
    const todayCommission = deliveredToday.reduce((a, r) => a + r.commissionKobo, 0);
    expect(byDay[s.to]).toEqual({
      day: s.to,
      volume: todayVolume / 100,
      purchases: deliveredToday.length,
      commission: todayCommission / 100,
    });
    expect(byDay[dayOf(at(3, 30).getTime())]).toMatchObject({ volume: 5000, purchases: 1, commission: 50 });
    expect(byDay[dayOf(at(3, -30).getTime())]).toMatchObject({ volume: 2000, purchases: 1, commission: 10 });
    expect(s.days.some((d: { day: string }) => d.day === dayOf(at(30, 10).getTime()))).toBe(false);
    expect(s.services.find((x: { service: string }) => x.service === "electricity")).toMatchObject({
      label: "Electricity",
      volume: 5000,
      purchases: 1,
    });

    // Ledger: every purchase either stayed with bills_payable (delivered) or came back (refunded),
    // so the engine's purchases today sum to what bills_payable holds from them.
    const [bills] = await t.app.ctx.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, "system:bills_payable"));
    expect(bills.balance).toBe(todayVolume);
    // And the series' commission over 30 days is the stats card's total (no other rows in this app yet, besides the old one).
    const stats = (await asAdmin("GET", "/api/admin/stats")).json().stats;
    expect(Math.round((s.totals.commission + 9.99) * 100)).toBe(Math.round(stats.total_commission * 100));
    expect((await asAdmin("GET", "/api/admin/stats/series?days=0")).statusCode).toBe(422);
    expect((await asAdmin("GET", "/api/admin/stats/series?days=7")).json().series.days).toHaveLength(7);
  });
});

describe("CSV export", () => {
  test("same filters as the list, every row once across batches, fields escaped", async () => {
    const u = await createUser(t, {
      name: '=SUM(A1), Ade "Tricky"',
      email: "csv-export@example.com",
      phone: "08030000001",
    });
    const base = new Date("2025-01-10T12:00:00Z");
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      userId: u.userId,
      type: "purchase" as const,
      service: "airtime",
      amount: 100 + i,
      status: i % 3 === 0 ? "failed" : "delivered",
      reference: `CSV-${String(i).padStart(4, "0")}`,
      // Many rows share a timestamp: the keyset paging must not skip or repeat any.
      createdAt: new Date(base.getTime() + Math.floor(i / 7) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 400) await t.app.ctx.db.insert(transactions).values(rows.slice(i, i + 400));

    const res = await asAdmin(
      "GET",
      "/api/admin/transactions/export.csv?search=csv-export%40example.com&status=successful",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.payload.split("\r\n").filter(Boolean);
    // A byte order mark first, so Excel reads the file as UTF-8.
    expect(lines[0]).toBe(
      "\uFEFFDate (Lagos),Reference,Customer,Email,Phone,Type,Service,Amount (NGN),Status,Commission (NGN),Cashback (NGN),Provider reference,Channel",
    );
    const expected = rows.filter((r) => r.status === "delivered");
    expect(lines).toHaveLength(expected.length + 1);
    const refs = lines.slice(1).map((l) => l.split(",")[1]);
    expect(new Set(refs).size).toBe(expected.length);
    expect(refs.sort()).toEqual(expected.map((r) => r.reference).sort());
    const one = lines.find((l) => l.includes("CSV-0001"))!;
    expect(one).toBe(
      `2025-01-10 13:00:00,CSV-0001,"'=SUM(A1), Ade ""Tricky""",csv-export@example.com,08030000001,purchase,airtime,1.01,delivered,0.00,0.00,,`,
    );

    const bad = await asAdmin("GET", "/api/admin/transactions/export.csv?from=2025-02-01&to=2025-01-01");
    expect(bad.statusCode).toBe(422);
    const dated = await asAdmin(
      "GET",
      "/api/admin/transactions/export.csv?search=CSV-&from=2025-01-10&to=2025-01-10&status=failed",
    );
    expect(dated.payload.split("\r\n").filter(Boolean)).toHaveLength(
      1 + rows.filter((r) => r.status === "failed").length,
    );
    await t.app.ctx.db.delete(transactions).where(eq(transactions.userId, u.userId));
  });
});

describe("service on/off", () => {
  test("an off service refuses new purchases with a clear message (an earlier request is still answered); audited", async () => {
    const c = await customer(t, 100_000);
    const earlier = airtime(N.success, 100);
    expect((await c.post("/api/pay/airtime", earlier)).body.status).toBe("success");
    const off = await asAdmin("PUT", "/api/admin/settings/services", { service: "airtime", enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe("Airtime purchases switched off.");
    expect(off.json().services.find((x: { service: string }) => x.service === "airtime")).toMatchObject({
      enabled: false,
    });

    const balance = await c.balance();
    const refused = await c.post("/api/pay/airtime", airtime(N.success, 100));
    expect(refused).toEqual({ status: 503, body: { message: "Airtime purchases are temporarily unavailable." } });
    expect(await c.balance()).toBe(balance);
    expect((await c.post("/api/pay/airtime", earlier)).status).toBe(200);
    expect((await c.history()).filter((h) => h.type === "purchase")).toHaveLength(1);

    await asAdmin("PUT", "/api/admin/settings/services", { service: "airtime", enabled: true });
    expect((await c.post("/api/pay/airtime", airtime(N.success, 100))).body.status).toBe("success");
    const audit = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "service.switch"));
    expect(
      audit
        .map((a) => [a.targetId, a.before, a.after])
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual([
      ["airtime", { enabled: false }, { enabled: true }],
      ["airtime", { enabled: true }, { enabled: false }],
    ]);
    expect((await asAdmin("PUT", "/api/admin/settings/services", { service: "gift", enabled: false })).statusCode).toBe(
      422,
    );
  });
});

describe("suspended customers", () => {
  test("a token minted before the suspension is revoked: the purchase is refused and nothing is charged; login is refused", async () => {
    const c = await customer(t, 100_000);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword("Sandbox-pass-123") })
      .where(eq(users.id, c.userId));
    expect((await asAdmin("POST", `/api/admin/customers/${c.userId}/status`, { status: "suspended" })).statusCode).toBe(
      200,
    );
    const res = await c.post("/api/pay/airtime", airtime(N.success, 100));
    expect(res.status).toBe(401);
    expect(await c.balance()).toBe(100_000);
    expect(await c.history()).toEqual([]);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: c.email, password: "Sandbox-pass-123" },
      headers: { "x-forwarded-for": "10.9.9.9" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/suspended/i);

    await asAdmin("POST", `/api/admin/customers/${c.userId}/status`, { status: "active" });
    const audit = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, c.userId));
    expect(
      audit
        .map((a) => [a.action, a.adminEmail, a.before, a.after])
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual([
      ["customer.status", admin.email, { status: "active" }, { status: "suspended" }],
      ["customer.status", admin.email, { status: "suspended" }, { status: "active" }],
    ]);
    const [{ name }] = await t.app.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, c.userId));
    const log = (await asAdmin("GET", `/api/admin/audit-log?target_id=${c.userId}`)).json();
    expect(log.entries.map((e: { target_name: string | null }) => e.target_name)).toEqual([name, name]);
  });
});

describe("audit log, customer detail, pending purchases", () => {
  test("cashback rate changes are audited with the rate before; the log pages and filters", async () => {
    await asAdmin("PUT", "/api/admin/settings/cashback-rates", { service: "data", rate_percent: 3 });
    await asAdmin("PUT", "/api/admin/settings/cashback-rates", { service: "data", rate_percent: 1.5 });
    const log = (await asAdmin("GET", "/api/admin/audit-log?action=cashback_rate.set")).json();
    expect(log.entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [
        { rate_bp: 300, is_default: false },
        { rate_bp: 150, is_default: false },
      ],
      [
        { rate_bp: 200, is_default: true },
        { rate_bp: 300, is_default: false },
      ],
    ]);
    // Targets by name, not id (issue 16).
    expect(log.entries[0]).toMatchObject({
      admin_email: admin.email,
      target_type: "cashback_rate",
      target_id: "data",
      target_name: "Data",
    });
    expect((await asAdmin("GET", "/api/admin/audit-log?action=nope")).statusCode).toBe(422);
    const paged = (await asAdmin("GET", "/api/admin/audit-log?per_page=1&page=2")).json();
    expect(paged.entries).toHaveLength(1);
    expect(paged.pagination.total).toBeGreaterThanOrEqual(4);
  });

  test("customer detail: profile, reserved account, totals; history through customer_id", async () => {
    const c = await customer(t, 100_000);
    await c.post("/api/pay/airtime", airtime(N.success, 200));
    await c.post("/api/pay/airtime", airtime(N.pendingAlias, 300));
    const d = (await asAdmin("GET", `/api/admin/customers/${c.userId}`)).json();
    expect(d.customer).toMatchObject({
      id: c.userId,
      email: c.email,
      balance: 1000 - 200 - 300 + 4,
      kyc_status: "not_submitted",
    });
    expect(d.kyc).toBeNull();
    expect(d.totals).toEqual({ transactions: 3, purchases: 2, pending_purchases: 1, amount_spent: 500, cashback: 4 });
    const history = (await asAdmin("GET", `/api/admin/transactions?customer_id=${c.userId}&per_page=2`)).json();
    expect(history.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(history.pagination.next_page_url).toContain(`customer_id=${c.userId}`);
    expect((await asAdmin("GET", "/api/admin/transactions?customer_id=zzz")).statusCode).toBe(422);
    expect((await asAdmin("GET", `/api/admin/customers/${admin.userId}`)).statusCode).toBe(404);

    const pending = (await asAdmin("GET", "/api/admin/pending-purchases")).json();
    const mine = pending.purchases.find((p: { customer_email: string }) => p.customer_email === c.email);
    expect(mine).toMatchObject({ service: "airtime", amount: 300, attempts: 0, last_outcome: "pending" });
    expect(pending.purchases.every((p: { id: string }) => typeof p.id === "string")).toBe(true);
  });

  test("transactions search finds a customer by phone; webhook log counts", async () => {
    const u = await createUser(t, { name: "Phone Search", phone: "08137770001" });
    await recordTransaction(t.app.ctx.db, {
      userId: u.userId,
      type: "funding",
      service: "wallet_funding",
      amountKobo: 100,
      status: "successful",
      reference: "PHONE-SEARCH-1",
    });
    expect(
      (await asAdmin("GET", "/api/admin/transactions?search=0813777"))
        .json()
        .transactions.map((r: { reference: string }) => r.reference),
    ).toEqual(["PHONE-SEARCH-1"]);
    const counts = (await asAdmin("GET", "/api/admin/webhook-events")).json().counts;
    expect(counts).toEqual({
      received: expect.any(Number),
      verified: expect.any(Number),
      credited: expect.any(Number),
      duplicate: expect.any(Number),
      rejected: expect.any(Number),
    });
  });
});
