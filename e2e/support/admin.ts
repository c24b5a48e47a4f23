import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { adminSignIn } from "./pages";
import { customerWithCase } from "./sample-customer";

/**
 * The admin pages' checks start the same way: a customer with a purchase and its open case
 * (customerWithCase), and the demo admin signed in, in a browser context of its own. Also the path
 * of the first customer the admin's list links to (a customer's page to check).
 */
export async function adminWithCase(browser: Browser, request: APIRequestContext) {
  const customer = await customerWithCase(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  await page.goto("/admin/customers");
  const customerPath = await page.locator('a[href^="/admin/customers/"]').first().getAttribute("href");
  expect(customerPath, "a customer's page in the admin's list").toBeTruthy();
  return { ...customer, context, page, customerPath: customerPath! };
}
