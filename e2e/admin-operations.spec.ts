import fs from "node:fs";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { API_URL, randomIp, verifiedCustomer } from "./support/accounts";
import { adminSignIn, logIn } from "./support/pages";
import { apiToken, E2E_PIN, setPinByApi, submitIdentityByApi } from "./support/wallet";
import { adminProviderAlertsResponse } from "../lib/contracts/admin-alerts";
import { adminCustomersResponse } from "../lib/contracts/admin-customers";
import { adminTransactionsResponse, sandboxFailedPurchaseResponse } from "../lib/contracts/admin-transactions";
import { userResponse } from "../lib/contracts/user";

/** The operators' tools beyond the spec: charts, detail views, actions, settings, audit log. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";
const SUCCESS_PHONE = "08011111111";
const STATE = `${SHOTS}/admin-state-${process.pid}.json`;
let seq = 0;
/**
 * One admin sign-in for the whole file (logins are limited to 10 per account per 15 minutes, and
 * admin.spec.ts signs in too); admin API calls go through the admin BFF with that session.
 */

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  await context.storageState({ path: STATE });
  await context.close();
});

test.afterAll(() => fs.rmSync(STATE, { force: true }));

/** An admin BFF call from the page (same origin, the admin cookie): status and JSON. */
async function adminBff(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const json: unknown = await res.json();
      return { status: res.status, body: json };
    },
    { method, path, body },
  );
}

/** The admin's saved session in this page's context, then the dashboard. */
async function adminLogIn(page: Page) {
  const { cookies } = JSON.parse(fs.readFileSync(STATE, "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, "X-Forwarded-For": randomIp() });

/** A customer with ₦2,500 (a simulated transfer once the virtual account is active), and their token. */
async function fundedCustomer(request: APIRequestContext, name: string) {
  const c = await verifiedCustomer(request, { name });
  const token = await apiToken(request, c.email, c.password);
  await submitIdentityByApi(request, token, { fullName: name }); // reserves the account number
  await setPinByApi(request, token, c.password);
  await expect
    .poll(
      async () =>
        (
          await request.post(`${API_URL}/api/sandbox/simulate-transfer`, {
            headers: auth(token),
            data: { amount: 2500 },
          })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(200);
  await expect
    .poll(async () => await balanceOf(request, token), { timeout: 20_000, message: "transfer not credited" })
    .toBe(2500);
  return { ...c, token };
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`${API_URL}/api/user`, { headers: auth(token) });
  return res.ok() ? userResponse.parse(await res.json()).data.balance : -1;
}

const buyAirtime = (request: APIRequestContext, token: string, amount = 100) =>
  request.post(`${API_URL}/api/pay/airtime`, {
    headers: auth(token),
    data: {
      network: "mtn",
      phone: SUCCESS_PHONE,
      amount,
      request_id: `E2E_ADMIN_${Date.now()}_${++seq}`,
      pin: E2E_PIN,
    },
  });

const lagosToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());

test("charts, paged and exported transactions, a customer found, opened, suspended (old token refused) and reactivated", async ({
  page,
  request,
}) => {
  const c = await fundedCustomer(request, "Kelechi Obi");
  for (let i = 0; i < 9; i++) expect((await (await buyAirtime(request, c.token)).json()).status).toBe("success");

  await adminLogIn(page);
  const daily = page.getByRole("region", { name: "Daily volume and commission" });
  await expect(daily.locator(".recharts-wrapper")).toBeVisible();
  await expect(daily.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "By service" }).locator(".recharts-wrapper")).toBeVisible();
  await daily.getByText("Show the numbers").click();
  const todayRow = daily.getByRole("row", { name: new RegExp(`^${lagosToday()}`) });
  await expect(todayRow).toBeVisible();
  const servicesTable = page.getByRole("region", { name: "By service" });
  await servicesTable.getByText("Show the numbers").click();
  const airtimeCount = Number(
    await servicesTable
      .getByRole("row", { name: /^Airtime/ })
      .getByRole("cell")
      .first()
      .textContent(),
  );
  expect(airtimeCount).toBeGreaterThanOrEqual(9);

  // 9 purchases, 9 cashback rows and the funding: 19 rows, 8 a page.
  await page.goto(`/admin/transactions?search=${encodeURIComponent(c.email)}`);
  await expect(page.getByTestId("list-total")).toHaveText("19");
  await expect(page.getByText("Page 1 of 3")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 3")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), "utf8")
    .split("\r\n")
    .filter(Boolean);
  expect(csv).toHaveLength(20);
  expect(csv.slice(1).every((l) => l.includes(c.email))).toBe(true);

  // Find the customer, open them, suspend.
  await page.goto("/admin/customers");
  await page.getByRole("search", { name: "Search customers" }).getByLabel("Search").fill(c.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: c.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: c.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" }).getByRole("row")).toHaveCount(9); // header + 8
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: `Suspend ${c.name}` }).click();
  await expect(page.getByRole("button", { name: `Reactivate ${c.name}` })).toBeVisible();
  // The token minted before the suspension is revoked: no purchase, no login.
  expect((await buyAirtime(request, c.token)).status()).toBe(401);
  expect(
    (
      await request.post(`${API_URL}/api/login`, {
        headers: { "X-Forwarded-For": randomIp() },
        data: { email: c.email, password: c.password },
      })
    ).status(),
  ).toBe(403);
  await page.getByRole("button", { name: `Reactivate ${c.name}` }).click();
  await expect(page.getByRole("button", { name: `Suspend ${c.name}` })).toBeVisible();
  const fresh = await apiToken(request, c.email, c.password);
  expect((await buyAirtime(request, fresh)).status()).toBe(200);

  await page.goto("/admin/audit-log?action=customer.status");
  await expect(page.getByRole("row", { name: /suspended → active|active → suspended/ })).toHaveCount(2);
});

test("a failed purchase that was not refunded is refunded once from its detail page, and audited", async ({
  page,
  request,
}) => {
  const c = await fundedCustomer(request, "Ngozi Eze");
  await adminLogIn(page);
  // The engine refunds every failure it sees itself; a failed, unrefunded row comes from outside it
  // (imported history, a manual fix). The sandbox fixture makes one.
  const fixture = await adminBff(page, "POST", "/api/admin/sandbox/failed-purchase", {
    customer_id: await customerId(request, c.token),
    amount: 300,
  });
  expect(fixture.status, JSON.stringify(fixture.body)).toBe(201);
  const { id, reference } = sandboxFailedPurchaseResponse.parse(fixture.body);
  expect(await balanceOf(request, c.token)).toBe(2200);

  await page.goto(`/admin/transactions?search=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airtime purchase");
  await expect(page.getByText("Not refunded")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Refund ₦300.00" }).click();
  // The page refreshes into its refunded state (no Refund button) and keeps the answer on screen.
  await expect(page.getByText("Refunded to the wallet")).toBeVisible();
  await expect(page.getByRole("button", { name: /Refund/ })).toHaveCount(0);
  const answer = page.getByRole("status").filter({ hasText: "Refunded ₦300.00 to the customer's wallet." });
  await expect(answer).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await answer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/ops-refund-answer-${width}.png` });
  }
  const ledger = page.getByRole("region", { name: "Ledger entries" });
  await expect(ledger.getByText(`refund:${id}`).first()).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Admin actions on this transaction" }).getByRole("row", { name: /Refund/ }),
  ).toBeVisible();
  expect(await balanceOf(request, c.token)).toBe(2500);
  // Pressing again (a second tab, a replayed request) changes nothing.
  const again = await adminBff(page, "POST", `/api/admin/transactions/${id}/refund`, {});
  expect(again).toEqual({ status: 409, body: { message: "This purchase was already refunded." } });
  expect(await balanceOf(request, c.token)).toBe(2500);
});

