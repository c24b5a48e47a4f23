import { expect, test, type Page } from "@playwright/test";
import { streamedIn } from "./support/streamed";

/**
 * /developers on a phone (issue 20): the page is never wider than the window and its tables
 * (endpoints, test values, the webhook events, fields and headers) need no sideways scrolling: below
 * 40rem each row is a small card. Only code blocks may scroll, inside themselves. Screenshots at
 * 390 px, light and dark, are attached to the test's output for looking at.
 */

/** Elements that scroll sideways (or are cut off) on the page, other than code blocks. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .filter((el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.tagName !== "PRE")
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
  );

for (const width of [320, 390]) {
  test(`the endpoint and test value tables fit a ${width} px phone without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/developers");
    await expect(page.getByRole("heading", { name: "Partner API", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const name of ["Endpoints", "Test values", "Webhook events", "Webhook event fields", "Webhook headers"]) {
      const table = page.getByRole("table", { name });
      await expect(table).toBeVisible();
      const box = (await table.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    }
    // The longest path is whole and readable inside the window.
    const longest = page.getByRole("table", { name: "Endpoints" }).getByText("GET /v1/services/{serviceID}/variations");
    const cell = (await longest.boundingBox())!;
    expect(cell.x + cell.width).toBeLessThanOrEqual(width);
    expect(await sidewaysScrollers(page)).toEqual([]);
  });
}

test("at desktop width the endpoints are a table with its header row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/developers");
  const table = page.getByRole("table", { name: "Endpoints" });
  await expect(table.getByRole("columnheader", { name: "Call" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(14);
});

for (const width of [656, 1280]) {
  test(`from 40rem (${width} px) each table's first column is on one line and the page fits the window`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/developers");
    await streamedIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const name of ["Endpoints", "Webhook events", "Webhook event fields", "Webhook headers"]) {
      const table = page.getByRole("table", { name });
      const box = (await table.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      // An inline code broken over lines has its boxes at more than one height.
      const lines = await table
        .locator("tbody td:first-child code")
        .evaluateAll((codes) =>
          codes.map((c) => [c.textContent, new Set([...c.getClientRects()].map((r) => Math.round(r.top))).size]),
        );
      expect(
        lines.filter(([, n]) => n !== 1),
        name,
      ).toEqual([]);
    }
  });
}

test("the signed webhooks section: events, body, headers, retries and order, verification in JavaScript and openssl", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/developers");
  const section = page.getByRole("region", { name: "Signed webhooks" });
  await expect(section).toBeVisible();
  const events = section.getByRole("table", { name: "Webhook events" });
  for (const type of [
    "purchase.delivered",
    "purchase.failed",
    "purchase.refunded",
    "purchase.reversed",
    "wallet.funded",
    "invoice.paid",
  ])
    await expect(events.getByRole("cell", { name: type, exact: true })).toBeVisible();
  const example = JSON.parse((await section.getByRole("region", { name: "Example webhook event" }).textContent())!);
  expect(Object.keys(example)).toEqual(["id", "type", "mode", "created_at", "data"]);
  const fields = section.getByRole("table", { name: "Webhook event fields" });
  await expect(fields.getByRole("cell", { name: "data.request_id", exact: true })).toBeVisible();
  await expect(fields.getByRole("cell", { name: "data.amount", exact: true })).toBeVisible();
  for (const name of ["data.invoice.reference", "data.invoice.amount_paid_kobo", "data.invoice.paid_at"])
    await expect(fields.getByRole("cell", { name, exact: true })).toBeVisible();
  const headers = section.getByRole("table", { name: "Webhook headers" });
  for (const h of ["X-NairaWallet-Signature", "X-NairaWallet-Event-Id", "X-NairaWallet-Event-Type"])
    await expect(headers.getByRole("cell", { name: h, exact: true })).toBeVisible();
  await expect(section.getByText(/retried after 30 s, 1 min, 2 min/)).toBeVisible();
  await expect(section.getByText(/replay/).first()).toBeVisible();
  await expect(section.getByText(/Events of one transaction arrive in order/)).toBeVisible();
  await expect(section.getByRole("region", { name: "JavaScript: verify a webhook" })).toContainText(
    'createHmac("sha512", secret)',
  );
  await expect(section.getByRole("region", { name: "openssl: check a signature" })).toHaveText(
    `printf '%s.%s' "$T" "$BODY" | openssl dgst -sha512 -hmac "$SECRET"`,
  );
  // The Webhooks page and Make Money link here.
  await expect(page.locator("#webhooks")).toHaveText("Signed webhooks");
});

test("screenshots of /developers at 390 px, light and dark", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/developers");
    await expect(page.getByRole("table", { name: "Endpoints" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe(scheme);
    const file = testInfo.outputPath(`developers-390-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`developers-390-${scheme}`, { path: file, contentType: "image/png" });
  }
});
