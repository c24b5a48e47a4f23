import { expect, test, type Page } from "@playwright/test";
import { dismissOnboarding, signedInCustomer } from "./support/pages";

/**
 * What Lighthouse's best-practices category reads from the browser, held in every test run (the
 * scores themselves are timed and belong to the bench): no DevTools issue (a CSP violation, even
 * one a script catches, such as zod's `new Function` probe; cookie or mixed-content problems) and
 * no console error, on the pages the bench measures.
 */
async function watchBrowser(page: Page) {
  const seen: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => seen.push(`issue ${issue.code}: ${JSON.stringify(issue.details)}`));
  await cdp.send("Audits.enable");
  page.on("console", (m) => {
    if (m.type() === "error") seen.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => seen.push(`page error: ${e.message}`));
  return seen;
}

test("the login, dashboard and airtime pages raise no browser issue and log no error", async ({ page, request }) => {
  const seen = await watchBrowser(page);
  await signedInCustomer(page, request, { name: "Funmi Adeyemi" });
  await dismissOnboarding(page);
  await page.goto("/airtime");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
});