test("a purchase VTpass reverses after delivery shows delivered then reversed; a refusal for our own account raises a dashboard alert, resolved once", async ({
  page,
  request,
}) => {
  const c = await fundedCustomer(request, "Emeka Obi");
  const buy = async (phone: string) =>
    (
      await request.post(`${API_URL}/api/pay/airtime`, {
        headers: auth(c.token),
        data: { network: "mtn", phone, amount: 100, request_id: `E2E_ADMIN_${Date.now()}_${++seq}`, pin: E2E_PIN },
      })
    ).json();
  const reversible = await buy("08020300000"); // delivered, then reversed by the simulated VTpass
  expect(reversible).toMatchObject({ status: "success", cashback_amount: 2 });
  const refused = await buy("08002200000"); // VTpass: 022 ACCOUNT SUSPENDED
  expect(refused).toMatchObject({ status: "failed", code: "022" });

  await adminLogIn(page);
  const panel = page.getByRole("alert").filter({ hasText: "Provider account needs attention" });
  await expect(panel).toBeVisible();
  const alert = panel.getByTestId("provider-alert").filter({ hasText: "VTpass code 022: ACCOUNT SUSPENDED" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: refused.transaction_reference })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/ops-provider-alert-${width}.png` });
  }

  // The simulated VTpass reverses it about 20 s after delivery and calls back.
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`${API_URL}/api/transactions/${reversible.transaction.id}`, { headers: auth(c.token) })
          ).json()
        ).transaction?.status,
      { timeout: 45_000, intervals: [1000] },
    )
    .toBe("reversed");
  expect(await balanceOf(request, c.token)).toBe(2500);
  await page.goto(`/admin/transactions/${reversible.transaction.id}`);
  const history = page.getByTestId("transaction-history");
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").nth(2)).toContainText("reversed");
  await expect(history.getByRole("listitem").nth(2)).toContainText("The provider reversed it (code 040");
  await expect(page.getByText("Refunded to the wallet", { exact: true })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: `${SHOTS}/ops-reversed-${width}.png`, fullPage: true });
  }

  await page.goto("/admin/dashboard");
  page.once("dialog", (d) => d.accept());
  await alert.getByRole("button", { name: "Mark resolved" }).click();
  await expect(alert).toHaveCount(0);
  const again = await adminBff(page, "GET", "/api/admin/provider-alerts");
  expect(adminProviderAlertsResponse.parse(again.body).alerts.some((a) => a.code === "022")).toBe(false);
});

async function customerId(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`${API_URL}/api/user`, { headers: auth(token) });
  return userResponse.parse(await res.json()).data.id;
}

test("a cashback rate the next purchase uses; a service switched off is refused with a clear message; provider settings without secrets", async ({
  page,
  request,
}) => {
  const c = await fundedCustomer(request, "Bisi Adeyemi");
  await adminLogIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const rate = page.locator("#rate-airtime");
  await rate.fill("5");
  await rate.locator("xpath=..").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Airtime cashback saved: 5%.")).toBeVisible();
  const bought = await (await buyAirtime(request, c.token, 200)).json();
  expect(bought).toMatchObject({ status: "success", cashback_amount: 10 });
  await rate.fill("2");
  await rate.locator("xpath=..").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Airtime cashback saved: 2%.")).toBeVisible();

  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Switch off Airtime" }).click();
  await expect(page.getByText("Airtime purchases switched off.")).toBeVisible();
  const refused = await buyAirtime(request, c.token);
  expect(refused.status()).toBe(503);
  expect(await refused.json()).toEqual({ message: "Airtime purchases are temporarily unavailable." });
  await page.getByRole("button", { name: "Switch on Airtime" }).click();
  await expect(page.getByText("Airtime purchases switched on.")).toBeVisible();
  expect((await buyAirtime(request, c.token)).status()).toBe(200);

  const providers = page.getByRole("region", { name: "Provider configuration" });
  await expect(providers.getByText("sandbox", { exact: true })).toBeVisible();
  await expect(providers.getByText("MONNIFY_SECRET_KEY")).toBeVisible();
  expect(await page.content()).not.toContain("sandbox-secret-not-for-production");

  await page.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Action").selectOption("cashback_rate.set");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: /rate bp: 200 → 500/ }).first()).toBeVisible();
  await expect(page.getByRole("row", { name: /rate bp: 500 → 200/ }).first()).toBeVisible();
  for (const [link, heading] of [
    ["Webhook log", "Webhook log"],
    ["Pending purchases", "Pending purchases"],
    ["Ledger check", "Ledger check"],
  ]) {
    await page.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByText("Ledger is consistent")).toBeVisible();
});

test("a customer session cannot open any of the operators' pages or calls", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Sade Lawal" });
  await logIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const id = "6f1c1f5e-0000-4000-8000-000000000000";
  for (const path of [
    `/admin/transactions/${id}`,
    `/admin/customers/${id}`,
    "/admin/webhooks",
    "/admin/pending-purchases",
    "/admin/ledger-check",
    "/admin/audit-log",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  for (const path of ["/api/admin/transactions/export.csv", "/api/admin/audit-log", "/api/admin/stats/series"]) {
    expect((await page.request.get(path)).status()).toBe(401);
  }
  // The customer's own token straight at the API: 403 on every admin call.
  const token = await apiToken(request, c.email, c.password);
  expect(
    (await request.post(`${API_URL}/api/admin/transactions/${id}/refund`, { headers: auth(token) })).status(),
  ).toBe(403);
});

for (const width of [1280, 390]) {
  test(`screenshots of the operators' pages at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 900 },
      isMobile: width === 390,
      hasTouch: width === 390,
    });
    const page = await context.newPage();
    await adminLogIn(page);
    const tx = adminTransactionsResponse.parse(
      (await adminBff(page, "GET", "/api/admin/transactions?type=purchase&per_page=1")).body,
    ).transactions[0];
    const { customers } = adminCustomersResponse.parse(
      (await adminBff(page, "GET", "/api/admin/customers?per_page=1")).body,
    );
    const pages = [
      ["/admin/dashboard", "ops-dashboard"],
      ["/admin/settings", "ops-settings"],
      ["/admin/webhooks", "ops-webhooks"],
      ["/admin/pending-purchases", "ops-pending"],
      ["/admin/ledger-check", "ops-ledger"],
      ["/admin/audit-log", "ops-audit"],
      ["/admin/transactions", "ops-transactions"],
      ...(tx ? [[`/admin/transactions/${tx.id}`, "ops-transaction-detail"]] : []),
      ...(customers[0] ? [[`/admin/customers/${customers[0].id}`, "ops-customer-detail"]] : []),
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/admin/dashboard") await expect(page.locator(".recharts-wrapper").first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
}
