import { expect, test, type Page, type Request } from "@playwright/test";
import { LIVE_BALANCE_POLL_MS } from "../lib/swr/use-user";
import { confirmAndPay, customerOnDashboard, result, SANDBOX } from "./support/purchases";
import { expectDashboard, logIn } from "./support/pages";
import { customerWithAccount, fundByApi, historyByApi } from "./support/wallet";

/**
 * What the dashboard reads from the browser. The server reads the user and the history's first page
 * and seeds the browser's SWR cache with them (components/wallet/user-fallback.tsx,
 * recent-transactions.tsx). A fresh seed is not read again on mount (useSeededRevalidateOnMount in
 * lib/swr/bff-fetcher.ts); a dashboard the browser has shown before in the same session is, so it
 * never shows old data. The shell's bell is seeded the same way (app/(customer)/layout.tsx), so a
 * page load reads nothing from the browser, and loads no zod, before the first poll.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const rows = (page: Page) => page.getByTestId("transaction-row");
const pathOf = (r: Request) => new URL(r.url()).pathname;

test("a dashboard the server just read, bell included, is not read again before the live balance's first poll", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Kunle Reads", fund: 1_000 });
  // A page that reads nothing, so no poll of the dashboard above is counted below.
  await page.goto("about:blank");

  const reads: string[] = [];
  page.on("request", (r) => {
    if (["/api/user", "/api/transactions", "/api/notifications/unread-count"].includes(pathOf(r)))
      reads.push(pathOf(r));
  });
  const firstUserRead = page.waitForRequest((r) => pathOf(r) === "/api/user");
  await page.goto("/dashboard");
  // Hydrated, with the seeded balance and history on screen.
  await expect(page.getByTestId("dashboard-live")).toHaveAttribute("data-onboarding", "closed");
  await expect(page.getByTestId("available-balance")).toHaveText("₦1,000.00");
  await expect(rows(page)).toHaveCount(1);

  // The bell shows the count the server read (the sign-ins so far are unread security notices).
  const unread = await page.evaluate(
    async () => ((await (await fetch("/api/notifications/unread-count")).json()) as { unread: number }).unread,
  );
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("notification-bell")).toHaveAttribute("aria-label", `Notifications, ${unread} unread`);

  const read = await firstUserRead;
  // Up to the first read of the user: that read alone (and this test's own count above), no read
  // of the history, and none of the bell by the page.
  expect(reads).toEqual(["/api/notifications/unread-count", "/api/user"]);
  // And that read is the live balance's poll, made LIVE_BALANCE_POLL_MS after the dashboard mounted
  // (so at least that long after the page began), not a read on mount right after hydration.
  const startedAt = () => page.evaluate((url) => performance.getEntriesByName(url)[0]?.startTime ?? null, read.url());
  await expect.poll(startedAt).not.toBeNull();
  expect(await startedAt()).toBeGreaterThanOrEqual(LIVE_BALANCE_POLL_MS);
});

test("a dashboard reached by signing in (a client-side navigation) reads no history while the server's streams in", async ({
  page,
  request,
}) => {
  const c = await customerWithAccount(request, { name: "Bisi Streams" });
  await fundByApi(request, c.token, [500], 1);
  const historyReads: string[] = [];
  page.on("request", (r) => {
    if (pathOf(r) === "/api/transactions") historyReads.push(r.url());
  });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await expect(rows(page)).toHaveCount(1);
  // Until the live balance's first poll, the card's history is the server's read alone. A read by
  // the card's loading state would be a second one, and SWR's deduping would let a visit back to the
  // dashboard within two seconds skip its own read (e2e/wallet.spec.ts's failure messages).
  await page.waitForRequest((r) => pathOf(r) === "/api/user");
  expect(historyReads).toEqual([]);
});

/** The result's detail row value (a <dt> label followed by its <dd>). */
const detail = (page: Page, label: string) =>
  page
    .getByTestId("transaction-details")
    .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/**
 * From the dashboard's Airtime tile (a client-side navigation) to a paid ₦100; returns the balance
 * after. The whole trip takes this test a second or two, inside SWR's 2 s deduping window of the
 * dashboard's reads before it: the purchase's answer clears that window (revalidateWallet in
 * lib/swr/bff-fetcher.ts), so the dashboard reached next reads the balance and history afresh.
 */
