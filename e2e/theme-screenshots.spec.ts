import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { purchaseResponse } from "../lib/contracts/purchases";
import { API_URL } from "./support/accounts";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";
import { enterPinAndPay, result, SANDBOX } from "./support/purchases";
import { customerWithCase, customerWithData } from "./support/sample-customer";
import { summaryUrl } from "./support/summary-urls";
import { dismissOnboardingIfShown, verifiedCustomerWithFault } from "./support/wallet";

/**
 * Screenshots for looking at (not a check): the main customer pages at 390, 1024 and 1280 px in the
 * light and the dark scheme, into THEME_SHOTS (skipped when it is not set).
 * `THEME_SHOTS=/tmp/shots npx playwright test e2e/theme-screenshots.spec.ts`
 */
const DIR = process.env.THEME_SHOTS;
/** Phone, small laptop (tablet landscape), desktop. */
const WIDTHS = [390, 1024, 1280];
const heightFor = (width: number) => (width === 390 ? 844 : 800);
const PAGES = [
  "/dashboard",
  "/transactions",
  "/beneficiaries",
  "/statements",
  "/insights",
  "/claims",
  "/invoices",
  "/airtime",
  "/profile",
  "/notifications",
  "/schedules",
  "/make-money",
  "/bulk",
  "/api-keys",
  "/webhooks",
  "/developers",
];

test("screenshots of the main pages, light and dark, phone and desktop", async ({ page, browser, request }) => {
  test.skip(!DIR, "set THEME_SHOTS to a folder to take them");
  test.setTimeout(180_000);
  fs.mkdirSync(DIR!, { recursive: true });
  const c = await customerWithData(request);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightFor(width) });
      for (const p of PAGES) {
        await page.goto(p);
        await page.waitForLoadState("networkidle");
        const name = `${p.slice(1)}-${width}-${scheme}.png`;
        await page.screenshot({ path: path.join(DIR!, name), fullPage: true });
      }
    }
  }
  const ctx = await browser.newContext({ colorScheme: "dark", viewport: { width: 1280, height: 800 } });
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  for (const p of ["/admin/dashboard", "/admin/transactions", "/admin/cases"]) {
    await admin.goto(p);
    await admin.waitForLoadState("networkidle");
    await admin.screenshot({ path: path.join(DIR!, `${p.slice(1).replace("/", "-")}-1280-dark.png`), fullPage: true });
  }
  await ctx.close();
});

/** The page as it is now at each of WIDTHS, light and dark, into THEME_SHOTS (no reload: a state reached by acting). */
async function snap(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: heightFor(width) });
      // From the top: a view that moved the focus (the result's heading) leaves the page scrolled,
      // and a full-page shot would draw the sticky header where the scroll left it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(DIR!, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The same request as the API's client, with the customer's token. */
async function buy(request: APIRequestContext, token: string, pathname: string, data: Record<string, unknown>) {
  const res = await request.post(`${API_URL}${pathname}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return purchaseResponse.parse(await res.json()).transaction.id;
}

test("screenshots of the pages the display names, invoice statuses, account card and result title changed", async ({
  page,
  browser,
  request,
}) => {
  test.skip(!DIR, "set THEME_SHOTS to a folder to take them");
  test.setTimeout(240_000);
  fs.mkdirSync(DIR!, { recursive: true });
  const c = await customerWithCase(request);
  const dataId = await buy(request, c.token, "/api/data/purchase", {
    network_id: "mtn",
    variation_id: "mtn-50mb-200",
    amount: 200,
    phone: SANDBOX.successPhone,
    request_id: `SHOT_DATA_${Date.now()}`,
    pin: c.pin,
  });
  const electricityId = await buy(request, c.token, "/api/electricity/purchase", {
    disco: "ikeja-electric",
    meter_number: SANDBOX.prepaidMeter,
    meter_type: "prepaid",
    amount: 1500,
    phone: SANDBOX.successPhone,
    request_id: `SHOT_ELEC_${Date.now()}`,
    pin: c.pin,
  });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);
  for (const [name, p] of [
    ["transaction-data", `/transactions/${dataId}`],
    ["transaction-electricity", `/transactions/${electricityId}`],
    ["claim", `/claims/${c.caseId}`],
    ["insights-with-purchases", "/insights"],
    ["airtime-summary", summaryUrl("airtime")],
  ] as const) {
    await page.goto(p);
    await page.waitForLoadState("networkidle");
    await snap(page, name);
  }
  // A JAMB result: the exam type as customers read it, and the tab's title.
  const jamb = new URLSearchParams({
    examType: "JAMB (UTME & Direct Entry)",
    examTypeId: "jamb",
    variation: "UTME PIN (with mock)",
    variationCode: "utme-mock",
    price: "7700",
    phone: SANDBOX.successPhone,
    quantity: "1",
    requestId: `EXAMPIN_${Date.now()}_shotjamb`,
    profileId: SANDBOX.jambProfile,
  });
  await page.goto(`/exam-pin-summary?${jamb}`);
  await enterPinAndPay(page);
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await snap(page, "exam-result-jamb");

  // The invoice, paid through the sandbox checkout: the public page, its PDF and the list.
  const guest = await browser.newContext();
  const pub = await guest.newPage();
  await pub.goto(`/invoice/${c.invoiceReference}`);
  await pub.getByRole("link", { name: /^Pay / }).click();
  await pub.getByRole("button", { name: "Pay" }).click();
  await expect(pub.getByTestId("invoice-amount-label")).toHaveText("Amount paid");
  await snap(pub, "invoice-public-paid");
  const pdf = await pub.request.get(`/invoice/${c.invoiceReference}/pdf`);
  fs.writeFileSync(path.join(DIR!, "invoice-paid.pdf"), await pdf.body());
  await guest.close();
  await page.goto("/invoices");
  await page.waitForLoadState("networkidle");
  await snap(page, "invoices-paid");

  // The account card while the bank has not reserved the number: no Copy.
  const reserving = await verifiedCustomerWithFault(request, "monnifydown", "Bayo Adeleke-Ogunbanjo");
  const ctx = await browser.newContext();
  const p2 = await ctx.newPage();
  await logIn(p2, reserving.email, reserving.password);
  await expectDashboard(p2, reserving.name);
  await dismissOnboardingIfShown(p2);
  await snap(p2, "dashboard-account-reserving");
  await ctx.close();

  // The data purchase's admin page: its provider request, ledger entries and how it was asked for.
  const operator = await browser.newContext();
  const admin = await operator.newPage();
  await adminSignIn(admin);
  await admin.goto(`/admin/transactions/${dataId}`);
  await admin.waitForLoadState("networkidle");
  await snap(admin, "admin-transaction-data");
  await operator.close();
});
