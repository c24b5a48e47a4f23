import { expect, test, type Page } from "@playwright/test";

/**
 * /developers on a phone (issue 20): the page is never wider than the window and its tables
 * (endpoints, test values) need no sideways scrolling: below 40rem each row is a small card. Only
 * code blocks may scroll, inside themselves. Screenshots at 390 px, light and dark, are attached
 * to the test's output for looking at.
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
    for (const name of ["Endpoints", "Test values"]) {
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
