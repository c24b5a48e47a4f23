import { expect, test, type Page, type Response } from "@playwright/test";
import { verifiedCustomer } from "./support/accounts";
import { adminSignIn, alertBox, dismissOnboarding, expectDashboard, logIn, signedInCustomer } from "./support/pages";
import { transactionsResponse } from "../lib/contracts/wallet";

/**
 * Security headers on every page, tampered session cookies, and cross-origin writes to the BFF.
 * The pages must still render and hydrate under the CSP (no CSP violation in the console).
 */
const PUBLIC_PAGES = ["/login", "/register", "/verify-otp", "/forgot-password", "/terms", "/admin/login"];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/transactions",
  "/statements",
  "/insights",
  "/profile",
  "/airtime",
  "/data-purchase",
  "/electricity-purchase",
  "/paytv",
  "/exam-pin",
  "/business",
  "/invoices",
  "/kyc",
];
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/customers",
  "/admin/transactions",
  "/admin/virtual-accounts",
  "/admin/settings",
];

function expectSecurityHeaders(res: Response | null, path: string) {
  expect(res, path).not.toBeNull();
  const h = res!.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("object-src 'none'");
  expect(h["x-content-type-options"], path).toBe("nosniff");
  expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], path).toBe("DENY");
  // The sandbox runs on http://localhost: no HSTS there (it is added with APP_ENV=production).
  expect(h["strict-transport-security"], path).toBeUndefined();
  expect(h["x-powered-by"], path).toBeUndefined();
}

/** Collects CSP violations the browser reports while the test runs. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

async function visitAll(page: Page, paths: string[], expectedPath: (p: string) => RegExp) {
  for (const path of paths) {
    const res = await page.goto(path);
    expectSecurityHeaders(res, path);
    expect(res!.status(), path).toBeLessThan(400);
    await expect(page, path).toHaveURL(expectedPath(path));
    await expect(page.locator("main, [role=main], form").first(), path).toBeVisible();
  }
}

test("public pages carry the security headers and render under the CSP", async ({ page }) => {
  const violations = watchCsp(page);
  await visitAll(page, PUBLIC_PAGES, (p) => new RegExp(p === "/verify-otp" ? "/(verify-otp|register|login)" : `${p}$`));
  expect(violations).toEqual([]);
});

test("customer pages carry the security headers, hydrate and work under the CSP", async ({ page, request }) => {
  const violations = watchCsp(page);
  const customer = await verifiedCustomer(request);
  await logIn(page, customer.email, customer.password); // a client-side form: needs the scripts to run
  await expectDashboard(page, customer.name);
  await dismissOnboarding(page); // a client-side modal: hydrated
  await visitAll(page, CUSTOMER_PAGES, (p) => new RegExp(`${p}$`));
  expect(violations).toEqual([]);
});

test("admin pages carry the security headers under the CSP", async ({ page }) => {
  const violations = watchCsp(page);
  await adminSignIn(page);
  await visitAll(page, ADMIN_PAGES, (p) => new RegExp(`${p}$`));
  expect(violations).toEqual([]);
});

test("static assets and BFF answers carry nosniff too", async ({ page, request, baseURL }) => {
  const res = await page.goto("/login");
  const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  const asset = await request.get(`${baseURL}${script}`);
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res!.headers()["content-security-policy"]).toBeTruthy();
  const bff = await request.get(`${baseURL}/api/user`);
  expect(bff.status()).toBe(401);
  expect(bff.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a tampered or forged customer cookie ends at /login, with no access to data", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedInCustomer(page, request);
  const cookie = (await context.cookies()).find((c) => c.name === "nw_session");
  expect(cookie).toBeTruthy();
  const v = cookie!.value;
  const tampered = [
    `${v.slice(0, Math.floor(v.length / 2))}${v[Math.floor(v.length / 2)] === "A" ? "B" : "A"}${v.slice(Math.floor(v.length / 2) + 1)}`,
    v.slice(0, -4),
    "Fe26.2**forged**value",
    "x",
  ];
  for (const value of tampered) {
    await context.clearCookies();
    await context.addCookies([{ ...cookie!, value }]);
    await page.goto("/dashboard");
    await expect(page, value.slice(0, 20)).toHaveURL(/\/login/);
    const api = await page.request.get(`${baseURL}/api/transactions`);
    expect(api.status(), value.slice(0, 20)).toBe(401);
  }
});

test("a tampered admin cookie ends at /admin/login", async ({ page, context }) => {
  await adminSignIn(page);
  const cookie = (await context.cookies()).find((c) => c.name === "nw_admin");
  expect(cookie).toBeTruthy();
  await context.clearCookies();
  await context.addCookies([{ ...cookie!, value: `${cookie!.value.slice(0, -6)}AAAAAA` }]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("cross-origin state-changing requests to the BFF are refused, even with a valid session", async ({
  page,
  request,
  baseURL,
}) => {
  await signedInCustomer(page, request);
  const purchase = { network: "mtn", phone: "08011111111", amount: 100, request_id: `AIRTIME_sec_${Date.now()}` };
  const attempts: [string, Record<string, string>][] = [
    ["foreign Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site", Origin: baseURL! }],
    ["Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }],
    ["Origin null", { Origin: "null" }],
    ["neither header", {}],
  ];
  for (const [name, headers] of attempts) {
    for (const path of ["/api/pay/airtime", "/api/logout", "/api/user/onboarding-seen"]) {
      const res = await page.request.post(`${baseURL}${path}`, {
        headers: { "content-type": "application/json", ...headers },
        data: purchase,
      });
      expect({ name, path, status: res.status() }).toEqual({ name, path, status: 403 });
    }
  }
  // The session is intact (the logout attempts were refused) and nothing was bought.
  const list = await page.request.get(`${baseURL}/api/transactions`);
  expect(list.status()).toBe(200);
  expect(transactionsResponse.parse(await list.json()).transactions).toEqual([]);
});

test("repeated wrong passwords lock the account's login for a while, and the page says for how long", async ({
  page,
  request,
}) => {
  const c = await verifiedCustomer(request, { name: "Tunde Bakare" });
  // Ten wrong passwords are answered as such; the eleventh attempt is refused, even with the right one.
  for (let i = 0; i < 10; i++) {
    await logIn(page, c.email, `wrong-password-${i}`);
    await expect(alertBox(page)).toContainText("Invalid email or password.");
  }
  await logIn(page, c.email, c.password);
  await expect(alertBox(page)).toHaveText(/Too many attempts\. Please try again in 1[45] minutes\./);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `/tmp/shots-security/login-locked-${width}.png` });
  }
  await expect(page).toHaveURL(/\/login/);
});
