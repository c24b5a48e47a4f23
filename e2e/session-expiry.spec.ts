import { expect, test } from "@playwright/test";
import { resetPasswordByApi } from "./support/accounts";
import { expectDashboard, field, signedInCustomer } from "./support/pages";
import { confirmAndPay, customerOnDashboard, pinPad, result, SANDBOX } from "./support/purchases";
import { E2E_PIN } from "./support/wallet";

test("a session the API no longer accepts ends at /login, without a redirect loop", async ({ page, request }) => {
  const c = await signedInCustomer(page, request, { name: "Emeka Obi" });

  // A password reset signs out every session: the cookie is still there, its token is dead.
  await resetPasswordByApi(request, c.email, "After-reset-pass-789");
  expect((await page.context().cookies()).some((x) => x.name === "nw_session")).toBe(true);

  // A BFF read answers 401 and clears the cookie.
  const res = await page.request.get("/api/user");
  expect(res.status()).toBe(401);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect((await page.context().cookies()).some((x) => x.name === "nw_session")).toBe(false);
});

test("a page render with a dead token drops the cookie through /login?expired=1", async ({ page, request }) => {
  const c = await signedInCustomer(page, request, { name: "Halima Musa" });
  await resetPasswordByApi(request, c.email, "After-reset-pass-789");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Please log in to continue." })).toBeVisible();
  expect((await page.context().cookies()).some((x) => x.name === "nw_session")).toBe(false);
  // And the next visit to /login stays there (no bounce back to the dashboard).
  await page.goto("/login");
  await expect(page).toHaveURL(/\/login$/);
});

test("a link to /login?expired=1 or /api/session-expired never ends a live session", async ({ page, request }) => {
  const c = await signedInCustomer(page, request, { name: "Ngozi Eze" });
  const sessionCookie = async () => (await page.context().cookies()).find((x) => x.name === "nw_session")?.value;
  const before = await sessionCookie();
  expect(before).toBeTruthy();

  // Anyone can send this link: the session is still good, so the customer is still signed in.
  await page.goto("/login?expired=1");
  await expectDashboard(page, c.name);
  expect(await sessionCookie()).toBe(before);

  // The handler that drops a refused session asks the API first, and this one is accepted.
  await page.goto("/api/session-expired");
  await expectDashboard(page, c.name);
  expect(await sessionCookie()).toBe(before);

  // Still signed in on the next visit, and the BFF still answers for this customer.
  await page.goto("/dashboard");
  await expectDashboard(page, c.name);
  expect((await page.request.get("/api/user")).status()).toBe(200);
});

test("a session that ends mid-purchase signs in again back on the same summary, which then pays", async ({
  page,
  request,
}) => {
  const c = await customerOnDashboard(page, request, { name: "Bola Ahmed", fund: 1_000 });
  await page.goto("/airtime");
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  const summaryUrl = page.url();

  // Signed out elsewhere ("sign out all other devices"): the session is gone when Pay is pressed
  // (or when the page's next read finds it gone: either way, to the login with the way back).
  await pinPad(page).fill(E2E_PIN);
  await page.context().clearCookies();
  await pinPad(page)
    .press("Enter", { timeout: 2_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?expired=1&next=%2Fairtime-summary%3F/);
  await field(page, "Email").fill(c.email);
  await field(page, "Password").fill(c.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(summaryUrl);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");

  // A link to a customer page while signed out comes back to it too; never to another site.
  await page.context().clearCookies();
  await page.goto("/transactions?page=1");
  await expect(page).toHaveURL(/\/login\?next=%2Ftransactions%3Fpage%3D1$/);
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2F");
  await field(page, "Email").fill(c.email);
  await field(page, "Password").fill(c.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expectDashboard(page, c.name);
});
