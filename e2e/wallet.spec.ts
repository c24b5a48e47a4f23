import { expect, test, type Page } from "@playwright/test";
import { customerReference } from "../components/transactions/transaction-display";
import { verifiedCustomer } from "./support/accounts";
import { expectDashboard, logIn, signedInCustomer } from "./support/pages";
import {
  apiToken,
  customerWithAccount,
  dismissOnboarding,
  fillIdentityModal,
  fundByApi,
  historyByApi,
  lagosDay,
  onboardingDialog,
  pdfText,
  uniqueIdNumber,
  verifiedCustomerWithFault,
  waitForAccountNumber,
} from "./support/wallet";
import { axeClean } from "./support/axe";

const rows = (page: Page) => page.getByTestId("transaction-row");
const pageLabel = (page: Page) => page.getByTestId("page-label");

/** A customer whose account was reserved with a BVN, with `amounts` already credited through simulated transfers. */
async function fundedCustomer(request: Parameters<typeof verifiedCustomer>[0], name: string, amounts: number[]) {
  const c = await customerWithAccount(request, { name });
  if (amounts.length) await fundByApi(request, c.token, amounts, amounts.length);
  return c;
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new customer gives a BVN for the account number, copies it, simulates a transfer, sees the credit, downloads the receipt and pages the history", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const c = await signedInCustomer(page, request, { name: "Adaeze Nwosu" });

    // Onboarding: a zero balance and never dismissed; its first step is getting the account number.
    await expect(onboardingDialog(page)).toContainText("bank transfer");
    await expect(onboardingDialog(page)).toContainText("Get your account number");
    await dismissOnboarding(page);

    // No account number until a BVN or NIN is given (Monnify's rule since September 2024).
    const card = page.getByTestId("account-card");
    await expect(page.getByTestId("account-notice")).toHaveAttribute("data-state", "ask");
    await expect(page.getByTestId("account-number")).toHaveCount(0);
    await card.getByRole("button", { name: "Get your account number" }).click();
    const ask = page.getByRole("dialog", { name: "Get your account number" });
    await fillIdentityModal(ask, { fullName: c.name, number: uniqueIdNumber() });
    await ask.getByRole("button", { name: "Get account number" }).click();
    await expect(ask.getByText("KYC submitted successfully!")).toBeVisible();
    await expect(ask.getByTestId("kyc-account-number")).toContainText(/\d{10}/);
    await ask.getByRole("button", { name: "Done" }).click();
    await expect(ask).toBeHidden();

    await expect(page.getByTestId("account-holder")).toHaveText(new RegExp(c.name, "i"));
    const accountNumber = await waitForAccountNumber(page);
    await expect(page.getByTestId("bank-name")).toHaveText(/\w+/);
    await expect(page.getByTestId("available-balance")).toHaveText("₦0.00");
    for (const [id, label] of [
      ["balance", "Balance"],
      ["amount_spent", "Amount Spent"],
      ["cashback_total", "Cashback"],
    ]) {
      await expect(page.getByTestId(`summary-${id}`)).toHaveText(`${label}₦0.00`);
    }
    await expect(page.getByTestId("transactions-empty")).toContainText("No transactions yet.");
    for (const [name, href] of [
      ["Data", "/data-purchase"],
      ["Electricity", "/electricity-purchase"],
      ["Cable TV", "/paytv"],
      ["Airtime", "/airtime"],
      ["Exam Pins", "/exam-pin"],
    ]) {
      await expect(page.locator("#bills").getByRole("link", { name })).toHaveAttribute("href", href);
    }

    // Copy: the clipboard holds the number, the button and the line under it say so, the card lights up for 2 s.
    const copy = card.getByRole("button", { name: "Copy account number" });
    await copy.click();
    await expect(copy).toHaveText("Copied");
    await expect(page.getByTestId("account-feedback")).toHaveText("Account number copied to clipboard.");
    await expect(card).toHaveAttribute("data-highlighted", "true");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
    await expect(card).toHaveAttribute("data-highlighted", "false", { timeout: 5_000 });
    await expect(copy).toHaveText("Copy");

    // Refresh account details answers with the API's message.
    await card.getByRole("button", { name: "Refresh account details" }).click();
    await expect(page.getByTestId("account-feedback")).toHaveText("Account details refreshed.");

    // Fund Account from the sidebar: the details, then a simulated transfer.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Fund Account" }).click();
    await expect(page).toHaveURL(/\/dashboard\?fund=1$/);
    const fund = page.getByRole("dialog", { name: "Fund Account" });
    await expect(fund).toContainText(accountNumber);
    await expect(fund).toContainText("How to fund your wallet");
    const amount = fund.getByRole("textbox", { name: "Amount (₦)" });
    await amount.fill("0.50");
    await fund.getByRole("button", { name: "Simulate transfer" }).click();
    await expect(fund.getByText("The amount must be at least ₦1.00.")).toBeVisible();
    await amount.fill("5,000");
    await fund.getByRole("button", { name: "Simulate transfer" }).click();
    await expect(
      fund.getByRole("status").filter({ hasText: "₦5,000.00 received. Your balance is now ₦5,000.00." }),
    ).toBeVisible({ timeout: 20_000 });
    await fund.getByRole("button", { name: "Done" }).click();
    await expect(fund).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(page.getByTestId("available-balance")).toHaveText("₦5,000.00");
    await expect(page.getByTestId("summary-balance")).toHaveText("Balance₦5,000.00");
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    for (const text of ["Wallet Funding", "+₦5,000.00", "Successful", "Funding"]) await expect(row).toContainText(text);

    // The row shows the short reference; the receipt is receipt_{full reference}.pdf with both in it.
    const short = (await row.locator('[data-label="Reference"]').textContent())!.trim();
    expect(short).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const token = await apiToken(request, c.email, c.password);
    const reference = (await historyByApi(request, token)).transactions[0].reference;
    const downloading = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download receipt ${short}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt_${reference.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`);
    const file = test.info().outputPath("receipt.pdf");
    await download.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain("Transaction Receipt");
    expect(text).toContain(reference);
    expect(text).toContain("5,000.00");

    // Nine more transfers: ten entries, two pages of eight.
    await fundByApi(request, token, [100, 200, 300, 400, 500, 600, 700, 800, 900], 10);
    await page.reload();
    await expect(onboardingDialog(page)).toBeHidden();
    await expect(page.getByTestId("available-balance")).toHaveText("₦9,500.00");
    await expect(pageLabel(page)).toHaveText("Page 1 of 2");
    await expect(rows(page)).toHaveCount(8);
    const history = page.getByRole("navigation", { name: "Transaction pages" });
    await expect(history.getByRole("button", { name: "Previous" })).toBeDisabled();
    await history.getByRole("button", { name: "Next" }).click();
    await expect(pageLabel(page)).toHaveText("Page 2 of 2");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).last()).toContainText("+₦5,000.00");
    await expect(history.getByRole("button", { name: "Next" })).toBeDisabled();
    await history.getByRole("button", { name: "Previous" }).click();
    await expect(pageLabel(page)).toHaveText("Page 1 of 2");
    await expect(rows(page).first()).toContainText("+₦900.00");
  });

  test("the /transactions page filters, searches and pages, with the state in the URL", async ({ page, request }) => {
    const c = await fundedCustomer(request, "Emeka Obi", [1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700, 1800]);
    const all = await historyByApi(request, c.token);
    const target = all.transactions.find((t) => t.amount === 1300)!;

    await logIn(page, c.email, c.password);
    await expectDashboard(page, c.name);
    await dismissOnboarding(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
    await expect(rows(page)).toHaveCount(8);
    await expect(pageLabel(page)).toHaveText("Page 1 of 2");
    await axeClean(page, { everyRule: true, everyImpact: true });

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/transactions\?page=2$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("+₦1,000.00");

    // A filter starts again at page 1.
    await page.getByLabel("Type", { exact: true }).selectOption("funding");
    await expect(page).toHaveURL(/\/transactions\?type=funding$/);
    await expect(pageLabel(page)).toHaveText("Page 1 of 2");

    await page.getByLabel("Status", { exact: true }).selectOption("failed");
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByTestId("transactions-empty")).toContainText("No transactions match these filters.");
    await page.getByTestId("transactions-empty").getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(rows(page)).toHaveCount(8);

    await page.getByLabel("Service", { exact: true }).selectOption("wallet_funding");
    await page.getByRole("searchbox", { name: "Search by reference" }).fill(target.reference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`service=wallet_funding&search=${encodeURIComponent(target.reference).replace(/[|]/g, "\\$&")}`),
    );
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('[data-label="Reference"]')).toHaveText(
      customerReference({ reference: target.reference, request_id: target.request_id }),
    );
    await expect(rows(page).first()).toContainText("+₦1,300.00");

    // The URL is the state: a reload shows the same.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search by reference" })).toHaveValue(target.reference);
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("wallet_funding");
    await expect(rows(page)).toHaveCount(1);

    // Dates are Lagos days: nothing tomorrow, everything today; a reversed range is refused.
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await page.getByLabel("From", { exact: true }).fill(lagosDay(1));
    await expect(page).toHaveURL(new RegExp(`from=${lagosDay(1)}`));
    await expect(page.getByTestId("transactions-empty")).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill(lagosDay(0));
    await expect(page).toHaveURL(new RegExp(`from=${lagosDay(0)}$`));
    await expect(rows(page)).toHaveCount(8);
    await page.getByLabel("To", { exact: true }).fill(lagosDay(-1));
    await expect(page.getByText("The end date must not be before the start date.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`from=${lagosDay(0)}$`));
    await page.getByLabel("To", { exact: true }).fill(lagosDay(0));
    await expect(page).toHaveURL(new RegExp(`from=${lagosDay(0)}&to=${lagosDay(0)}$`));
    await expect(rows(page)).toHaveCount(8);
  });

  test("while the bank cannot reserve the account, the card says it is being set up and the refresh asks again", async ({
    page,
    request,
  }) => {
    const c = await verifiedCustomerWithFault(request, "monnifydown", "Bayo Adeleke");
    await logIn(page, c.email, c.password);
    await expectDashboard(page, c.name);
    await dismissOnboarding(page);

    const card = page.getByTestId("account-card");
    await expect(page.getByTestId("account-notice")).toContainText("Your virtual account is being set up.");
    await expect(page.getByTestId("account-number")).toHaveCount(0);
    await card.getByRole("button", { name: "Refresh account details" }).click();
    await expect(page.getByTestId("account-feedback")).toHaveText(
      "Your virtual account is still being set up. Please try again in a moment.",
    );
    // Nothing to copy yet: no Copy is offered until the number exists (issue 16, defect 9).
    await expect(card.getByRole("button", { name: /copy/i })).toHaveCount(0);

    // Fund Account has nothing to transfer to yet, and so no sandbox transfer either.
    await page.goto("/dashboard?fund=1");
    const fund = page.getByRole("dialog", { name: "Fund Account" });
    await expect(fund.getByTestId("account-details-missing")).toContainText("Your virtual account is being set up.");
    await expect(fund.getByRole("button", { name: "Simulate transfer" })).toHaveCount(0);
  });

  test("the spec's failure messages: history, user data and receipts", async ({ page, request }) => {
    const c = await fundedCustomer(request, "Halima Musa", [250]);
    await logIn(page, c.email, c.password);
    await expectDashboard(page, c.name);
    await dismissOnboarding(page);
    await expect(rows(page)).toHaveCount(1);

    await page.route("**/api/transactions/*/receipt", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await rows(page)
      .first()
      .getByRole("button", { name: /Download receipt/ })
      .click();
    await expect(rows(page).first().getByRole("alert")).toHaveText("Failed to download receipt. Please try again.");

    await page.route("**/api/transactions?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page.route("**/api/user", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    // A dashboard loaded afresh shows what the server has just read without reading it again
    // (useSeededRevalidateOnMount); one the browser comes back to in the session reads both again.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Failed to load transactions.")).toBeVisible();
    await expect(page.getByText("Could not load user data.")).toBeVisible();
    // The card still shows what the server read.
    await expect(page.getByTestId("available-balance")).toHaveText("₦250.00");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("at 390 px: bottom bar, no sidebar, the account card, history rows as cards, Virtual Account opens the details", async ({
    page,
    request,
  }) => {
    const c = await fundedCustomer(request, "Ifeoma Eze", [2500]);
    await logIn(page, c.email, c.password);
    await expectDashboard(page, c.name);
    await dismissOnboarding(page);

    const bottom = page.getByRole("navigation", { name: "Quick navigation" });
    await expect(bottom).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByTestId("available-balance")).toHaveText("₦2,500.00");
    const accountNumber = await waitForAccountNumber(page);

    await expect(rows(page)).toHaveCount(1);
    expect(
      await rows(page)
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe("grid");
    await expect(rows(page).first()).toContainText("+₦2,500.00");

    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await bottom.getByRole("link", { name: "Virtual Account" }).click();
    const fund = page.getByRole("dialog", { name: "Fund Account" });
    await expect(fund).toContainText(accountNumber);
    await fund.getByRole("button", { name: "Done" }).click();
    await expect(fund).toBeHidden();

    await axeClean(page, { everyRule: true, everyImpact: true });

    await page.goto("/transactions");
    await expect(rows(page)).toHaveCount(1);
    expect(
      await rows(page)
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe("grid");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeClean(page, { everyRule: true, everyImpact: true });

    // A page past the end (an old link) offers the way back.
    await page.goto("/transactions?page=7");
    await expect(page.getByTestId("transactions-empty")).toContainText("There is nothing on this page.");
    await page.getByRole("button", { name: "Go to page 1" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(rows(page)).toHaveCount(1);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.locator("main dd").filter({ hasText: c.email })).toBeVisible();
    // The account was reserved with the customer's BVN: KYC is verified with it.
    await expect(page.getByTestId("kyc-status")).toHaveText("Verified");
    await expect(page.getByRole("link", { name: "View KYC" })).toHaveAttribute("href", "/kyc");
    await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your current password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByText(accountNumber)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("closing the onboarding modal dismisses it: a funded customer does not see it again in a later session", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const c = await customerWithAccount(request, { name: "Chidi Eze" });
  await fundByApi(request, c.token, [500], 1);
  await logIn(page, c.email, c.password);
  await expect(onboardingDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(onboardingDialog(page)).toBeHidden();

  const later = await browser.newContext({ baseURL });
  const again = await later.newPage();
  await logIn(again, c.email, c.password);
  await expectDashboard(again, c.name);
  await expect(again.getByTestId("dashboard-live")).toHaveAttribute("data-onboarding", "closed");
  await later.close();
});
