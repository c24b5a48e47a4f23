import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminSignIn } from "./support/pages";
import { customerOnDashboard } from "./support/purchases";
import { upgradeToReseller } from "./support/levels";

/**
 * Issue 20's price on every entry form: a Reseller sees "You pay ₦X, you save ₦Y" on the
 * electricity and cable TV forms as on airtime and data; and the admin's levels screen adds
 * and removes a fixed price for one data plan.
 */
test.describe.configure({ timeout: 180_000 });

async function axeClean(page: Page) {
  const found = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = found.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

test("a Reseller sees their own price on the electricity and cable TV entry forms", async ({ page, request }) => {
  // The exam form shows it in its summary only: with the line on the entry form, /exam-pin's first
  // load went over e2e/page-weight.spec.ts's 1.5x (components/purchases/exam-pin-form.tsx).
  await customerOnDashboard(page, request, { name: "Ngozi Okafor", fund: 2000 });
  await upgradeToReseller(page);

  // Electricity: 0.6% off (migration 0025), once the amount is within ₦1,000-₦100,000.
  await page.goto("/electricity-purchase");
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("500");
  await expect(page.getByTestId("your-price")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("5000");
  await expect(page.getByTestId("your-price")).toHaveText("You pay ₦4,970.00, you save ₦30.00 as a Reseller.");
  await axeClean(page);

  // Cable TV: 1.2% off the plan's price.
  await page.goto("/paytv");
  await page.getByRole("combobox", { name: "Provider" }).selectOption({ value: "dstv" });
  await page.getByRole("combobox", { name: "Plan" }).selectOption({ value: "dstv-padi" });
  await expect(page.getByTestId("your-price")).toHaveText("You pay ₦4,347.20, you save ₦52.80 as a Reseller.");
  await axeClean(page);
});

test("the admin adds a fixed price for one data plan to a level, with clear errors, and removes it", async ({
  page,
}) => {
  await adminSignIn(page);
  await page.goto("/admin/levels");
  const add = page.getByRole("form", { name: "Add a fixed plan price for API partner" });
  await expect(add).toBeVisible();

  // Nothing filled: each field says what it needs, the first is focused, nothing is sent.
  await add.getByRole("button", { name: "Add plan price" }).click();
  await expect(add.getByText("Choose the plan's network.")).toBeVisible();
  await expect(add.getByText("Enter the plan's variation code.")).toBeVisible();
  await expect(add.getByText("Valid amount is required.")).toBeVisible();
  await expect(add.getByRole("combobox", { name: "Network" })).toBeFocused();
  await expect(add.getByRole("combobox", { name: "Network" })).toHaveAttribute("aria-invalid", "true");

  await add.getByRole("combobox", { name: "Network" }).selectOption({ label: "9mobile" });
  await add.getByRole("textbox", { name: "Plan variation code" }).fill("eti-2000");
  await add.getByRole("textbox", { name: "Price (₦)" }).fill("abc");
  await add.getByRole("button", { name: "Add plan price" }).click();
  await expect(add.getByText("Valid amount is required.")).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Price (₦)" })).toBeFocused();

  await add.getByRole("textbox", { name: "Price (₦)" }).fill("1900");
  await add.getByRole("button", { name: "Add plan price" }).click();
  await expect(page.getByText("9mobile eti-2000 now costs API partners ₦1,900.00.")).toBeVisible();
  const list = page.getByRole("list", { name: "API partner fixed plan prices" });
  await expect(list).toContainText("9mobile eti-2000: ₦1,900.00 (list ₦2,000.00)");
  // The percentages the level had are kept (API partner: 3.5% off data).
  await expect(page.getByRole("form", { name: "API partner prices" }).getByLabel("Data discount (%)")).toHaveValue(
    "3.5",
  );
  await axeClean(page);

  // Audited like every level change.
  await page.goto("/admin/audit-log?action=level.update");
  await expect(page.getByRole("table").first()).toContainText("api_partner");
  await expect(page.getByRole("table").first()).toContainText("eti-2000");

  await page.goto("/admin/levels");
  await page.getByRole("button", { name: "Remove the fixed price of eti-2000" }).click();
  await expect(page.getByText("The fixed price of eti-2000 was removed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "API partner fixed plan prices" })).toHaveCount(0);
});
