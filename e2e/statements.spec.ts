import fs from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { axeClean, BOTH_SCHEMES } from "./support/axe";
import { userResponse } from "../lib/contracts/user";
import { formatNaira } from "../lib/money";
import { STATEMENT_MESSAGES } from "../lib/contracts/statements";
import { customerOnDashboard, openTile, payAirtime, SANDBOX } from "./support/purchases";
import { lagosDay, pdfText } from "./support/wallet";

/** Screenshots at 390 and 1280 px, light and dark, into STATEMENT_SHOTS when set (for looking, not committed). */
async function shots(page: Page, name: string) {
  const dir = process.env.STATEMENT_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const scheme of ["light", "dark"] as const)
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300); // the chart resizes to the new width
      await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function download(page: Page, testInfo: TestInfo, testId: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

const balanceNow = (page: Page) =>
  page
    .evaluate(async () => (await fetch("/api/user", { cache: "no-store" })).json())
    .then((b) => userResponse.parse(b).data.balance);

/** "1234.50" (the CSV's amounts) to kobo. */
const kobo = (s: string) => (s ? Math.round(Number(s) * 100) : 0);

test("a funded customer who bought airtime downloads this month's statement as PDF and CSV, and sees the insights", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await customerOnDashboard(page, request, { name: "Ngozi Statement", fund: 20_000 });
  await openTile(page, "Airtime", /\/airtime$/);
  await payAirtime(page);
  const balance = await balanceNow(page);

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Statements" }).first().click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole("heading", { name: "Statements", level: 1 })).toBeVisible();
  const today = lagosDay();
  await expect(page.getByTestId("statement-pdf")).toHaveAttribute(
    "href",
    `/api/statements/statement.pdf?from=${today.slice(0, 8)}01&to=${today}`,
  );
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await shots(page, "statements");

  const pdf = pdfText(await download(page, testInfo, "statement-pdf"));
  for (const s of ["Naira Wallet", "Account Statement", "Ngozi Statement", "Opening balance", "Closing balance"])
    expect(pdf).toContain(s);
  expect(pdf).toMatch(/Funding\s+in ₦20,000\.00 out ₦0\.00/);
  expect(pdf).toMatch(/Purchases\s+in ₦0\.00 out ₦100\.00/);
  expect(pdf).toMatch(new RegExp(`Closing balance\\s+${formatNaira(balance).replace(/[.$]/g, "\\$&")}`));

  const csv = fs.readFileSync(await download(page, testInfo, "statement-csv"), "utf8");
  const rows = csv.trim().split("\r\n");
  expect(rows[0]).toBe("Date,Description,Reference,Kind,Debit (NGN),Credit (NGN),Balance (NGN),Support reference");
  const cells = rows.map((r) =>
    r.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "")),
  );
  const total = (kind: string) => cells.find((c) => c[3] === kind && c[1].startsWith("Total"))!;
  expect([kobo(total("funding")[4]), kobo(total("funding")[5])]).toEqual([0, 20_000_00]);
  expect([kobo(total("purchase")[4]), kobo(total("purchase")[5])]).toEqual([100_00, 0]);
  // The purchase by the short reference its screens showed; the long one for support beside it.
  const bought = cells.find((c) => c[3] === "purchase" && !c[1].startsWith("Total"))!;
  expect(bought[2]).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(bought[7].length).toBeGreaterThan(9);
  const closing = cells.find((c) => c[1] === "Closing balance")!;
  expect(kobo(closing[6])).toBe(Math.round(balance * 100));
  expect(kobo(cells[1][6])).toBe(0);

  // A custom range that runs backwards is refused before any download is offered.
  await page.getByRole("radio", { name: "Custom range" }).check();
  await page.getByRole("textbox", { name: "From", exact: true }).fill(today);
  await page.getByRole("textbox", { name: "To", exact: true }).fill(`${today.slice(0, 8)}01`);
  if (!today.endsWith("-01")) {
    await expect(page.getByRole("textbox", { name: "To", exact: true })).toHaveAccessibleDescription(
      new RegExp(STATEMENT_MESSAGES.inverted),
    );
    await expect(page.getByTestId("statement-pdf")).toHaveCount(0);
  }

  await page.getByRole("link", { name: "Insights" }).first().click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByTestId("insights-spent")).toHaveText("₦100.00");
  await expect(page.getByRole("table")).toContainText("₦100.00");
  await expect(page.getByText(SANDBOX.successPhone)).toBeVisible();
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await shots(page, "insights");
});

test("a new customer's insights say there is nothing yet", async ({ page, request }) => {
  await customerOnDashboard(page, request, { name: "Tunde New" });
  await page.goto("/insights");
  await expect(page.getByTestId("insights-empty")).toBeVisible();
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await shots(page, "insights-empty");
});
