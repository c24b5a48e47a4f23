import { expect, test, type Page } from "@playwright/test";
import { axeClean } from "./support/axe";
import { formatNaira } from "../lib/money";
import { API_URL } from "./support/accounts";
import { upgradeToReseller } from "./support/levels";
import { customerOnDashboard } from "./support/purchases";
import { E2E_PIN } from "./support/wallet";
import { startWebhookReceiver } from "./support/webhook-receiver";

async function fitsAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a customer creates a test key (shown once), tops up the test balance, and buys airtime through /v1 with it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await customerOnDashboard(page, request, { name: "Tunde Partner", fund: 1000 });
  await page.goto("/api-keys");
  // Keys are for resellers: the page says so and links to Make Money until the customer upgrades.
  await expect(page.getByText(/API keys are for resellers/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Make Money" })).toHaveAttribute("href", "/make-money");
  await upgradeToReseller(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await expect(page.getByText("You have no API keys yet.")).toBeVisible();
  // The first use of test mode opens (and migrates) its database: allow it time.
  await expect(page.getByTestId("test-balance")).toHaveText(formatNaira(0), { timeout: 90_000 });
  await axeClean(page);

  await page.getByRole("textbox", { name: "Key name" }).fill("My shop (test)");
  await page.getByRole("radio", { name: /^Test/ }).check();
  await page.getByLabel("Transaction PIN").fill(E2E_PIN);
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key").locator("code");
  await expect(shown).toHaveText(/^nw_test_[A-Za-z0-9_-]{43}$/);
  // Shown once, so brought to the customer: in view and focused, not above the form they scrolled to.
  await expect(page.getByTestId("new-api-key")).toBeFocused();
  await expect(page.getByTestId("new-api-key")).toBeInViewport();
  const key = (await shown.textContent())!;
  await expect(page.getByRole("list", { name: "API keys" })).toContainText("My shop (test)");
  await expect(page.getByRole("list", { name: "API keys" })).toContainText(key.slice(0, 12));

  await page.getByRole("button", { name: /test money/ }).click();
  await expect(page.getByTestId("test-balance")).toHaveText(formatNaira(10_000));

  // The partner's server calls the API with the key.
  const auth = { Authorization: `Bearer ${key}` };
  const bought = await request.post(`${API_URL}/v1/airtime`, {
    headers: auth,
    data: { network: "mtn", phone: "08011111111", amount: 500, request_id: `E2E_${Date.now()}` },
  });
  expect(bought.status()).toBe(200);
  const body = await bought.json();
  expect(body.status).toBe("success");
  const balance = await (await request.get(`${API_URL}/v1/balance`, { headers: auth })).json();
  expect(balance).toMatchObject({ mode: "test", currency: "NGN" });
  // Debited the Reseller's live price (2.5% off ₦500 airtime), no cashback on a discounted purchase.
  expect(body.transaction.amount).toBe(487.5);
  expect(body.cashback_amount).toBe(0);
  expect(balance.balance).toBe(10_000 - 487.5);
  const unauthorised = await request.get(`${API_URL}/v1/balance`, { headers: { Authorization: "Bearer nw_test_x" } });
  expect(unauthorised.status()).toBe(401);
  expect(await unauthorised.json()).toEqual({ message: "Invalid or revoked API key." });

  // Shown once: after a reload only its first characters remain; the last use is recorded.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(key);
  await expect(page.getByRole("list", { name: "API keys" })).not.toContainText("Last used: never");
  await expect(page.getByTestId("test-balance")).toHaveText(formatNaira(10_000 - 487.5));
  await fitsAt(page, [390, 1280]);

  // The live history saw no purchase (only the ₦1,000 funding and the Reseller fee).
  const livePurchases = await page.evaluate(async () => {
    const res = await fetch("/api/transactions?type=purchase", { cache: "no-store" });
    return ((await res.json()) as { pagination: { total: number } }).pagination.total;
  });
  expect(livePurchases).toBe(0);

  // Revoked: the key stops working at once.
  await page.goto("/api-keys");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Revoke My shop (test)" }).click();
  await expect(page.getByRole("list", { name: "API keys" })).toContainText("Revoked");
  expect((await request.get(`${API_URL}/v1/balance`, { headers: auth })).status()).toBe(401);
});

test("a test key's purchase reaches the test webhook, signed with the test secret, and never the live one", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [testRx, liveRx] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  try {
    await customerOnDashboard(page, request, { name: "Hook Tester", fund: 1000 });
    await upgradeToReseller(page);
    await page.goto("/api-keys");
    await expect(page.getByTestId("test-balance")).toHaveText(formatNaira(0), { timeout: 90_000 });
    await page.getByRole("textbox", { name: "Key name" }).fill("Webhook test");
    await page.getByRole("radio", { name: /^Test/ }).check();
    await page.getByLabel("Transaction PIN").fill(E2E_PIN);
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByTestId("new-api-key").locator("code");
    await expect(shown).toHaveText(/^nw_test_/);
    const key = (await shown.textContent())!;

    await page.goto("/webhooks");
    for (const [mode, rx] of [
      ["live", liveRx],
      ["test", testRx],
    ] as const) {
      const field = page.getByLabel(mode === "live" ? "Live webhook URL" : "Test webhook URL");
      await field.fill(rx.url);
      await page.locator("form", { has: field }).getByRole("button", { name: "Save" }).click();
      rx.state.secret = (await page.getByTestId(`secret-${mode}`).textContent()) ?? "";
      expect(rx.state.secret).toMatch(/^whsec_/);
    }
    expect(testRx.state.secret).not.toBe(liveRx.state.secret);

    await page.goto("/api-keys");
    await page.getByRole("button", { name: /test money/ }).click();
    await expect(page.getByTestId("test-balance")).toHaveText(formatNaira(10_000));
    const requestId = `E2E_HOOK_${Date.now()}`;
    const bought = await request.post(`${API_URL}/v1/airtime`, {
      headers: { Authorization: `Bearer ${key}` },
      data: { network: "mtn", phone: "08011111111", amount: 500, request_id: requestId },
    });
    expect(bought.status()).toBe(200);

    await expect
      .poll(() => testRx.received.map((r) => r.type).sort(), { timeout: 30_000 })
      .toEqual(["purchase.delivered", "wallet.funded"]);
    for (const r of testRx.received) {
      expect(r.verified).toBe(true);
      expect(r.body).toMatchObject({ mode: "test" });
    }
    const delivered = testRx.received.find((r) => r.type === "purchase.delivered")!;
    expect(delivered.body.data).toMatchObject({ request_id: requestId, status: "delivered" });
    expect(liveRx.received).toEqual([]);

    // The dashboard logs it under test events and replays it, to the test URL again.
    await page.goto("/webhooks");
    await page.getByRole("button", { name: "Test events" }).click();
    const row = page.getByTestId("webhook-delivery").filter({ hasText: "purchase.delivered" });
    await expect(row).toContainText("purchase.delivered · Delivered · HTTP 200");
    await expect(row).toContainText(delivered.eventId);
    await row.getByRole("button", { name: "Replay" }).click();
    await expect.poll(() => testRx.received.length, { timeout: 30_000 }).toBe(3);
    expect(testRx.received[2]).toMatchObject({ verified: true, eventId: delivered.eventId });
    await page.getByRole("button", { name: "Live events" }).click();
    await expect(page.getByText(/No deliveries yet/)).toBeVisible();
    expect(liveRx.received).toEqual([]);
  } finally {
    await Promise.all([testRx.close(), liveRx.close()]);
  }
});

test("the partner docs render with copy-paste examples at phone and desktop widths", async ({ page, request }) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { name: "Partner API", level: 1 })).toBeVisible();
  await expect(page.getByText(/curl -X POST .*\/v1\/airtime/)).toBeVisible();
  await expect(page.getByText(/const API = /)).toBeVisible();
  await fitsAt(page, [390, 1280]);
  await axeClean(page);
  const doc = await (await request.get(`${API_URL}/v1/openapi.json`)).json();
  expect(doc.info.title).toBe("Naira Wallet partner API");
});
