import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { routeTable, type RouteEntry } from "./route-table";

/**
 * Authentication before validation, on every route of the API: an anonymous `{}` (or a malformed
 * path parameter) answers 401, never a 422 that would list the route's fields; an admin route
 * answers a customer 403. A route added without authentication fails here unless it is listed
 * as public below.
 */

jest.setTimeout(60_000);

/** The product API's routes that answer without a bearer token, on purpose. */
const PUBLIC = new Set([
  "GET /api/health",
  "POST /api/register",
  "POST /api/verify-otp",
  "POST /api/resend-otp",
  "POST /api/login",
  "POST /api/passkeys/sign-in/options",
  "POST /api/passkeys/sign-in",
  "POST /api/forgot-password",
  "POST /api/verify-reset-otp",
  "POST /api/reset-password",
  "GET /api/public/invoices/:reference",
  "GET /api/public/invoices/:reference/pdf",
  "GET /api/public/invoices/:reference/checkout",
  "GET /api/business/logo/:id",
  "GET /api/referral-codes/:code",
  "POST /api/webhooks/monnify",
  "POST /api/webhooks/vtpass",
  "GET /api/sandbox/outbox",
]);

/** OpenAPI's own pages (swagger-ui) are public documentation. */
const isDocs = (r: RouteEntry) => r.path.startsWith("/api/docs");

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  // The provider simulators (/sandbox/monnify, /sandbox/vtpass) speak the providers' APIs, not ours.
  routes = routeTable(t.app).filter((r) => r.path.startsWith("/api/") && !isDocs(r));
});
afterAll(() => t.close());

const key = (r: RouteEntry) => `${r.method} ${r.path}`;
/** Path parameters malformed, and a query string no list accepts (page 0), so any validation would fail. */
const url = (r: RouteEntry) => `${r.path.replace(/:[A-Za-z]+/g, "x").replace(/\*$/, "x")}?page=0&per_page=0&from=x`;

function send(r: RouteEntry, headers: Record<string, string> = {}) {
  const hasBody = r.method !== "GET" && r.method !== "DELETE";
  return t.app.inject({
    method: r.method as "GET",
    url: url(r),
    headers: hasBody ? { "content-type": "application/json", ...headers } : headers,
    payload: hasBody ? "{}" : undefined,
  });
}

test("the route table is read whole", () => {
  const keys = routes.map(key);
  for (const k of [
    "POST /api/business",
    "POST /api/invoices",
    "PUT /api/invoices/:id",
    "POST /api/sandbox/simulate-transfer",
    "GET /api/transactions/:id/receipt",
    "PUT /api/admin/settings/cashback-rates",
    "POST /api/admin/customers/:id/status",
    "POST /api/user/onboarding-seen",
  ]) {
    expect(keys).toContain(k);
  }
  for (const p of PUBLIC) expect(keys).toContain(p);
});

test("every signed-in route answers an anonymous {} with 401 before validating anything", async () => {
  const wrong: string[] = [];
  for (const r of routes.filter((r) => !PUBLIC.has(key(r)))) {
    for (const headers of [{}, bearer("not-a-real-token-but-long-enough")]) {
      const res = await send(r, headers);
      if (res.statusCode !== 401 || res.json().message !== "Unauthenticated.") {
        wrong.push(`${key(r)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test("every admin route answers a customer's {} with 403 before validating anything", async () => {
  const customer = await createUser(t);
  const wrong: string[] = [];
  for (const r of routes.filter((r) => r.path.startsWith("/api/admin/"))) {
    const res = await send(r, bearer(customer.token));
    if (res.statusCode !== 403) wrong.push(`${key(r)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
});

test("the OpenAPI document asks for a bearer token on exactly the signed-in routes", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const documented = new Map<string, boolean>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`, Boolean(op.security?.length));
    }
  }
  const wrong = routes.filter((r) => documented.has(key(r)) && documented.get(key(r)) === PUBLIC.has(key(r))).map(key);
  expect(wrong).toEqual([]);
});
