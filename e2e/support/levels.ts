import { expect, type Page } from "@playwright/test";
import { E2E_PIN } from "./wallet";

/**
 * The signed-in customer buys the Reseller level through the BFF, as Make Money's button does
 * (₦1,000 from the wallet with the PIN): what API keys need.
 */
export async function upgradeToReseller(page: Page): Promise<void> {
  const status = await page.evaluate(async (pin) => {
    const res = await fetch("/api/levels/upgrade", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ level: "reseller", request_id: `E2E_LEVEL_${Date.now()}`, pin }),
    });
    return res.status;
  }, E2E_PIN);
  expect(status, "the upgrade to Reseller").toBe(200);
}
