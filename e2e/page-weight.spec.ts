import { expect, test, type Page } from "@playwright/test";
import { firstLoadJs, frameworkMinimum } from "../bench/page-weight";
import { verifiedCustomer } from "./support/accounts";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";

/**
 * Holds the page-weight target of `npm run bench` in every test run: first-load JavaScript (gzip)
 * of these pages at most 1.5x what every App Router page of this build loads. Sizes of one build
 * do not drift with the machine, so unlike the timed figures this one can be a test.
 */
const LIMIT = 1.5;
const CUSTOMER_PAGES = ["/dashboard", "/airtime", "/data-purchase", "/electricity-purchase", "/paytv", "/exam-pin"];

async function weightOf(page: Page, path: string): Promise<number> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const js = firstLoadJs(await res.text());
  expect(js.files.length, path).toBeGreaterThan(0);
  return js.bytes;
}

test("first-load JavaScript of the login, dashboard, purchase and admin pages stays under 1.5x the framework minimum", async ({
  page,
  browser,
  request,
}) => {
  const min = frameworkMinimum().bytes;
  expect(min).toBeGreaterThan(0);
  const ratios: Record<string, number> = {};
  ratios["/login"] = (await weightOf(page, "/login")) / min;

  const c = await verifiedCustomer(request, { name: "Kemi Adebayo" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, "Kemi Adebayo");
  for (const path of CUSTOMER_PAGES) ratios[path] = (await weightOf(page, path)) / min;

  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  ratios["/admin/dashboard"] = (await weightOf(admin, "/admin/dashboard")) / min;
  await ctx.close();

  console.log(
    Object.entries(ratios)
      .map(([p, r]) => `${p} ${r.toFixed(3)}x`)
      .join(", "),
  );
  for (const [path, ratio] of Object.entries(ratios))
    expect(ratio, `${path} first-load JS / framework minimum`).toBeLessThanOrEqual(LIMIT);
});
