import { expect, test } from "@playwright/test";
import { resetPasswordByApi } from "./support/accounts";
import { expectDashboard, signedInCustomer } from "./support/pages";

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
