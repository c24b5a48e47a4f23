import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { adminSignIn, expectDashboard, logIn } from "./support/pages";
import { customerWithData } from "./support/sample-customer";
import { dismissOnboardingIfShown } from "./support/wallet";

/**
 * Screenshots for looking at (not a check): the main customer pages at 390 and 1280 px in the
 * light and the dark scheme, into THEME_SHOTS (skipped when it is not set).
 * `THEME_SHOTS=/tmp/shots npx playwright test e2e/theme-screenshots.spec.ts`
 */
const DIR = process.env.THEME_SHOTS;
const PAGES = [
  "/dashboard",
  "/transactions",
  "/beneficiaries",
  "/statements",
  "/insights",
  "/claims",
  "/invoices",
  "/airtime",
  "/profile",
  "/notifications",
  "/schedules",
  "/make-money",
  "/bulk",
  "/api-keys",
  "/webhooks",
  "/developers",
];

test("screenshots of the main pages, light and dark, phone and desktop", async ({ page, browser, request }) => {
  test.skip(!DIR, "set THEME_SHOTS to a folder to take them");
  test.setTimeout(180_000);
  fs.mkdirSync(DIR!, { recursive: true });
  const c = await customerWithData(request);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const p of PAGES) {
        await page.goto(p);
        await page.waitForLoadState("networkidle");
        const name = `${p.slice(1)}-${width}-${scheme}.png`;
        await page.screenshot({ path: path.join(DIR!, name), fullPage: true });
      }
    }
  }
  const ctx = await browser.newContext({ colorScheme: "dark", viewport: { width: 1280, height: 800 } });
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  for (const p of ["/admin/dashboard", "/admin/transactions", "/admin/cases"]) {
    await admin.goto(p);
    await admin.waitForLoadState("networkidle");
    await admin.screenshot({ path: path.join(DIR!, `${p.slice(1).replace("/", "-")}-1280-dark.png`), fullPage: true });
  }
  await ctx.close();
});
