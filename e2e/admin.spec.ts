import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { API_URL, randomIp, verifiedCustomer } from "./support/accounts";
import { logIn } from "./support/pages";
import { apiToken, submitIdentityByApi } from "./support/wallet";

/** The demo admin the API seeds at start in sandbox mode (README, "Demo admin"). */
const ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? "admin@nairawallet.ng",
  password: process.env.DEMO_ADMIN_PASSWORD ?? "Admin12345!",
};
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";
const PAGES = [
  { path: "/admin/dashboard", heading: "Dashboard", link: "Dashboard" },
  { path: "/admin/customers", heading: "Customers", link: "Customers" },
  { path: "/admin/transactions", heading: "Transactions", link: "Transactions" },
  { path: "/admin/virtual-accounts", heading: "Virtual Accounts", link: "Virtual Accounts" },
  { path: "/admin/settings", heading: "Settings", link: "Settings" },
] as const;

async function adminLogIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** A customer with a funded wallet (₦2,500 by a simulated bank transfer once the virtual account is active). */
async function fundedCustomer(request: APIRequestContext, name: string) {
  const c = await verifiedCustomer(request, { name });
  const ip = randomIp();
  const login = await request.post(`${API_URL}/api/login`, {
    headers: { "X-Forwarded-For": ip },
    data: { email: c.email, password: c.password },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  await submitIdentityByApi(request, token, { fullName: name }); // reserves the account number
  await expect
    .poll(
      async () =>
        (
          await request.post(`${API_URL}/api/sandbox/simulate-transfer`, {
            headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": ip },
            data: { amount: 2500 },
          })
        ).status(),
      { timeout: 20_000, message: "virtual account never became active" },
    )
    .toBe(200);
  return c;
}

const hasAdminCookie = async (page: Page) => (await page.context().cookies()).some((c) => c.name === "nw_admin");

test("an admin signs in, sees the cards and tables, visits every page, suspends and reactivates, and logs out", async ({
  page,
  request,
}) => {
  const customer = await fundedCustomer(request, "Amaka Nwosu");

  await adminLogIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Statistics" });
  for (const label of ["Total Transactions", "Total Commission Earned", "Today's Earning", "Virtual Accounts"])
    await expect(cards.getByText(label)).toBeVisible();
  const recent = page.getByRole("region", { name: "Recent transactions" });
  for (const col of ["Customer", "Service", "Transaction Reference", "Date/Time", "Status"])
    await expect(recent.getByRole("columnheader", { name: col })).toBeVisible();
  // The customer's funding shows with the spec's date format and the successful label.
  const row = recent.getByRole("row", { name: new RegExp(customer.email) }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText("successful")).toBeVisible();
  await expect(row.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Admin" });
  for (const p of PAGES) {
    await sidebar.getByRole("link", { name: p.link }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Cashback rates" })).toBeVisible();
  await page.goto("/admin/ledger-check");
  await expect(page.getByText("Ledger is consistent")).toBeVisible();
  await page.goto("/admin/webhooks");
  await expect(
    page
      .getByRole("region", { name: "Webhook events" })
      .getByRole("cell", { name: /^Credited/ })
      .first(),
  ).toBeVisible();

  await page.goto("/admin/virtual-accounts");
  for (const col of ["Account Number", "Holder Name", "Balance", "Status", "Bank"])
    await expect(page.getByRole("columnheader", { name: col })).toBeVisible();
  await expect(page.getByTestId("list-total")).toBeVisible();

  await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
  const customerRow = page.getByRole("row", { name: new RegExp(customer.email) });
  await expect(customerRow.getByText("₦2,500.00")).toBeVisible();
  await expect(customerRow.getByText("active")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await customerRow.getByRole("button", { name: `Suspend ${customer.name}` }).click();
  await expect(customerRow.getByText("suspended")).toBeVisible();
  // A suspended customer cannot log in.
  await logIn(page, customer.email, customer.password);
  await expect(page.getByRole("alert").filter({ hasText: "suspended" })).toBeVisible();
  await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
  await customerRow.getByRole("button", { name: `Reactivate ${customer.name}` }).click();
  await expect(customerRow.getByText("active")).toBeVisible();

  await page.goto("/admin/transactions?status=successful");
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("successful");
  await expect(page.getByRole("row", { name: new RegExp(customer.email) }).first()).toBeVisible();
  // A funding was asked for through no channel: the channel filter leaves it out, and keeps the others.
  await page.getByLabel("Channel").selectOption({ label: "Web or app" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]channel=web(&|$)/);
  await expect(page.getByLabel("Channel")).toHaveValue("web");
  await expect(page.getByLabel("Status")).toHaveValue("successful");
  await expect(page.getByRole("row", { name: new RegExp(customer.email) })).toHaveCount(0);
  // A channel the API does not know is no filter, not a failed list.
  await page.goto(`/admin/transactions?channel=phone&search=${encodeURIComponent(customer.email)}`);
  await expect(page.getByLabel("Channel")).toHaveValue("");
  await expect(page.getByRole("row", { name: new RegExp(customer.email) }).first()).toBeVisible();

  await sidebar.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await hasAdminCookie(page)).toBe(false);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the customer and virtual-account lists page forward and back through their links, never showing a row twice", async ({
  page,
  request,
}) => {
  // More than a page (8) of customers and of virtual accounts, whatever else the parallel tests add.
  for (let i = 0; i < 9; i++) {
    const c = await verifiedCustomer(request, { name: `Paging Customer ${i}` });
    await submitIdentityByApi(request, await apiToken(request, c.email, c.password), { fullName: c.name });
  }
  await adminLogIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const list of ["/admin/customers", "/admin/virtual-accounts"]) {
    await page.goto(list);
    const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows.first()).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Pagination" });
    // Each row by its email (balances and statuses may change meanwhile).
    const emails = async () => (await rows.allInnerTexts()).map((r) => r.match(/[\w.+-]+@[\w.-]+/)?.[0]);
    const first = await emails();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2&after=\d+$/);
    await expect(pager).toContainText("Page 2 of");
    await expect(rows.first()).toBeVisible();
    const second = await emails();
    expect(
      second.filter((r) => first.includes(r)),
      list,
    ).toEqual([]);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/[?&]page=1&before=\d+$/);
    await expect(pager).toContainText("Page 1 of");
    expect(await emails(), list).toEqual(first);

    // An address past the last page says so and links to the last page, not "No customers yet".
    await page.goto(`${list}?page=9999`);
    const past = page.getByTestId("past-last-page");
    await expect(past).toContainText("There is no page 9999");
    await past.getByRole("link", { name: "Go to the last page" }).click();
    await expect(rows.first()).toBeVisible();
  }
});

