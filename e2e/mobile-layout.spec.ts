import { expect, test } from "@playwright/test";
import { verifiedCustomer } from "./support/accounts";
import { dismissOnboarding, expectDashboard, logIn } from "./support/pages";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("at 390 px the dashboard has the bottom bar and the dropdowns, not the sidebar", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Yusuf Garba" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);

  const bottom = page.getByRole("navigation", { name: "Quick navigation" });
  await expect(bottom).toBeVisible();
  for (const label of ["Home", "Bills & Services", "Virtual Account"])
    await expect(bottom.getByRole("link", { name: label })).toBeVisible();
  await expect(bottom.getByRole("button", { name: "Business" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await bottom.getByRole("button", { name: "Business" }).click();
  await expect(bottom.getByRole("link", { name: "Get Paid" })).toBeVisible();
  await expect(bottom.getByRole("link", { name: "Invoice" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bottom.getByRole("link", { name: "Get Paid" })).toBeHidden();
  // "Get Paid" opens Make Money, the reseller offer (issue 20); invoices are one of its ways.
  await bottom.getByRole("button", { name: "Business" }).click();
  await expect(bottom.getByRole("link", { name: "Invoice" })).toHaveAttribute("href", "/invoices");
  await bottom.getByRole("link", { name: "Get Paid" }).click();
  await expect(page).toHaveURL(/\/make-money#ways$/);
  await expect(page.getByRole("navigation", { name: "Ways to earn" })).toBeVisible();

  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByText(c.email)).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
