import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminSignIn } from "./support/pages";
import { confirmAndPay, customerOnDashboard, openTile, result, SANDBOX } from "./support/purchases";

/**
 * Scripts run only with the nonce of their request (lib/csp.ts, proxy.ts): every page's policy has
 * no 'unsafe-inline' for scripts and a nonce new on every request, every script Next renders
 * carries it, the pages work without a single CSP violation (the browser's
 * securitypolicyviolation events and console), and a script injected into a page does not run.
 */

const PUBLIC_PAGES = [
  "/login",
  "/register",
  "/verify-otp",
  "/forgot-password",
  "/terms",
  "/admin/login",
  "/sandbox/mailbox",
  "/developers",
  "/invoice/INV-NO-SUCH",
  "/no-such-page",
];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/transactions",
  "/beneficiaries",
  "/notifications",
  "/profile",
  "/airtime",
  "/data-purchase",
  "/electricity-purchase",
  "/paytv",
  "/exam-pin",
  "/business",
  "/invoices",
  "/kyc",
  "/airtime-summary",
  "/schedules",
  "/make-money",
  "/bulk",
  "/api-keys",
  "/webhooks",
];
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/customers",
  "/admin/transactions",
  "/admin/pending-purchases",
  "/admin/virtual-accounts",
  "/admin/webhooks",
  "/admin/audit-log",
  "/admin/ledger-check",
  "/admin/settings",
  "/admin/schedules",
  "/admin/levels",
  "/admin/referrals",
];

function scriptSrc(csp: string): string[] {
  const directive = csp.split(";").map((d) => d.trim().split(/\s+/));
  return directive.find(([name]) => name === "script-src")?.slice(1) ?? [];
}

/** Reads a page's HTML as the server sends it (with the browser's cookies) and checks its policy and scripts. */
async function expectNoncePolicy(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect([200, 404], path).toContain(res.status());
  const csp = res.headers()["content-security-policy"] ?? "";
  const sources = scriptSrc(csp);
  expect(sources, `${path}: ${csp}`).not.toContain("'unsafe-inline'");
  expect(sources, `${path}: ${csp}`).not.toContain("'unsafe-eval'");
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, `${path}: ${csp}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length, path).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  return nonce!;
}

/** Every CSP violation the browser reports on the page, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__reportCspViolation", (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample})`,
      );
    });
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
}

test("public pages: a nonce policy, a new nonce on every request, nonced scripts, no violation", async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) await expectNoncePolicy(request, path);
  expect(await expectNoncePolicy(request, "/login")).not.toBe(await expectNoncePolicy(request, "/login"));
  await visit(page, PUBLIC_PAGES);
  // The login form works: the button follows what is typed (hydrated script), and the answer shows.
  await page.goto("/login");
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeDisabled();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("nobody-csp@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-a-password");
  await login.click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  expect(violations).toEqual([]);
});

test("a customer signs in, reads every page and buys airtime without a CSP violation", async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await customerOnDashboard(page, request, { name: "Ngozi Eze", fund: 1_000 });
  for (const path of CUSTOMER_PAGES) await expectNoncePolicy(page.request, path);
  await visit(page, CUSTOMER_PAGES);

  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  await expectNoncePolicy(page.request, new URL(page.url()).pathname + new URL(page.url()).search);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  expect(violations).toEqual([]);
});

test("the admin signs in and reads every admin page, charts included, without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await adminSignIn(page);
  for (const path of ADMIN_PAGES) await expectNoncePolicy(page.request, path);
  await visit(page, ADMIN_PAGES);
  await page.goto("/admin/dashboard");
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("a script injected into a page does not run, and the browser reports it", async ({ page }) => {
  const violations = await watchViolations(page);
  // As an HTML injection would: an inline script in the page the server sent, under its own headers.
  await page.route("**/login", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<body([^>]*)>/, "<body$1><script>window.__injected = 1</script>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
});
