import { expect, test } from "@playwright/test";
import { axeClean } from "./support/axe";
import { formatNaira } from "../lib/money";
import { API_URL, PASSWORD, randomIp, readCode, uniqueEmail } from "./support/accounts";
import { field } from "./support/pages";
import { confirmAndPay, customerOnDashboard, result, SANDBOX } from "./support/purchases";
import { apiToken, E2E_PIN, fundByApi, historyByApi, submitIdentityByApi } from "./support/wallet";

/**
 * Make Money (issue 20): the hub of the ways to earn ("Make Money" and "Get Paid" open it), the
 * upgrade to Reseller paid from the wallet, and the new price on the airtime summary; a referral
 * link carried through registration, paid once.
 */
test.describe.configure({ timeout: 180_000 });

test("a customer upgrades to Reseller from Make Money and sees their new price on the airtime summary", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Kemi Balogun", fund: 5000 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Make Money" }).click();
  await expect(page).toHaveURL(/\/make-money$/);
  await expect(page.getByRole("heading", { level: 1, name: "Make Money" })).toBeVisible();
  await expect(page.getByText("You are a Customer")).toBeVisible();
  // Services by the names customers read on every other page ("Cable TV", not the operators' "PayTV").
  await expect(page.getByRole("table", { name: "Discounts by level" }).getByRole("rowheader")).toHaveText([
    "Airtime",
    "Data",
    "Electricity",
    "Cable TV",
  ]);
  await axeClean(page, { bestPractice: false });
  // The hub: every way to earn, one tap each.
  const hub = page.getByRole("navigation", { name: "Ways to earn" });
  for (const [name, href] of [
    ["Bulk purchases", "/bulk"],
    ["API keys", "/api-keys"],
    ["Webhooks", "/webhooks"],
    ["Developer docs", "/developers"],
    ["Invite friends", "#invite"],
    ["Invoices", "/invoices"],
  ])
    await expect(hub.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  await hub.getByRole("link", { name: /^Developer docs/ }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partner API" })).toBeVisible();
  // "Get Paid" in the sidebar opens the same page.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Paid" }).click();
  await expect(page).toHaveURL(/\/make-money#ways$/);
  await expect(page.getByRole("navigation", { name: "Ways to earn" })).toBeVisible();
  // One entry marked as the page shown: Make Money, not Get Paid beside it.
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Make Money" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Get Paid" })).not.toHaveAttribute("aria-current", "page");

  await page.getByRole("textbox", { name: "Transaction PIN", exact: true }).fill(E2E_PIN);
  await page.getByRole("button", { name: "Upgrade to Reseller for ₦1,000.00" }).click();
  // The page, rendered again with the new level, says it once (politely, as a status) and takes the
  // query it was told by out of the address: a reload or a copied link does not say it again.
  await expect(page.getByText("You are a Reseller")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "You are now a Reseller." })).toBeVisible();
  // The button pressed went with its card: focus is on the notice, not lost to the page's body.
  await expect(page.locator(":focus")).toContainText("You are now a Reseller.");
  await expect(page).toHaveURL(/\/make-money$/);
  await page.reload();
  await expect(page.getByText("You are a Reseller")).toBeVisible();
  await expect(page.getByText("You are now a Reseller.")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /Become a/ })).toHaveCount(0);

  // The entry form and the summary show the customer's own price; the debit is that price.
  await page.goto("/airtime");
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await expect(page.getByTestId("your-price")).toHaveText("You pay ₦97.50, you save ₦2.50 as a Reseller.");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  await expect(page.getByTestId("your-price")).toHaveText("You pay ₦97.50, you save ₦2.50 as a Reseller.");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  // ₦5,000 - ₦1,000 fee - ₦97.50.
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-balance")).toHaveText(formatNaira(3902.5));
  await page.goto("/transactions");
  await page
    .getByRole("link", { name: /Airtime/ })
    .first()
    .click();
  await expect(page.getByTestId("transaction-page")).toContainText("Reseller discount");
  await expect(page.getByTestId("transaction-page")).toContainText("₦2.50");
});

