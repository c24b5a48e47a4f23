import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { verifiedCustomer } from "./accounts";

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function expectDashboard(page: Page, name: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome Back, ${name}` })).toBeVisible();
}

/** A text box by its exact accessible name (labels show a decorative "*" for required fields). */
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The page's own alert box (Next's route announcer is also role=alert, and empty). */
export const alertBox = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

/** A new customer (zero balance) sees the onboarding modal on the dashboard; close it with Got It. */
export async function dismissOnboarding(page: Page) {
  const dialog = page.getByRole("dialog", { name: /Fund your wallet/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Got It" }).click();
  await expect(dialog).toBeHidden();
}

/** The demo admin the API seeds at start in sandbox mode (README, "Demo admin"). */
export const DEMO_ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? "admin@nairawallet.ng",
  password: process.env.DEMO_ADMIN_PASSWORD ?? "Admin12345!",
};

/** Signs the demo admin in through /admin/login and waits for the admin dashboard. */
export async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A new verified customer, signed in through /login and on the dashboard. */
export async function signedInCustomer(
  page: Page,
  request: APIRequestContext,
  opts: { name?: string; email?: string } = {},
) {
  const customer = await verifiedCustomer(request, opts);
  await logIn(page, customer.email, customer.password);
  await expectDashboard(page, customer.name);
  return customer;
}
