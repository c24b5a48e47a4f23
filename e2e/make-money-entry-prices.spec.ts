import { expect, test, type Browser, type Page } from "@playwright/test";
import { adminSignIn } from "./support/pages";
import { formatNaira } from "../lib/money";
import { confirmAndPay, customerOnDashboard, result, SANDBOX } from "./support/purchases";
import { upgradeToReseller } from "./support/levels";
import { axeClean } from "./support/axe";

/**
 * Issue 20's price on every entry form: a Reseller sees "You pay ₦X, you save ₦Y" on the data,
 * electricity, cable TV and exam forms as on airtime, and on the data summary, and is debited it;
 * and the admin's levels screen adds and removes a fixed price for one data plan.
 */
test.describe.configure({ timeout: 180_000 });

/** The admin's levels screen in a browser of its own. */
async function adminLevels(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  await page.goto("/admin/levels");
  return { page, close: () => context.close() };
}

/** Sets the Reseller's percent off exam pins on the admin screen ("" removes it). */
async function setResellerExamPercent(page: Page, percent: string) {
  const form = page.getByRole("form", { name: "Reseller prices" });
  await form.getByLabel("Exam Pins discount (%)").fill(percent);
  await form.getByRole("button", { name: "Save Reseller" }).click();
  await expect(form.getByText("Reseller saved.")).toBeVisible();
}

test("a Reseller sees their own price on the data form and the data summary, and is debited it", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Chidi Eze", fund: 2000 });
  await upgradeToReseller(page);
  const line = "You pay ₦97.00, you save ₦3.00 as a Reseller."; // 3% off data (migration 0025)

  await page.goto("/data-purchase");
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  const plan = page.getByRole("combobox", { name: "Data plan" });
  await expect(plan).toBeEnabled();
  await plan.selectOption({ label: "100 MB, 24 hours — ₦100.00" });
  await expect(page.getByTestId("your-price")).toHaveText(line);
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await axeClean(page, { bestPractice: false });
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/data-summary\?/);
  await expect(page.getByTestId("your-price")).toHaveText(line);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  // ₦2,000 - ₦1,000 upgrade fee - ₦97.00.
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-balance")).toHaveText(formatNaira(903));
});

test("a Reseller sees their own price on the electricity, cable TV and exam entry forms", async ({
  page,
  request,
  browser,
}) => {
  // The seeded Reseller level has no exam discount: the admin gives 1% for this test.
  const admin = await adminLevels(browser);
  await setResellerExamPercent(admin.page, "1");
  try {
    await customerOnDashboard(page, request, { name: "Ngozi Okafor", fund: 2000 });
    await upgradeToReseller(page);

    // Electricity: 0.6% off (migration 0025), once the amount is within ₦1,000-₦100,000.
    await page.goto("/electricity-purchase");
    await page.getByRole("textbox", { name: "Amount (₦)" }).fill("500");
    await expect(page.getByTestId("your-price")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Amount (₦)" }).fill("5000");
    await expect(page.getByTestId("your-price")).toHaveText("You pay ₦4,970.00, you save ₦30.00 as a Reseller.");
    await axeClean(page, { bestPractice: false });

    // Cable TV: 1.2% off the plan's price.
    await page.goto("/paytv");
    await page.getByRole("combobox", { name: "Provider" }).selectOption({ value: "dstv" });
    await page.getByRole("combobox", { name: "Plan" }).selectOption({ value: "dstv-padi" });
    await expect(page.getByTestId("your-price")).toHaveText("You pay ₦4,347.20, you save ₦52.80 as a Reseller.");

    // Exam pins: 1% off the total, which follows the quantity.
    await page.goto("/exam-pin");
    await page.getByRole("combobox", { name: "Exam type" }).selectOption({ value: "waec" });
    await page.getByRole("radio", { name: "WASSCE Result Checker PIN — ₦3,900.00" }).check();
    await expect(page.getByTestId("your-price")).toHaveText("You pay ₦3,861.00, you save ₦39.00 as a Reseller.");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await expect(page.getByTestId("your-price")).toHaveText("You pay ₦7,722.00, you save ₦78.00 as a Reseller.");
    await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
    await axeClean(page, { bestPractice: false });
  } finally {
    await setResellerExamPercent(admin.page, "");
    await admin.close();
  }
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
  await axeClean(page, { bestPractice: false });

  // Audited like every level change.
  await page.goto("/admin/audit-log?action=level.update");
  await expect(page.getByRole("table").first()).toContainText("api_partner");
  await expect(page.getByRole("table").first()).toContainText("eti-2000");

  await page.goto("/admin/levels");
  await page.getByRole("button", { name: "Remove the fixed price of eti-2000" }).click();
  await expect(page.getByText("The fixed price of eti-2000 was removed.")).toBeVisible();
  await expect(page.getByRole("list", { name: "API partner fixed plan prices" })).toHaveCount(0);
});
