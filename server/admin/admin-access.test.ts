import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ID = "00000000-0000-4000-8000-000000000000";
const ENDPOINTS: Array<{ method: "GET" | "POST" | "PUT"; url: string; payload?: object }> = [
  { method: "GET", url: "/api/admin/user" },
  { method: "GET", url: "/api/admin/stats" },
  { method: "GET", url: "/api/admin/transactions?page=1" },
  { method: "GET", url: "/api/admin/customers?page=1" },
  { method: "GET", url: "/api/admin/virtual-accounts?page=1" },
  { method: "GET", url: "/api/admin/webhook-events?page=1" },
  { method: "GET", url: "/api/admin/ledger-check" },
  { method: "GET", url: "/api/admin/settings/cashback-rates" },
  { method: "PUT", url: "/api/admin/settings/cashback-rates", payload: { service: "airtime", rate_percent: 5 } },
  { method: "POST", url: `/api/admin/customers/${ID}/status`, payload: { status: "suspended" } },
  { method: "GET", url: "/api/admin/stats/series" },
  { method: "GET", url: "/api/admin/transactions/export.csv" },
  { method: "GET", url: `/api/admin/transactions/${ID}` },
  { method: "POST", url: `/api/admin/transactions/${ID}/requery` },
  { method: "POST", url: `/api/admin/transactions/${ID}/refund` },
  { method: "GET", url: `/api/admin/customers/${ID}` },
  { method: "GET", url: "/api/admin/pending-purchases" },
  { method: "GET", url: "/api/admin/settings/services" },
  { method: "PUT", url: "/api/admin/settings/services", payload: { service: "airtime", enabled: false } },
  { method: "GET", url: "/api/admin/settings/providers" },
  { method: "GET", url: "/api/admin/audit-log" },
  { method: "POST", url: "/api/admin/sandbox/failed-purchase", payload: { customer_id: ID, amount: 100 } },
];

test("every admin route is in the OpenAPI document with bearer security", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  for (const e of ENDPOINTS) {
    const path = e.url.split("?")[0].replace(ID, "{id}");
    const op = doc.paths[path]?.[e.method.toLowerCase()];
    expect({ path, op: Boolean(op) }).toEqual({ path, op: true });
    expect(op.security).toEqual([{ bearer: [] }]);
  }
});

test.each(ENDPOINTS)(
  "$method $url: 401 without a token, 403 with a customer's token, even with bad input",
  async (e) => {
    const anon = await t.app.inject({ method: e.method, url: e.url, payload: e.payload });
    expect(anon.statusCode).toBe(401);

    const customer = await createUser(t);
    const res = await t.app.inject({
      method: e.method,
      url: e.url,
      payload: e.payload,
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "This action is unauthorized." });

    // Validation runs after the admin check: a customer's bad input is still 403, not 422.
    const bad = await t.app.inject({
      method: e.method,
      url: `${e.url.split("?")[0]}?page=zero`,
      payload: { nonsense: true },
      headers: bearer(customer.token),
    });
    expect(bad.statusCode).toBe(403);
  },
);

test("the sandbox-only fixture route is absent in production", async () => {
  const prod = await createTestApp({
    APP_ENV: "production",
    DATABASE_URL: "postgres://unused",
    SMTP_URL: "smtp://localhost",
    MONNIFY_BASE_URL: "https://api.monnify.com",
    VTPASS_BASE_URL: "https://vtpass.com/api",
    MONNIFY_API_KEY: "k".repeat(20),
    MONNIFY_SECRET_KEY: "s".repeat(20),
    VTPASS_API_KEY: "a".repeat(20),
    VTPASS_SECRET_KEY: "b".repeat(20),
    VTPASS_PUBLIC_KEY: "c".repeat(20),
    DATA_ENCRYPTION_KEY: "d".repeat(40),
    PIN_PEPPER: "pin-pepper-of-the-test-0123456789abcdef",
  });
  try {
    const admin = await createUser(prod, { isAdmin: true });
    const res = await prod.app.inject({
      method: "POST",
      url: "/api/admin/sandbox/failed-purchase",
      headers: bearer(admin.token),
      payload: { customer_id: ID, amount: 1 },
    });
    expect(res.statusCode).toBe(404);
    const cfg = (
      await prod.app.inject({ method: "GET", url: "/api/admin/settings/providers", headers: bearer(admin.token) })
    ).json().config;
    expect(cfg.mode).toBe("live");
    expect(JSON.stringify(cfg)).not.toContain("s".repeat(20));
    expect(cfg.providers[0].keys).toEqual([
      { name: "MONNIFY_API_KEY", state: "set" },
      { name: "MONNIFY_SECRET_KEY", state: "set" },
    ]);
  } finally {
    await prod.close();
  }
});

test("a suspended admin's token is 401; a garbage token is 401", async () => {
  const admin = await createUser(t, { isAdmin: true, status: "suspended" });
  expect(
    (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer(admin.token) })).statusCode,
  ).toBe(401);
  expect(
    (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: bearer("x".repeat(40)) })).statusCode,
  ).toBe(401);
});

test("GET /api/admin/user answers the admin", async () => {
  const admin = await createUser(t, { isAdmin: true, name: "Ada Admin" });
  const res = await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { id: admin.userId, name: "Ada Admin", email: admin.email } });
});
