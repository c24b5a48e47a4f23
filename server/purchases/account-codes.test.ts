import { eq } from "drizzle-orm";
import { adminAuditLog, providerAlerts } from "../db/schema";
import { ACCOUNT_REFUSALS, refusalNumber, SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { applyOutcome } from "./engine";
import { customer, flushCallbacks, journalCount, rid, rowsOf } from "./test-helpers";

jest.setTimeout(60_000);

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
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

const asAdmin = (method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: bearer(admin.token) }).then((r) => ({ status: r.statusCode, body: r.json() }));
const openAlerts = async () =>
  (await asAdmin("GET", "/api/admin/provider-alerts")).body.alerts as {
    id: string;
    code: string;
    message: string;
    occurrences: number;
    last_reference: string;
    first_seen_at: string;
    last_seen_at: string;
  }[];
const airtime = (phone: string, amount = 1000) => ({ network: "mtn", phone, amount, request_id: rid() });

describe("VTpass refusing for our own account's sake (nothing charged)", () => {
  test.each(["021", "022", "023", "024", "028", "034", "035"])(
    "%s: failed and refunded at once (not left pending), the admin alerted with the code and time",
    async (code) => {
      const c = await customer(t, 300_000);
      const res = await c.post("/api/pay/airtime", airtime(refusalNumber(code)));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "failed", code, balance: 3000 });
      expect(res.body.message).toBe("Airtime purchase failed. Your wallet has been refunded.");
      expect(await c.balance()).toBe(300_000);
      const [p] = await rowsOf(t, c.userId, "purchase");
      expect(p.status).toBe("failed");
      expect(await journalCount(t, `refund:${p.id}`)).toBe(1);
      const alert = (await openAlerts()).find((a) => a.code === code);
      expect(alert).toMatchObject({
        code,
        message: ACCOUNT_REFUSALS[code],
        last_reference: p.reference,
        last_seen_at: expect.any(String),
      });
      expect(Math.abs(Date.parse(alert!.last_seen_at) - t.app.ctx.now().getTime())).toBeLessThan(60_000);
    },
  );

  test("one open alert per code, counted while it recurs; resolved (audited), a new refusal opens a new one", async () => {
    const c = await customer(t, 1_000_000);
    await c.post("/api/pay/airtime", airtime(refusalNumber("022")));
    const before = (await openAlerts()).find((a) => a.code === "022")!;
    t.advance(60_000);
    await c.post("/api/pay/airtime", airtime(refusalNumber("022")));
    const after = (await openAlerts()).filter((a) => a.code === "022");
    expect(after).toHaveLength(1);
    expect(after[0].occurrences).toBe(before.occurrences + 1);
    expect(after[0].first_seen_at).toBe(before.first_seen_at);
    expect(Date.parse(after[0].last_seen_at)).toBeGreaterThan(Date.parse(before.last_seen_at));

    const resolved = await asAdmin("POST", `/api/admin/provider-alerts/${after[0].id}/resolve`);
    expect(resolved).toMatchObject({ status: 200, body: { status: "success", changed: true } });
    expect((await openAlerts()).find((a) => a.code === "022")).toBeUndefined();
    const again = await asAdmin("POST", `/api/admin/provider-alerts/${after[0].id}/resolve`);
    expect(again.body.changed).toBe(false);
    const audit = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, after[0].id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "provider_alert.resolve", targetType: "provider_alert" });

    await c.post("/api/pay/airtime", airtime(refusalNumber("022")));
    const reopened = (await openAlerts()).find((a) => a.code === "022")!;
    expect(reopened.id).not.toBe(after[0].id);
    expect(reopened.occurrences).toBe(1);
    const rows = await t.app.ctx.db.select().from(providerAlerts).where(eq(providerAlerts.code, "022"));
    expect(rows).toHaveLength(2);
  });

  test("on a re-query the same codes say only that we could not ask: the purchase stays pending, the admin is told", async () => {
    const c = await customer(t, 300_000);
    const res = await c.post("/api/pay/airtime", airtime(N.pendingAlias, 500));
    const id = res.body.transaction.id;
    await applyOutcome(t.app.ctx, id, {
      outcome: "unknown",
      code: "023",
      reason: "API ACCESS NOT ENABLE FOR USER",
      accountProblem: true,
    });
    expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("pending");
    expect(await c.balance()).toBe(250_000);
    expect((await openAlerts()).find((a) => a.code === "023")?.last_reference).toBe(res.body.transaction_reference);
  });

  test("the alert routes are in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/admin/provider-alerts"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/api/admin/provider-alerts/{id}/resolve"].post.responses["200"]).toBeDefined();
  });

  test("the alerts need an admin", async () => {
    const c = await customer(t, 0);
    expect((await c.get("/api/admin/provider-alerts")).status).toBe(403);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/provider-alerts" });
    expect(res.statusCode).toBe(401);
  });
});
