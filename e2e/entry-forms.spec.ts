import { expect, test, type Page } from "@playwright/test";
import { adminSignIn } from "./support/pages";
import { confirmAndPay, customerOnDashboard, openTile, result, SANDBOX, shots } from "./support/purchases";
import { streamedIn } from "./support/streamed";

/*
 * Issue 16: screens that never fight the customer. Pasted phone numbers, kept edits, a
 * switched-off service said up front, the exam quantity's limit, one short reference, and the
 * small slips (result title, pagination, Business details, hint beside an error).
 */

test.use({ viewport: { width: 1280, height: 800 } });

const phone = (page: Page) => page.getByRole("textbox", { name: "Phone number" });
const summary = (page: Page) => page.getByTestId("purchase-summary");

/** The summary's value for a label. */
const summaryValue = (page: Page, label: string) =>
  summary(page)
    .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test("a pasted +234 number is kept whole, bought for 08011111111, with one short reference to copy", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Kemi Pasted", fund: 5_000 });
  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");

  // A paste (fill puts the whole text in at once): the field takes all of it, no 11-character cut,
  // and reads it as the national number.
  await phone(page).fill("+234 801 111 1111");
  await expect(phone(page)).toHaveValue("08011111111");

  // Other ways of writing it land the same.
  for (const written of ["0801 111 1111", "2348011111111", "(0801) 111-1111"]) {
    await phone(page).fill(written);
    await expect(phone(page)).toHaveValue("08011111111");
  }
  await phone(page).fill("+234 801 111 1111");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?.*phone=08011111111/);
  await expect(summaryValue(page, "Phone number")).toHaveText("08011111111");

  // One short reference, the same on the summary and the result, with a Copy button.
  const ref = summaryValue(page, "Reference");
  await expect(ref).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}/);
  const short = (await ref.textContent())!.slice(0, 9);
  await shots(page, "i16-airtime-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  // The result is titled as a purchase, not a summary.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Airtime purchase");
  await expect(page).toHaveTitle("Airtime purchase result · Naira Wallet");
  await expect(result(page).getByTestId("result-reference")).toHaveText(short);
  await expect(result(page).getByTestId("support-reference")).toHaveText(/^\S{20,}$/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await result(page).getByRole("button", { name: "Copy reference" }).click();
  await expect(result(page).getByRole("button", { name: "Copied reference" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);
  await shots(page, "i16-airtime-result");

  // Paid: the entry form starts clean next time.
  await page.goto("/airtime");
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveValue("");
});

test("Edit details and Back keep the values and the meter's verification", async ({ page, request }) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Tunde Edits", fund: 5_000 });
  await openTile(page, "Electricity", /\/electricity-purchase$/);
  const disco = page.getByRole("combobox", { name: "Electricity provider" });
  await expect(disco).toBeEnabled();
  await disco.selectOption({ value: "ikeja-electric" });
  await page.getByRole("textbox", { name: "Meter number" }).fill(SANDBOX.prepaidMeter);
  await page.getByRole("button", { name: "Verify Meter" }).click();
  await expect(page.getByTestId("meter-verified")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("1500");
  await phone(page).fill("0801-111-1111");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/electricity-summary\?/);
  // Provider names as customers read them.
  await expect(summaryValue(page, "Provider")).toHaveText("Ikeja Electric");
  await expect(summaryValue(page, "Meter type")).toHaveText("Prepaid");

  await page.getByRole("link", { name: "Edit details" }).click();
  await expect(page).toHaveURL(/\/electricity-purchase$/);
  await expect(disco).toHaveValue("ikeja-electric");
  await expect(page.getByRole("textbox", { name: "Meter number" })).toHaveValue(SANDBOX.prepaidMeter);
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveValue("1500");
  await expect(phone(page)).toHaveValue("08011111111");
  // The verification is kept: no second Verify before the summary.
  await expect(page.getByTestId("meter-verified")).toBeVisible();
  await shots(page, "i16-electricity-kept");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/electricity-summary\?/);

  // The browser's Back does the same.
  await page.goBack();
  await expect(page).toHaveURL(/\/electricity-purchase$/);
  await expect(page.getByRole("textbox", { name: "Meter number" })).toHaveValue(SANDBOX.prepaidMeter);
  await expect(page.getByTestId("meter-verified")).toBeVisible();
});