test("an admin account is refused at the customer sign-in and gets no customer cookie", async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText("This is an admin account. Sign in at the admin panel.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("nw_session");
});

test("a customer's credentials are refused at /admin/login and get no admin cookie", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Tunde Bakare" });
  await adminLogIn(page, c.email, c.password);
  await expect(page.getByRole("alert").filter({ hasText: "This account does not have admin access." })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await hasAdminCookie(page)).toBe(false);

  await adminLogIn(page, ADMIN.email, "wrong-password-1");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
});

test("admin pages without the admin cookie go to /admin/login, also for a signed-in customer", async ({
  page,
  request,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);

  const c = await verifiedCustomer(request, { name: "Ifeoma Obi" });
  await logIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  // The admin BFF refuses without the admin session too.
  const res = await page.request.get("/api/admin/stats");
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: "No authentication token found" });
});

test("a forged admin cookie is dropped: the page goes to /admin/login", async ({ page, context }) => {
  await context.addCookies([
    { name: "nw_admin", value: "not-a-real-session", url: `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}` },
  ]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("a refused admin token ends the session: the cookie is dropped and the login page says so", async ({ page }) => {
  await adminLogIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await hasAdminCookie(page)).toBe(true);
  // Where admin pages send a token the API answered 401/403 to.
  await page.goto("/api/admin/session-expired");
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
  await expect(page.getByText("Your admin session has ended. Please log in again.")).toBeVisible();
  expect(await hasAdminCookie(page)).toBe(false);
  await page.goto("/admin/customers");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

for (const width of [1280, 390]) {
  test(`screenshots of every admin page at ${width} px`, async ({ browser }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 900 },
      isMobile: width === 390,
      hasTouch: width === 390,
    });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.screenshot({ path: `${SHOTS}/login-${width}.png`, fullPage: true });
    await adminLogIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${p.path.split("/").pop()}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
}
