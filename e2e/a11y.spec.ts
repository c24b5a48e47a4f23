import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";
import { enterPinAndPay, pinPad, result, SANDBOX } from "./support/purchases";
import { bff } from "./support/bff";
import { upgradeToReseller } from "./support/levels";
import { customerWithData } from "./support/sample-customer";
import { SUMMARY_SERVICES, summaryUrl } from "./support/summary-urls";
import { streamedIn } from "./support/streamed";
import { E2E_PIN } from "./support/wallet";

/**
 * axe on every page: no serious or critical violation (WCAG 2.1 A/AA and best practices), in the
 * light and the dark colour scheme (the device's setting, which the pages follow by default).
 */
const PUBLIC_PAGES = [
  "/login",
  "/register",
  "/verify-otp",
  "/forgot-password",
  "/terms",
  "/admin/login",
  "/developers",
  "/sandbox/mailbox",
  "/offline",
];
const CUSTOMER_PAGES = [
  "/dashboard",
  // The Fund Account modal over the dashboard.
  "/dashboard?fund=1",
  "/transactions",
  "/beneficiaries",
  "/notifications",
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
  "/kycmodal",
  "/claims",
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
  "/admin/virtual-accounts",
  "/admin/settings",
  "/admin/pending-purchases",
  "/admin/webhooks",
  "/admin/audit-log",
  "/admin/ledger-check",
  "/admin/cases",
  "/admin/schedules",
  "/admin/levels",
  "/admin/referrals",
];

const SCHEMES = ["light", "dark"] as const;
test.describe.configure({ timeout: 300_000 });

/** The page loaded once in the first scheme, then checked in each (it follows a scheme changed under it). */
async function seriousViolations(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const found = [];
  for (const scheme of SCHEMES) found.push(...(await violationsHere(page, path, scheme)));
  return found;
}

/** axe on the page as it is now, in this scheme (a view reached by acting on it, like a purchase's result). */
async function violationsHere(page: Page, path: string, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  // The page follows the device's scheme, also when it changes under an open page.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.getAttribute("data-theme")), { message: path })
    .toBe(scheme);
  await streamedIn(page);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(result.passes.length, `axe checked nothing on ${path}`).toBeGreaterThan(10);
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      path,
      scheme,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
}

/** A customer with history and an invoice (customerWithData), signed in on the dashboard. */
async function signedInWithData(page: Page, request: APIRequestContext) {
  const customer = await customerWithData(request);
  await logIn(page, customer.email, customer.password);
  await expectDashboard(page, customer.name);
  return customer;
}

async function checkAll(page: Page, paths: string[]) {
  const found = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
}

test("public pages have no serious or critical accessibility violations", async ({ page, request }) => {
  const { invoiceReference } = await customerWithData(request);
  await checkAll(page, [...PUBLIC_PAGES, `/invoice/${invoiceReference}`]);
});

// A customer with history and an invoice, so the tables, badges and amounts are checked too.
test("customer pages have no serious or critical accessibility violations", async ({ page, request }) => {
  await signedInWithData(page, request);
  await checkAll(page, CUSTOMER_PAGES);
});

test("the first Tab on a page is 'Skip to content', which takes the keyboard past the navigation", async ({
  page,
  request,
}) => {
  await signedInWithData(page, request);
  await page.goto("/airtime");
  // Before React reveals the streamed form, the only stops after #main are outside it.
  await streamedIn(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the page's own content, not the sidebar or the top bar.
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

// The badges only a reseller's keys and a customer's schedules show (their dark colours were once unreadable).
test("schedules and API keys, with their status badges, have no serious or critical accessibility violations", async ({
  page,
  request,
}) => {
  await signedInWithData(page, request);
  await upgradeToReseller(page);
  const schedule = await bff(page, "/api/schedules", {
    service: "airtime",
    purchase: { network: "mtn", phone: SANDBOX.successPhone, amount: 100 },
    frequency: "weekly",
    start_at: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16),
    request_id: `A11Y_SCHEDULE_${Date.now()}`,
    pin: E2E_PIN,
  });
  expect(schedule.status).toBe(201);
  for (const mode of ["live", "test"]) {
    const key = await bff(page, "/api/api-keys", { name: `${mode} key`, mode, pin: E2E_PIN });
    expect(key.status, JSON.stringify(key.json)).toBe(200);
  }
  await checkAll(page, ["/schedules", "/api-keys"]);
});

// The five summaries as their entry forms open them (details and PIN pad), and a purchase's result.
test("summary pages and a purchase result have no serious or critical accessibility violations", async ({
  page,
  request,
}) => {
  await signedInWithData(page, request);
  const summaries = SUMMARY_SERVICES.map(summaryUrl);
  const found = [];
  for (const path of summaries) {
    await page.goto(path);
    // The summary itself, not the 'Invalid purchase details' notice that sends the customer back.
    await expect(pinPad(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const scheme of SCHEMES) found.push(...(await violationsHere(page, path, scheme)));
  }
  await page.goto(summaries[0]);
  await enterPinAndPay(page);
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  for (const scheme of SCHEMES) found.push(...(await violationsHere(page, "the airtime purchase's result", scheme)));
  expect(found).toEqual([]);
});

test("admin pages have no serious or critical accessibility violations", async ({ page, request }) => {
  await customerWithData(request);
  await adminSignIn(page);
  await page.goto("/admin/customers");
  const customer = await page.locator('a[href^="/admin/customers/"]').first().getAttribute("href");
  await page.goto("/admin/transactions");
  const transaction = await page.locator('a[href^="/admin/transactions/"]').first().getAttribute("href");
  expect(customer && transaction).toBeTruthy();
  await checkAll(page, [...ADMIN_PAGES, customer!, transaction!]);
});

// At 320 px the wide tables scroll inside their cards: each scroll area must take keyboard focus
// (axe scrollable-region-focusable), the levels table on /make-money and the admin tables alike.
test("pages whose tables scroll sideways at 320 px have no serious or critical accessibility violations", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signedInWithData(page, request);
  await checkAll(page, ["/make-money", "/profile", "/invoices"]);
  await page.context().clearCookies();
  await adminSignIn(page);
  await checkAll(page, ["/admin/levels", "/admin/dashboard"]);
});
