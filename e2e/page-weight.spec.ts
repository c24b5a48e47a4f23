import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { firstLoadJs, frameworkMinimum, holdsZod } from "../bench/page-weight";
import { verifiedCustomer } from "./support/accounts";
import { customerOnDashboard, payAirtime } from "./support/purchases";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";

/**
 * Holds the page-weight target of `npm run bench` in every test run: first-load JavaScript (gzip)
 * of these pages at most 1.5x what every App Router page of this build loads. Sizes of one build
 * do not drift with the machine, so unlike the timed figures this one can be a test.
 */
const LIMIT = 1.5;
const ENTRY_PAGES = ["/airtime", "/data-purchase", "/electricity-purchase", "/paytv", "/exam-pin"];
const CUSTOMER_PAGES = ["/dashboard", ...ENTRY_PAGES];

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
 * Sign-in, the pages that only read (the home and the history) and the purchase entry forms load
 * no zod until the customer acts: not in their first-load JavaScript, nor in what loads after (the
 * history table's chunk, the saved recipients and "You pay" line, the reads after hydration).
 * Their answers' contracts load with the first answer (lib/client/contract-loaders.ts); the bell,
 * the first history page, the forms' first lists and the saved recipients come seeded from the
 * server; Buy again values are read on the server; the phone library loads when a phone field is
 * first focused. Zod and the contracts were a third of the dashboard's first-load JavaScript and
 * ~50 ms of its main thread at full speed (bench/README.md, "Stop 35").
 */
test("sign-in, the dashboard, the history and the entry forms load no zod until the customer acts", async ({
  page,
  request,
  browser,
}) => {
  const zodFreeLoad = async (path: string, state?: Awaited<ReturnType<BrowserContext["storageState"]>>) => {
    const ctx = await browser.newContext({ storageState: state });
    const fresh = await ctx.newPage();
    const scripts = new Set<string>();
    fresh.on("response", (r) => {
      const m = /\/_next\/(static\/chunks\/[\w.-]+\.js)/.exec(r.url());
      if (m) scripts.add(m[1]);
    });
    await fresh.goto(path);
    if (path === "/dashboard" || path === "/transactions")
      await expect(fresh.getByTestId("transaction-row").first()).toBeVisible();
    if (ENTRY_PAGES.includes(path)) {
      await expect(fresh.getByRole("button", { name: /^(Proceed to Summary|Preview Purchase)$/ })).toBeEnabled();
      // The saved recipients, loaded after hydration, with "My number" on the phone fields.
      if (path === "/airtime" || path === "/data-purchase")
        await expect(fresh.getByTestId("saved-phone").getByText("My number")).toBeVisible();
    }
    await fresh.waitForLoadState("networkidle");
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(holdsZod([...scripts]), `${path} loaded zod`).toBe(false);
    expect(holdsZod((await firstLoadOf(fresh, path)).files), `${path} first-load JavaScript`).toBe(false);
    await ctx.close();
  };
  await zodFreeLoad("/login");
  // A customer with a purchase in the history, so the table and its Buy again links render.
  await customerOnDashboard(page, request, { name: "Bisi Okafor", fund: 1_000 });
  await page.goto("/airtime");
  await payAirtime(page);
  const state = await page.context().storageState();
  for (const path of ["/dashboard", "/transactions", ...ENTRY_PAGES]) await zodFreeLoad(path, state);
  // The marker is right: a page that validates as it loads does load zod.
  expect(holdsZod((await firstLoadOf(page, "/beneficiaries")).files)).toBe(true);
});