async function buyAirtime(page: Page): Promise<string> {
  await page.locator("#bills").getByRole("link", { name: "Airtime", exact: true }).click();
  await expect(page).toHaveURL(/\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  return (await detail(page, "Balance").textContent())!.trim();
}

test("after a purchase, the dashboard reached again without a reload shows the new balance and history", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const c = await customerOnDashboard(page, request, { name: "Ada Returns", fund: 2_000 });
  await expect(rows(page)).toHaveCount(1);
  /** The history's first page as the API has it now (a purchase may add a cashback row too). */
  const apiRows = async () => Math.min((await historyByApi(request, c.token)).transactions.length, 8);

  // The browser's Back to the dashboard as first loaded: the router shows the page it kept from
  // before the purchase (its seed is old), and the browser's cache has the keys from that visit.
  const afterFirst = await buyAirtime(page);
  expect(afterFirst).not.toBe("₦2,000.00");
  // One step at a time, each seen through before the next: the router's history steps are
  // same-document, and a check made before one landed once sent a second Back past the dashboard.
  for (let i = 0; i < 4 && !/\/dashboard$/.test(page.url()); i += 1) {
    const before = page.url();
    await page.goBack();
    await page.waitForURL((url) => url.href !== before, { timeout: 5_000 }).catch(() => {});
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("available-balance")).toHaveText(afterFirst);
  await expect(rows(page)).toHaveCount(await apiRows());
  await expect(rows(page).first()).toContainText("Airtime");

  // The result's "Back to dashboard" link: a new server read, and the browser's cache has both keys.
  const afterSecond = await buyAirtime(page);
  expect(afterSecond).not.toBe(afterFirst);
  await page
    .getByRole("navigation", { name: "Purchase more services" })
    .getByRole("link", { name: "Back to dashboard" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("available-balance")).toHaveText(afterSecond);
  await expect(rows(page)).toHaveCount(await apiRows());
});

/**
 * A purchase entry page reads the customer, the form's first list and the saved recipients on the
 * server with the service's state and seeds them (components/purchases/purchase-entry-page.tsx);
 * the Insufficient Balance modal, which reads the balance too, mounts only when it first opens. So
 * loading an entry page makes no read of the API at all.
 */
test("an entry page shows what the server read, and the browser reads nothing from the API on load", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Tunde Entry", fund: 1_000 });
  await page.goto("about:blank");
  const apiReads: string[] = [];
  page.on("request", (r) => {
    if (pathOf(r).startsWith("/api/")) apiReads.push(pathOf(r));
  });
  for (const path of ["/data-purchase", "/electricity-purchase", "/paytv", "/exam-pin", "/airtime"]) {
    await page.goto(path);
    await expect(page.getByTestId("balance-bar").or(page.getByTestId("exam-balance"))).toContainText("₦1,000.00");
    await page.waitForLoadState("networkidle");
    expect(apiReads, path).toEqual([]);
  }
  // The seeded lists and the saved recipients are there.
  await expect(page.getByRole("combobox", { name: "Network" }).getByRole("option", { name: "MTN" })).toHaveCount(1);
  await expect(page.getByTestId("saved-phone").getByText("My number")).toBeVisible();
  // The modal still reads it when it opens: a purchase the balance does not cover.
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("5000");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  const modal = page.getByRole("dialog", { name: "Insufficient Balance" });
  await expect(modal.getByTestId("modal-balance")).toHaveText("₦1,000.00");
  await expect(modal.getByTestId("modal-cost")).toHaveText("₦5,000.00");
});
