import type { Page } from "@playwright/test";

/**
 * Waits until React has revealed every Suspense boundary the server streamed. A streamed part
 * arrives in a hidden <div id="S:n"> and is moved into place later (React batches those reveals),
 * so a locator can already find its text (toHaveText passes) while it has no boxes to measure, the
 * keyboard cannot reach it, and axe, rightly, sees the page's heading as hidden. Call it after a
 * goto before measuring lines or boxes, tabbing, or running axe.
 */
export async function streamedIn(page: Page) {
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"], template[id^="B:"]'));
}
