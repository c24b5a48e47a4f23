import { expect, test, type Page, type Request } from "@playwright/test";
import { verifiedCustomer } from "./support/accounts";
import { dismissOnboarding, expectDashboard, logIn } from "./support/pages";

/**
 * What opening the dashboard costs the customer's data: links prefetch when the customer reaches
 * for them, not because they are on screen (components/ui/intent-prefetch.ts), so no purchase
 * forms, notifications page or second render of the dashboard.
 */
const isPrefetch = (req: Request) => req.headers()["next-router-prefetch"] !== undefined;

function prefetchedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (req) => {
    if (!isPrefetch(req)) return;
    const url = new URL(req.url());
    paths.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ""));
  });
  return paths;
}

for (const width of [390, 1280]) {
  test(`the dashboard at ${width} px prefetches nothing on its own, and a tile prefetches its page when reached for`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const c = await verifiedCustomer(request, { name: "Tunde Prefetch" });
    await logIn(page, c.email, c.password);
    await expectDashboard(page, "Tunde Prefetch");
    await dismissOnboarding(page);
    const prefetched = prefetchedPaths(page);
    await page.reload();
    await expectDashboard(page, "Tunde Prefetch");
    await expect(page.getByRole("link", { name: "Airtime" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const airtime = page.locator('a[data-service="airtime"]');
    const prefetch = page.waitForRequest((req) => isPrefetch(req) && new URL(req.url()).pathname === "/airtime");
    if (width < 768) await airtime.dispatchEvent("touchstart");
    else await airtime.hover();
    await prefetch;
    await airtime.click();
    await expect(page).toHaveURL(/\/airtime$/);
  });
}
