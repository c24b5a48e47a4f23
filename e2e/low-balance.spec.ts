import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { API_URL } from "./support/accounts";
import { customerOnDashboard, enterPinAndPay, pinPad, result, SANDBOX } from "./support/purchases";
import { summaryUrl } from "./support/summary-urls";
import { streamedIn } from "./support/streamed";

test.use({ viewport: { width: 1280, height: 800 } });

/** A summary page of the service with its amount changed (summaryUrl gives a new request id each time). */
function summaryFor(service: "airtime" | "electricity", amount: string): string {
  const url = new URL(summaryUrl(service), "http://x");
  url.searchParams.set("amount", amount);
  return `${url.pathname}${url.search}`;
}

const lowBalance = (page: Page) => page.getByRole("alert").filter({ hasText: "Insufficient Balance" });

/** Screenshots at 390 and 1280 px, light and dark, into LOW_BALANCE_SHOTS (when set), for looking at. */
async function shots(page: Page, name: string) {
  const dir = process.env.LOW_BALANCE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(dir, `${name}-${scheme}-${width}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a wallet below the purchase is told so on the summary, before the PIN: paying is disabled, Fund wallet is offered", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await customerOnDashboard(page, request, { name: "Chinedu Okeke", fund: 1606.5 });

  await page.goto(summaryFor("electricity", "2000"));
  await streamedIn(page);
  await expect(page.getByTestId("summary-balance")).toHaveText("₦1,606.50");
  await expect(lowBalance(page)).toContainText(
    "Your wallet balance (₦1,606.50) is not enough for this purchase. Fund your wallet with at least ₦393.50, then come back.",
  );
  // Before the PIN pad, not after it.
  const alertBox = (await lowBalance(page).boundingBox())!;
  const padBox = (await pinPad(page).boundingBox())!;
  expect(alertBox.y).toBeLessThan(padBox.y);
  await pinPad(page).fill("4826");
  await expect(page.getByRole("button", { name: "Confirm and Pay" })).toBeDisabled();
  await shots(page, "summary-low-balance");

  const fund = page.getByRole("link", { name: "Fund wallet", exact: true });
  await expect(fund).toHaveAttribute("href", "/dashboard?fund=1");
  await fund.click();
  await expect(page).toHaveURL(/\/dashboard\?fund=1$/);
});

test("a purchase refused for the balance fails in spec 8's words, with its details and Fund wallet", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const c = await customerOnDashboard(page, request, { name: "Halima Bello", fund: 2000 });

  await page.goto(summaryFor("airtime", "1500"));
  await expect(page.getByTestId("summary-balance")).toHaveText("₦2,000.00");
  await expect(page.getByRole("button", { name: "Confirm and Pay" })).toBeEnabled();
  await expect(lowBalance(page)).toHaveCount(0);

  // Meanwhile the wallet is spent elsewhere (another device): this page still shows ₦2,000.00.
  const spent = await request.post(`${API_URL}/api/pay/airtime`, {
    headers: { Authorization: `Bearer ${c.token}` },
    data: {
      network: "mtn",
      phone: SANDBOX.successPhone,
      amount: 1000,
      request_id: `E2E_LOW_${Date.now()}`,
      pin: c.pin,
    },
  });
  expect(spent.status(), await spent.text()).toBe(200);

  await enterPinAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "failed", { timeout: 20_000 });
  const message = result(page).getByRole("alert");
  // Spec 8 (Buying pages): a purchase API error shows 'Error: ' followed by the message.
  await expect(message).toHaveText("Error: Insufficient balance.");
  await expect(result(page).getByRole("link", { name: "Fund wallet", exact: true })).toHaveAttribute(
    "href",
    "/dashboard?fund=1",
  );

  const details = result(page).getByTestId("transaction-details");
  const row = (label: string) =>
    details.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
  await expect(row("Amount")).toHaveText("₦1,500.00");
  await expect(row("Phone")).toHaveText(SANDBOX.successPhone);
  await expect(row("Status")).toHaveText("Failed");
  await expect(row("Date")).not.toHaveText("—");
  await expect(row("Balance")).toHaveText(/₦\d/);
});
