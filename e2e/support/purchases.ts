import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { userResponse } from "../../lib/contracts/user";
import { formatNaira } from "../../lib/money";
import { expectDashboard, logIn } from "./pages";
import { customerWithAccount, dismissOnboarding, E2E_PIN, pdfText } from "./wallet";

/** VTpass sandbox numbers the simulator answers (server/providers/vtpass/vtpass-sandbox-scenarios.ts). */
export const SANDBOX = {
  successPhone: "08011111111",
  /** The 11-digit alias of 201000000000: pending, delivered on the 2nd requery. */
  pendingPhone: "08020100000",
  failingPhone: "08099999999",
  prepaidMeter: "1111111111111",
  smartcard: "1212121212",
  jambProfile: "0123456789",
} as const;

/** The BFF's view of the wallet balance, read from the page (same cookie, same origin). */
async function bffBalance(page: Page): Promise<number> {
  const body = await page.evaluate(async () => {
    const res = await fetch("/api/user", { cache: "no-store" });
    const json: unknown = await res.json();
    return json;
  });
  return userResponse.safeParse(body).data?.data.balance ?? -1;
}

/**
 * A new customer whose account number was reserved with a BVN (through the API), logged in on the
 * dashboard with the onboarding modal dismissed; with `fund` naira, a simulated transfer through
 * the BFF and the balance waited for.
 */
export async function customerOnDashboard(
  page: Page,
  request: APIRequestContext,
  opts: { name: string; fund?: number; pin?: string | null },
) {
  const c = await customerWithAccount(request, { name: opts.name, pin: opts.pin });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);
  if (opts.fund) {
    const status = await page.evaluate(async (amount) => {
      const res = await fetch("/api/sandbox/simulate-transfer", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ amount }),
      });
      return res.status;
    }, opts.fund);
    expect(status).toBe(200);
    await expect
      .poll(() => bffBalance(page), { timeout: 30_000, message: "the transfer was not credited" })
      .toBe(opts.fund);
    await page.reload();
    await expect(page.getByTestId("available-balance")).toHaveText(formatNaira(opts.fund));
  }
  return c;
}

/** Opens a service from the dashboard's Bill Services tiles. */
export async function openTile(page: Page, name: string, url: RegExp) {
  await page.goto("/dashboard");
  await page.locator("#bills").getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** The result view after Confirm and Pay. */
export const result = (page: Page) => page.getByTestId("purchase-result");

/** The summary page's PIN pad (components/security/pin-pad.tsx). */
export const pinPad = (page: Page) => page.getByRole("textbox", { name: "Transaction PIN", exact: true });

/** Types the PIN into the summary's PIN pad and clicks 'Confirm and Pay'. */
export async function enterPinAndPay(page: Page, pin = E2E_PIN) {
  await pinPad(page).fill(pin);
  const pay = page.getByRole("button", { name: "Confirm and Pay" });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** Enters the customer's PIN, clicks 'Confirm and Pay', and waits for the result view. */
export async function confirmAndPay(page: Page, pin = E2E_PIN) {
  await enterPinAndPay(page, pin);
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * On the airtime form: picks the network, types the amount and phone, goes to the summary, pays
 * with the PIN, and waits for the result to show `outcome` (the sandbox's phone numbers decide it).
 */
export async function payAirtime(
  page: Page,
  {
    network = "MTN",
    amount = "100",
    phone = SANDBOX.successPhone,
    outcome = "success",
  }: { network?: string; amount?: string; phone?: string; outcome?: "success" | "failed" | "pending" } = {},
) {
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: network });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill(amount);
  await page.getByRole("textbox", { name: "Phone number" }).fill(phone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", outcome);
}

/** Downloads the receipt from the result view; returns the PDF's text. Checks the file name. */
export async function downloadReceiptText(page: Page, testInfo: TestInfo, reference: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    result(page).getByRole("button", { name: "Download Receipt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt_${reference.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return pdfText(file);
}

/**
 * Screenshots at 1280 and 390 px wide into PURCHASE_SHOTS (when set), for looking at the
 * pages; the viewport goes back to what it was.
 */
export async function shots(page: Page, name: string) {
  const dir = process.env.PURCHASE_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}
