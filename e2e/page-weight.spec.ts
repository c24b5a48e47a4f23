import { expect, test, type Page } from "@playwright/test";
import { firstLoadJs, frameworkMinimum, holdsZod } from "../bench/page-weight";
import { verifiedCustomer } from "./support/accounts";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";

/**
 * Holds the page-weight target of `npm run bench` in every test run: first-load JavaScript (gzip)
 * of these pages at most 1.5x what every App Router page of this build loads. Sizes of one build
 * do not drift with the machine, so unlike the timed figures this one can be a test.
 */
const LIMIT = 1.5;
const CUSTOMER_PAGES = ["/dashboard", "/airtime", "/data-purchase", "/electricity-purchase", "/paytv", "/exam-pin"];

async function firstLoadOf(page: Page, path: string): Promise<{ files: string[]; bytes: number }> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const js = firstLoadJs(await res.text());
  expect(js.files.length, path).toBeGreaterThan(0);
  return js;
}

const weightOf = async (page: Page, path: string): Promise<number> => (await firstLoadOf(page, path)).bytes;

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

/**
 * The pages that only read (the home and the history) and sign-in hydrate without zod: their
 * answers' contracts load with the first answer, after hydration (lib/client/contract-loaders.ts). Zod and the
 * contracts' schemas were a third of the dashboard's first-load JavaScript and ~50 ms of its
 * main thread at full speed (bench/README.md, "Stop 35"). The form pages keep it: they validate as
 * the customer types.
 */
test("sign-in, the dashboard and the history load no zod before they hydrate", async ({ page, request }) => {
  expect(holdsZod((await firstLoadOf(page, "/login")).files), "/login").toBe(false);
  const c = await verifiedCustomer(request, { name: "Bisi Okafor" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, "Bisi Okafor");
  for (const path of ["/dashboard", "/transactions"])
    expect(holdsZod((await firstLoadOf(page, path)).files), path).toBe(false);
  // The marker is right: a form page does load zod.
  expect(holdsZod((await firstLoadOf(page, "/airtime")).files)).toBe(true);
});
