import { expect, test, type Page } from "@playwright/test";
import { axeClean } from "./support/axe";
import { confirmAndPay, customerOnDashboard, openTile, payAirtime, result, SANDBOX, shots } from "./support/purchases";

test.use({ viewport: { width: 1280, height: 800 } });

const facts = (page: Page) => page.getByTestId("transaction-facts");
/** A detail's value (<dt> label, then its <dd>). */
const fact = (page: Page, label: string) =>
  facts(page)
    .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

const UUID_PATH = /\/transactions\/[0-9a-f-]{36}$/;

/** What the clipboard holds now (the test grants the page clipboard access). */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll, `wider than the window at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a purchase's own page: from history, details, copy, receipt, share and Buy again; another customer gets not found", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await customerOnDashboard(page, request, { name: "Tobi Lawal", fund: 5_000 });

  // Buy airtime; the result links to the transaction's page.
  await openTile(page, "Airtime", /\/airtime$/);
  await payAirtime(page, { amount: "150" });
  const shortReference = (await result(page).getByTestId("result-reference").textContent())!.trim();
  expect(shortReference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const fromResult = await result(page).getByRole("link", { name: "View transaction" }).getAttribute("href");
  expect(fromResult).toMatch(UUID_PATH);
  // The short reference is the one on screen everywhere (result, history, the page's headline and
  // its share text); the full one stays for support (the page's Support reference, the receipt).
  const reference = await page.evaluate(
    async (id) =>
      ((await (await fetch(`/api/transactions/${id}`)).json()) as { transaction: { reference: string } }).transaction
        .reference,
    fromResult!.split("/").pop()!,
  );

  // The short reference finds it in the history's search.
  await page.goto(`/transactions?search=${shortReference}`);
  await expect(page.getByTestId("transaction-row")).toHaveCount(1);
  await expect(page.getByTestId("transaction-row").locator('[data-label="Reference"]')).toHaveText(shortReference);

  // Open it from the history: the purchase row (its cashback is a row of its own).
  await page.goto("/transactions");
  const row = page.getByTestId("transaction-row").filter({ hasText: shortReference }).filter({ hasText: "Purchase" });
  await expect(row.locator('[data-label="Reference"]')).toHaveText(shortReference);
  await expect(page.getByRole("main")).not.toContainText(reference);
  await row.getByRole("link", { name: /^Airtime, .*view details$/ }).click();
  await expect(page).toHaveURL(UUID_PATH);
  expect(new URL(page.url()).pathname).toBe(fromResult);

  await expect(page.getByRole("heading", { level: 1, name: "Airtime purchase" })).toBeVisible();
  const pageBox = page.getByTestId("transaction-page");
  await expect(pageBox).toContainText("-₦150.00");
  await expect(pageBox).toContainText("Delivered");
  await expect(fact(page, "Reference")).toContainText(shortReference);
  await expect(fact(page, "Support reference")).toContainText(reference);
  await expect(fact(page, "Network")).toHaveText("MTN");
  await expect(fact(page, "Phone number")).toContainText(SANDBOX.successPhone);
  await expect(fact(page, "Service")).toHaveText("Airtime");
  // Airtime delivers no token or pin.
  await expect(page.getByTestId("transaction-delivered")).toHaveCount(0);

  await page.getByRole("button", { name: "Copy reference", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied reference", exact: true })).toBeVisible();
  expect(await clipboard(page)).toBe(shortReference);
  await page.getByRole("button", { name: "Copy support reference" }).click();
  await expect(page.getByRole("button", { name: "Copied support reference" })).toBeVisible();
  expect(await clipboard(page)).toBe(reference);

  // The receipt (the existing PDF), and the WhatsApp share with the text filled in.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Receipt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt_${reference}.pdf`);
  const whatsapp = new URL((await page.getByTestId("share-whatsapp").getAttribute("href"))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
  expect(whatsapp.searchParams.get("text")).toContain(`Reference: ${shortReference}`);
  expect(whatsapp.searchParams.get("text")).toContain("Amount: ₦150.00");

  await axeClean(page, { everyImpact: true });
  await expectNoSidewaysScroll(page);
  await shots(page, "transaction-airtime");
  const transactionPath = new URL(page.url()).pathname;

  // Buy again: the entry form, filled in.
  await page.getByRole("link", { name: "Buy again" }).click();
  await expect(page).toHaveURL(/\/airtime\?network=mtn&amount=150&phone=08011111111$/);
  await expect(page.getByRole("combobox", { name: "Network" })).toHaveValue("mtn");
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveValue("150");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(SANDBOX.successPhone);

  // Electricity: the token, large, with its own Copy.
  await openTile(page, "Electricity", /\/electricity-purchase$/);
  const disco = page.getByRole("combobox", { name: "Electricity provider" });
  await expect(disco).toBeEnabled();
  await disco.selectOption({ value: "ikeja-electric" });
  await page.getByRole("textbox", { name: "Meter number" }).fill(SANDBOX.prepaidMeter);
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("1000");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Verify Meter" }).click();
  await expect(page.getByTestId("meter-verified")).toContainText("TESTMETER1");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  const token = (await page.getByTestId("meter-token").locator("p").nth(1).textContent())!.trim();
  await result(page).getByRole("link", { name: "View transaction" }).click();
  await expect(page).toHaveURL(UUID_PATH);
  const delivered = page.getByTestId("transaction-delivered");
  await expect(delivered).toContainText(token);
  await expect(fact(page, "Meter number")).toContainText(SANDBOX.prepaidMeter);
  await expect(fact(page, "Meter type")).toHaveText("Prepaid");
  // The purchase keeps VTpass's name ("Ikeja Electric Payment - IKEDC"); the customer reads ours.
  await expect(fact(page, "Distribution company")).toHaveText("Ikeja Electric");
  await expect(facts(page)).not.toContainText("IKEDC");
  await delivered.getByRole("button", { name: "Copy token" }).click();
  await expect(delivered.getByRole("button", { name: "Copied token" })).toBeVisible();
  expect(await clipboard(page)).toBe(token);
  // The token goes into a shared message only when the customer asks for it.
  const shareHref = () => page.getByTestId("share-whatsapp").getAttribute("href");
  expect(decodeURIComponent((await shareHref())!)).not.toContain(token);
  await page.getByRole("checkbox", { name: "Include the token in the message" }).check();
  expect(decodeURIComponent((await shareHref())!)).toContain(`Token: ${token}`);
  await axeClean(page, { everyImpact: true });
  await expectNoSidewaysScroll(page);
  await shots(page, "transaction-electricity");

  await page.getByRole("link", { name: "Buy again" }).click();
  await expect(page).toHaveURL(/\/electricity-purchase\?/);
  await expect(page.getByRole("combobox", { name: "Electricity provider" })).toHaveValue("ikeja-electric");
  await expect(page.getByRole("textbox", { name: "Meter number" })).toHaveValue(SANDBOX.prepaidMeter);
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveValue("1000");

  // The owner's own page answers 200.
  expect((await page.goto(transactionPath))?.status()).toBe(200);
  await expect(page.getByTestId("transaction-page")).toBeVisible();

  // Another customer: the same address is "not found", like an unknown id or a malformed one, with a
  // real HTTP 404 (the page is not streamed behind a loading state); the BFF answers 404 too.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await customerOnDashboard(otherPage, request, { name: "Kemi Ade" });
  for (const path of [transactionPath, "/transactions/00000000-0000-4000-8000-000000000000", "/transactions/abc"]) {
    const answer = await otherPage.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(otherPage.getByRole("heading", { level: 1, name: "Transaction not found" })).toBeVisible();
    await expect(otherPage.getByTestId("transaction-page")).toHaveCount(0);
  }
  await axeClean(otherPage, { everyImpact: true });
  await shots(otherPage, "transaction-not-found");
  const bff = await otherPage.evaluate(
    async (id) => (await fetch(`/api/transactions/${id}`)).status,
    transactionPath.split("/").pop(),
  );
  expect(bff).toBe(404);
  await other.close();
});
