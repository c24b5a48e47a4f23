import { expect, test } from "@playwright/test";
import { API_URL } from "./support/accounts";
import { expectDashboard, logIn } from "./support/pages";
import { customerWithAccount, dismissOnboarding } from "./support/wallet";

/**
 * Issue 16, defect 5: a bank transfer credited while the dashboard is open shows without a reload,
 * focus or click, with a toast; a hidden tab does not read the balance at all.
 */
test("a credit from outside shows on the open dashboard within 5 s, with a toast", async ({ page, request }) => {
  const c = await customerWithAccount(request, { name: "Tunde Bakare" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);
  const balance = page.getByTestId("available-balance");
  await expect(balance).toHaveText("₦0.00");

  // The transfer comes from outside this page: the sandbox bank, called straight on the API.
  const res = await request.post(`${API_URL}/api/sandbox/simulate-transfer`, {
    headers: { Authorization: `Bearer ${c.token}` },
    data: { amount: 5000 },
  });
  expect(res.status(), await res.text()).toBe(200);

  await expect(balance).toHaveText("₦5,000.00", { timeout: 5_000 });
  await expect(page.getByTestId("credit-toast")).toHaveText("₦5,000.00 received", { timeout: 1_000 });
  await expect(page.getByRole("status").filter({ hasText: "₦5,000.00 received" })).toBeVisible();
  // The history follows the balance.
  await expect(page.locator("#history-title").locator("xpath=ancestor::section[1]")).toContainText("₦5,000.00");
});

test("a hidden dashboard does not read the balance; it reads it again when shown", async ({ page, request }) => {
  const c = await customerWithAccount(request, { name: "Ifeoma Nwosu" });
  await page.clock.install();
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);

  let reads = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/user") reads += 1;
  });
  // Visible: the live interval reads the user every few seconds.
  await page.clock.runFor(10_000);
  await expect.poll(() => reads).toBeGreaterThanOrEqual(2);

  // Hidden (another tab in front): a minute passes without a single read.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(3_000); // a tick already under way may still finish
  const hiddenFrom = reads;
  await page.clock.runFor(60_000);
  expect(reads - hiddenFrom).toBe(0);

  // Shown again: the balance is read at once.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(100);
  await expect.poll(() => reads).toBeGreaterThan(hiddenFrom);
});