test("a service switched off by the admin is said on the dashboard, the entry page and the summary, before any payment", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Ngozi Waits", fund: 5_000 });
  // A summary opened while the service was on.
  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await phone(page).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  const summaryUrl = page.url();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminSignIn(adminPage);
  const setAirtime = async (enabled: boolean) =>
    adminPage.evaluate(
      async (enabled) =>
        (
          await fetch("/api/admin/settings/services", {
            method: "PUT",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ service: "airtime", enabled }),
          })
        ).status,
      enabled,
    );
  expect(await setAirtime(false)).toBe(200);
  try {
    await page.goto("/dashboard");
    // The services stream in after the shell (their fallback grid is replaced): wait for the
    // streamed tile, then no airtime tile may still offer the service.
    const tile = page.locator('#bills [data-service="airtime"][data-unavailable="true"]');
    await expect(tile).toBeVisible();
    await expect(tile).toContainText("Unavailable");
    await expect(page.locator('#bills [data-service="airtime"]:not([data-unavailable="true"])')).toHaveCount(0);
    await shots(page, "i16-dashboard-service-off");

    await tile.click();
    await expect(page).toHaveURL(/\/airtime$/);
    await expect(page.getByTestId("service-off")).toContainText("Airtime purchases are temporarily unavailable.");
    await expect(page.getByRole("combobox", { name: "Network" })).toBeDisabled();
    await expect(phone(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Proceed to Summary" })).toBeDisabled();
    await shots(page, "i16-airtime-service-off");

    await page.goto(summaryUrl);
    await expect(page.getByText("Airtime purchases are temporarily unavailable.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and Pay" })).toBeDisabled();
    await shots(page, "i16-airtime-summary-service-off");
  } finally {
    expect(await setAirtime(true)).toBe(200);
    await admin.close();
  }
  // On again: the same summary pays.
  await page.goto(summaryUrl);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
});

test("exam quantity: the limit is told, never clamped; no limit shown before a type is chosen", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Femi Counts", fund: 0 });
  await page.goto("/exam-pin");
  const quantity = page
    .getByRole("spinbutton", { name: "Quantity" })
    .or(page.getByRole("textbox", { name: "Quantity" }));
  await expect(quantity).toHaveAccessibleDescription("Choose an exam type to see how many cards you can buy.");
  await expect(page.getByText("From 1 to 1")).toHaveCount(0);
  const type = page.getByRole("combobox", { name: "Exam type" });
  await expect(type).toBeEnabled();
  await type.selectOption({ value: "waec" });
  await expect(quantity).toHaveAccessibleDescription("From 1 to 10 cards per purchase.");
  await quantity.fill("100");
  await expect(quantity).toHaveValue("100");
  await expect(quantity).toHaveAccessibleDescription("You can buy at most 10 WAEC Result Checker cards per purchase.");
  await shots(page, "i16-exam-quantity");
  await quantity.fill("10");
  await expect(quantity).toHaveAccessibleDescription("From 1 to 10 cards per purchase.");
  // Another type starts again at 1 with its own limit, and no stale error.
  await quantity.fill("100");
  await type.selectOption({ value: "jamb" });
  await expect(quantity).toHaveValue("1");
  await expect(quantity).toHaveAccessibleDescription("One card per purchase for this exam.");
});

test("small slips: the hint gives way to the error, no pager for one page, Business details in the menu", async ({
  page,
  request,
}) => {
  // One transaction (the funding): fewer than a page.
  await customerOnDashboard(page, request, { name: "Ada Slips", fund: 1_000 });
  await page.goto("/airtime");
  const amount = page.getByRole("textbox", { name: "Amount (₦)" });
  await expect(amount).toHaveAccessibleDescription("Minimum ₦50");
  await amount.fill("49");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(amount).toHaveAccessibleDescription("Amount must be at least ₦50.");

  await page.goto("/transactions");
  await streamedIn(page);
  await expect(page.getByTestId("transaction-row")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Transaction pages" })).toHaveCount(0);
  await expect(page.getByTestId("page-label")).toHaveCount(0);
  await shots(page, "i16-transactions");
  // At 390 px a history row is a compact card (it was 280 px tall).
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await page.getByTestId("transaction-row").first().boundingBox();
  expect(card!.height).toBeLessThan(180);
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page.getByRole("link", { name: "Business details" }).first()).toHaveAttribute("href", "/business");
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image/);
});