test("a referral link whose code is no customer's says so, and the registration links no one", async ({ page }) => {
  await page.goto("/register?ref=ZZZZZZZZ");
  await expect(page.getByTestId("referral-invalid")).toBeVisible();
  await expect(page.getByTestId("referral-note")).toHaveCount(0);
  await page.goto(`/register?ref=${encodeURIComponent("<b>x</b>")}`);
  await expect(page.getByTestId("referral-invalid")).toBeVisible();
  await expect(page.locator("b", { hasText: "x" })).toHaveCount(0);
});

test("a friend registers with the referral link and funds: the referrer is paid once", async ({
  page,
  request,
  browser,
}) => {
  const a = await customerOnDashboard(page, request, { name: "Tunde Bakare" });
  await page.goto("/make-money");
  // The terms name what pays: one transfer of ₦5,000 or more, whichever funding it is.
  await expect(page.getByTestId("referral-terms")).toHaveText(
    "When a friend registers with your link and funds their wallet with ₦5,000.00 or more in one transfer, you earn ₦500.00, once per friend. Smaller transfers do not count, nor do they use up the bonus.",
  );
  await expect(
    page.getByRole("navigation", { name: "Ways to earn" }).getByRole("link", { name: /^Invite friends/ }),
  ).toContainText("Earn ₦500.00 when a friend you invite funds ₦5,000.00 or more in one transfer.");
  const link = (await page.getByTestId("referral-link").textContent())!.trim();
  const code = (await page.getByTestId("referral-code").textContent())!.trim();
  expect(link).toMatch(new RegExp(`/register\\?ref=${code}$`));

  // Another browser (no device cookie of the referrer) opens the link and registers.
  const friend = await browser.newContext();
  const p2 = await friend.newPage();
  await p2.goto(`/register?ref=${code}`);
  await expect(p2.getByTestId("referral-note")).toContainText(code);
  const email = uniqueEmail("friend");
  await field(p2, "Full Name").fill("Zainab Musa");
  await field(p2, "Email").fill(email);
  await field(p2, "Phone Number").fill("08129876543");
  await field(p2, "Password").fill(PASSWORD);
  await field(p2, "Confirm Password").fill(PASSWORD);
  await p2.getByRole("checkbox").check();
  await p2.getByRole("button", { name: "Create Account" }).click();
  await expect(p2).toHaveURL(/\/verify-otp/, { timeout: 20_000 });
  await friend.close();

  const { code: otp } = await readCode(request, email);
  const verified = await request.post(`${API_URL}/api/verify-otp`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email, otp },
  });
  expect(verified.status()).toBe(200);
  const token = await apiToken(request, email, PASSWORD);
  await submitIdentityByApi(request, token, { fullName: "Zainab Musa" });
  // A first funding under the ₦5,000 threshold pays nothing and keeps the referral open, and the
  // referrer's list says what it waits for (not "first funding": that one has been made).
  await fundByApi(request, token, [2000], 1);
  await page.reload();
  await expect(page.getByRole("list", { name: "Your referrals" })).toContainText(
    "Waiting for a funding of ₦5,000.00 or more",
  );
  await expect(page.getByRole("list", { name: "Your referrals" })).not.toContainText(/first funding/i);
  // The next one reaches it and pays; the one after pays nothing more.
  await fundByApi(request, token, [6000, 7000], 3);

  await expect
    .poll(
      async () => (await historyByApi(request, a.token)).transactions.filter((t) => t.type === "referral_bonus").length,
    )
    .toBe(1);
  const bonus = (await historyByApi(request, a.token)).transactions.find((t) => t.type === "referral_bonus")!;
  expect(bonus.amount).toBe(500);
  await page.reload();
  await expect(page.getByRole("list", { name: "Your referrals" })).toContainText("Zainab");
  await expect(page.getByRole("list", { name: "Your referrals" })).toContainText("Bonus paid · ₦500.00");
  await expect(page.getByText("Earned so far: ₦500.00")).toBeVisible();
});
