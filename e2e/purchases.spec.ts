import { expect, test, type Page } from "@playwright/test";
import { formatNaira, koboToNaira, nairaToKobo } from "../lib/money";
import { BUY_MSG } from "../lib/purchases/messages";
import {
  confirmAndPay,
  customerOnDashboard,
  downloadReceiptText,
  enterPinAndPay,
  openTile,
  payAirtime,
  result,
  SANDBOX,
  shots,
} from "./support/purchases";

test.use({ viewport: { width: 1280, height: 800 } });

const summary = (page: Page) => page.getByTestId("purchase-summary");
const details = (page: Page) => page.getByTestId("transaction-details");
/** The short reference the customer reads (summary and result alike). */
const reference = async (page: Page) => (await result(page).getByTestId("result-reference").textContent())!.trim();
/** The long reference kept for support: the receipt's file name and text carry it. */
const supportReference = async (page: Page) =>
  (await result(page).getByTestId("support-reference").textContent())!.trim();

/** The detail row's value (a <dt> label followed by its <dd>). */
const detail = (page: Page, label: string) =>
  details(page)
    .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** The balance shown is the one before, less the amount, plus the cashback the details show (rates are configurable). */
async function expectBalanceAfter(page: Page, before: number, amount: number): Promise<number> {
  const cashbackRow = detail(page, "Cashback");
  const cashbackKobo = (await cashbackRow.count())
    ? nairaToKobo((await cashbackRow.textContent())!.replace(/[₦,]/g, ""))
    : 0;
  expect(cashbackKobo).not.toBeNull();
  const expected = koboToNaira(nairaToKobo(before)! - nairaToKobo(amount)! + cashbackKobo!);
  await expect(detail(page, "Balance")).toHaveText(formatNaira(expected));
  return expected;
}

async function expectMoreServices(page: Page) {
  const grid = page.getByRole("navigation", { name: "Purchase more services" });
  for (const [name, href] of [
    ["Airtime", "/airtime"],
    ["Data", "/data-purchase"],
    ["Electricity", "/electricity-purchase"],
    ["Cable TV", "/paytv"],
    ["Exam Pins", "/exam-pin"],
  ]) {
    await expect(grid.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}

test("each of the five services from the dashboard tile through the summary and payment to the receipt", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await customerOnDashboard(page, request, { name: "Bisi Adewale", fund: 20_000 });

  // Airtime
  await openTile(page, "Airtime", /\/airtime$/);
  await expect(page.getByRole("option", { name: "MTN" })).toBeAttached();
  await shots(page, "airtime-entry");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  // Errors are tied to their fields and the first one has focus.
  const network = page.getByRole("combobox", { name: "Network" });
  await expect(network).toHaveAccessibleDescription("Network is required.");
  await expect(network).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
    "Enter a valid Nigerian phone number",
  );
  await network.selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("49");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveAccessibleDescription(
    /Amount must be at least ₦50\./,
  );
  // Above the network's own maximum (the provider's catalogue), before any summary or PIN.
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("50001");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page.getByRole("textbox", { name: "Amount (₦)" })).toHaveAccessibleDescription(
    /Amount cannot exceed ₦50,000\.00 on MTN\./,
  );
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(
    /\/airtime-summary\?network=MTN&networkId=mtn&phone=08011111111&amount=100&requestId=AIRTIME_\d+_[a-z0-9]{8}$/,
  );
  await expect(summary(page)).toContainText("MTN");
  await expect(summary(page)).toContainText("₦100.00");
  await shots(page, "airtime-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  await expect(page.getByRole("heading", { name: "Transaction Details" })).toBeVisible();
  let balance = await expectBalanceAfter(page, 20_000, 100);
  await expect(detail(page, "Service")).toHaveText("Airtime");
  await expect(detail(page, "Amount")).toHaveText("₦100.00");
  await expect(detail(page, "Status")).toHaveText("Delivered");
  await expect(detail(page, "Phone")).toHaveText(SANDBOX.successPhone);
  await expectMoreServices(page);
  await shots(page, "airtime-result");
  let ref = await supportReference(page);
  // The receipt carries the full reference for support and the short one the screens show.
  const airtimeReceipt = await downloadReceiptText(page, testInfo, ref);
  expect(airtimeReceipt).toContain(ref);
  expect(airtimeReceipt).toContain(await reference(page));
  // Reloaded after paying, the summary shows this purchase's result, not its Pay button again.
  const airtimeRef = await reference(page);
  await page.reload();
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  expect(await reference(page)).toBe(airtimeRef);
  await expect(detail(page, "Balance")).toHaveText(formatNaira(balance));
  await expect(page.getByRole("button", { name: "Confirm and Pay" })).toHaveCount(0);

  // Data
  await openTile(page, "Data", /\/data-purchase$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  const plan = page.getByRole("combobox", { name: "Data plan" });
  await expect(plan).toBeEnabled();
  await plan.selectOption({ label: "100 MB, 24 hours — ₦100.00" });
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("₦100.00");
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveAttribute("readonly", "");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await shots(page, "data-entry");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(
    /\/data-summary\?networkId=mtn-data&network=MTN&planId=mtn-10mb-100&plan=.+&price=100&variationCode=mtn-10mb-100&phone=08011111111&requestId=DATA_/,
  );
  await expect(summary(page)).toContainText("100 MB, 24 hours");
  await shots(page, "data-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  balance = await expectBalanceAfter(page, balance, 100);
  await shots(page, "data-result");
  ref = await supportReference(page);
  expect(await downloadReceiptText(page, testInfo, ref)).toContain(ref);

  // Electricity
  await openTile(page, "Electricity", /\/electricity-purchase$/);
  const disco = page.getByRole("combobox", { name: "Electricity provider" });
  await expect(disco).toBeEnabled();
  await disco.selectOption({ value: "ikeja-electric" });
  await expect(page.getByRole("radio", { name: "Prepaid" })).toBeChecked();
  const meter = page.getByRole("textbox", { name: "Meter number" });
  await meter.fill("123456789");
  await page.getByRole("button", { name: "Verify Meter" }).click();
  await expect(meter).toHaveAccessibleDescription(/Meter number must be at least 10 digits/);
  await meter.fill(SANDBOX.prepaidMeter);
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("1500");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  // Verification must succeed before proceeding.
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(meter).toHaveAccessibleDescription(/Please verify the meter number before proceeding\./);
  await page.getByRole("button", { name: "Verify Meter" }).click();
  await expect(page.getByTestId("meter-verified")).toContainText("TESTMETER1");
  await shots(page, "electricity-entry");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(
    /\/electricity-summary\?disco=.+&discoId=ikeja-electric&meter_number=1111111111111&meter_type=prepaid&amount=1500&phone=08011111111&customer_name=TESTMETER1&customer_address=.+&requestId=ELEC_/,
  );
  await expect(summary(page)).toContainText("TESTMETER1");
  await shots(page, "electricity-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  await expect(detail(page, "Customer name")).toHaveText("TESTMETER1");
  const token = (await page.getByTestId("meter-token").locator("p").nth(1).textContent())!.trim();
  expect(token).toMatch(/^\d{4}(-\d{4}){4}$/);
  balance = await expectBalanceAfter(page, balance, 1500);
  await shots(page, "electricity-result");
  ref = await supportReference(page);
  const elecPdf = await downloadReceiptText(page, testInfo, ref);
  expect(elecPdf).toContain(ref);
  expect(elecPdf).toContain(token);
  expect(elecPdf).toContain(formatNaira(1500)); // the receipt prints ₦ (embedded Noto Sans), as the page does

  // Cable TV
  await openTile(page, "Cable TV", /\/paytv$/);
  await page.getByRole("combobox", { name: "Provider" }).selectOption({ label: "DStv" });
  await page.getByRole("textbox", { name: "Smartcard / IUC number" }).fill("12345");
  await page.getByRole("button", { name: "Verify Smartcard" }).click();
  await expect(page.getByRole("textbox", { name: "Smartcard / IUC number" })).toHaveAccessibleDescription(
    "Smartcard number must be at least 6 characters.",
  );
  await page.getByRole("textbox", { name: "Smartcard / IUC number" }).fill(SANDBOX.smartcard);
  await page.getByRole("button", { name: "Verify Smartcard" }).click();
  await expect(page.getByTestId("smartcard-verified")).toContainText(SANDBOX.smartcard);
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page.getByRole("combobox", { name: "Plan" })).toHaveAccessibleDescription(
    "Please select a plan before proceeding.",
  );
  await page.getByRole("combobox", { name: "Plan" }).selectOption({ value: "dstv-padi" });
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("₦4,400.00");
  await shots(page, "paytv-entry");
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(
    /\/paytv-summary\?provider=dstv&providerName=DStv&smartcard=1212121212&plan=dstv-padi&planName=.+&amount=4400&phone=08011111111&customer_name=.+&smartcard_number=1212121212&requestId=PAYTV_/,
  );
  await expect(summary(page)).toContainText("DStv Padi");
  await shots(page, "paytv-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  await expect(detail(page, "Smartcard")).toHaveText(SANDBOX.smartcard);
  await expect(detail(page, "Customer name")).not.toHaveText("—");
  // Customers read "Cable TV", never the operators' "PayTV"; the tab names the result, not the summary.
  await expect(result(page)).toContainText("Cable TV purchase successful.");
  await expect(page.getByRole("main")).not.toContainText(/PayTV/i);
  await expect(page).toHaveTitle("Cable TV purchase result · Naira Wallet");
  balance = await expectBalanceAfter(page, balance, 4400);
  await shots(page, "paytv-result");
  ref = await supportReference(page);
  expect(await downloadReceiptText(page, testInfo, ref)).toContain(ref);

  // Exam pins: JAMB verification resets on change; then two WAEC result checker cards.
  await openTile(page, "Exam Pins", /\/exam-pin$/);
  const examType = page.getByRole("combobox", { name: "Exam type" });
  await expect(examType).toBeEnabled();
  await examType.selectOption({ value: "jamb" });
  const profile = page.getByRole("textbox", { name: "JAMB profile ID" });
  await profile.fill(SANDBOX.jambProfile);
  await page.getByRole("button", { name: "Verify Profile" }).click();
  await expect(page.getByTestId("jamb-verified")).toBeVisible();
  await shots(page, "exam-entry-jamb");
  await profile.fill(`${SANDBOX.jambProfile}1`);
  await expect(page.getByTestId("jamb-verified")).toBeHidden();
  await examType.selectOption({ value: "waec" });
  await expect(profile).toBeHidden();
  await page.getByRole("radio", { name: "WASSCE Result Checker PIN — ₦3,900.00" }).check();
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("₦3,900.00");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await expect(page.getByTestId("exam-total")).toHaveText("₦7,800.00");
  await shots(page, "exam-entry");
  await page.getByRole("button", { name: "Preview Purchase" }).click();
  await expect(page).toHaveURL(
    /\/exam-pin-summary\?examType=.+&examTypeId=waec&variation=.+&variationCode=waecdirect&price=3900&phone=08011111111&quantity=2&requestId=EXAMPIN_\d+_[a-z0-9]{8}&profileId=&reference=EXAMPIN_/,
  );
  await expect(summary(page)).toContainText("₦7,800.00");
  await shots(page, "exam-summary");
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  const pins = page.getByTestId("exam-pins").getByRole("listitem");
  await expect(pins).toHaveCount(2);
  await expect(pins.first()).toContainText(/Serial: WRN\d{9}/);
  await expectBalanceAfter(page, balance, 7800);
  await shots(page, "exam-result");
  ref = await supportReference(page);
  const pin = ((await pins.first().textContent()) ?? "").match(/PIN: (\d+)/)?.[1];
  expect(pin).toBeTruthy();
  const examPdf = await downloadReceiptText(page, testInfo, ref);
  expect(examPdf).toContain(ref);
  expect(examPdf).toContain(pin!);

  // Every 'Purchase more services' tile works.
  await result(page).getByRole("link", { name: "Cable TV", exact: true }).click();
  await expect(page).toHaveURL(/\/paytv$/);
});

test("a failed purchase shows its reference; a pending one is shown as pending and becomes delivered", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Emeka Obi", fund: 1_000 });

  await openTile(page, "Airtime", /\/airtime$/);
  await payAirtime(page, { network: "GLO", amount: "200", phone: SANDBOX.failingPhone, outcome: "failed" });
  await expect(page.getByRole("heading", { name: "Purchase failed" })).toBeVisible();
  await expect(result(page).getByRole("alert")).toHaveText("Airtime purchase failed. Your wallet has been refunded.");
  expect(await reference(page)).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(result(page).getByRole("button", { name: "Download Receipt" })).toHaveCount(0);
  await shots(page, "airtime-result-failed");
  // Reloaded, it is still this failed purchase (refunded), not a summary to pay again.
  await page.reload();
  await expect(result(page)).toHaveAttribute("data-outcome", "failed");
  await expect(result(page).getByRole("alert")).toHaveText("Airtime purchase failed. Your wallet has been refunded.");
  // Its page offers no claim: the money is already back.
  await result(page).getByRole("link", { name: "View transaction" }).click();
  await expect(page.getByTestId("transaction-page")).toBeVisible();
  await expect(page.getByRole("button", { name: "I did not receive it" })).toHaveCount(0);

  await openTile(page, "Airtime", /\/airtime$/);
  await payAirtime(page, { amount: "300", phone: SANDBOX.pendingPhone, outcome: "pending" });
  await expect(page.getByRole("heading", { name: "Purchase pending" })).toBeVisible();
  const ref = await supportReference(page);
  await expect(detail(page, "Status")).toHaveText("Pending");
  await expect(result(page).getByRole("button", { name: "Download Receipt" })).toHaveCount(0);
  await shots(page, "airtime-result-pending");
  // The re-query job settles it; the page reads it again and updates by itself.
  await expect(result(page)).toHaveAttribute("data-outcome", "success", { timeout: 30_000 });
  await expect(detail(page, "Status")).toHaveText("Delivered");
  await expect(result(page).getByTestId("support-reference")).toHaveText(ref);
  // The failed ₦200 was refunded; the ₦300 was debited (plus any cashback).
  await expectBalanceAfter(page, 1_000, 300);
  expect(await downloadReceiptText(page, testInfo, ref)).toContain(ref);
});

test("an answer lost on the way is not called a failure: looked up, it shows what was paid, or that nothing was", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Tunde Lost", fund: 1_000 });
  const fillAirtime = async (amount: string) => {
    await openTile(page, "Airtime", /\/airtime$/);
    await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
    await page.getByRole("textbox", { name: "Amount (₦)" }).fill(amount);
    await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
    await page.getByRole("button", { name: "Proceed to Summary" }).click();
    await expect(summary(page)).toBeVisible();
  };
  const lookups = "**/api/purchases/*";

  // Paid, but its answer dropped on the way back (a phone losing signal): "not confirmed", then the truth.
  await fillAirtime("100");
  await page.route("**/api/pay/airtime", async (route) => {
    await route.fetch(); // the purchase reaches the server and is made
    await route.abort("internetdisconnected");
  });
  await page.route(lookups, (route) => route.abort("internetdisconnected")); // still offline
  await enterPinAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "unconfirmed");
  await expect(page.getByRole("heading", { name: "Payment not confirmed yet" })).toBeVisible();
  await expect(result(page).getByRole("alert")).toHaveText(BUY_MSG.paymentUnconfirmed);
  await expect(detail(page, "Status")).toHaveText("Checking");
  await page.unroute(lookups); // back online
  await expect(result(page)).toHaveAttribute("data-outcome", "success", { timeout: 20_000 });
  await expect(detail(page, "Status")).toHaveText("Delivered");
  const balance = await expectBalanceAfter(page, 1_000, 100);
  await page.unroute("**/api/pay/airtime");

  // Never reached the server: not found three times, it is said to have failed, and Try again pays once.
  await fillAirtime("200");
  await page.route("**/api/pay/airtime", (route) => route.abort("internetdisconnected"));
  await enterPinAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "failed", { timeout: 20_000 });
  await expect(result(page).getByRole("alert")).toHaveText(BUY_MSG.paymentFailed);
  await page.unroute("**/api/pay/airtime");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  await expectBalanceAfter(page, balance, 200);
});

test("a delivery VTpass reverses later is shown, refunded, when the result's tab is looked at again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await customerOnDashboard(page, request, { name: "Ada Reversed", fund: 1_000 });
  await openTile(page, "Airtime", /\/airtime$/);
  await payAirtime(page, { amount: "100", phone: "08020300000" }); // delivered, then reversed by the sandbox
  const id = new URL(
    (await result(page).getByRole("link", { name: "View transaction" }).getAttribute("href"))!,
    page.url(),
  ).pathname.split("/")[2];
  await expect
    .poll(async () => (await (await page.request.get(`/api/transactions/${id}`)).json()).transaction.status, {
      timeout: 60_000,
    })
    .toBe("reversed");
  // The customer comes back to the tab (it was hidden, then shown).
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(result(page)).toHaveAttribute("data-outcome", "failed");
  await expect(result(page).getByRole("alert")).toHaveText("Airtime purchase failed. Your wallet has been refunded.");
  await expect(detail(page, "Balance")).toHaveText(formatNaira(1_000));
});

test("the insufficient-balance modal, and a summary with a broken query goes back to its entry page", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Zainab Musa" });

  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  const modal = page.getByRole("dialog", { name: "Insufficient Balance" });
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("modal-balance")).toHaveText("₦0.00");
  await expect(page.getByTestId("modal-cost")).toHaveText("₦100.00");
  await expect(modal.getByRole("link", { name: /support@/ })).toHaveAttribute("href", /^mailto:/);
  await shots(page, "airtime-insufficient");
  await modal.getByRole("button", { name: "Close" }).first().click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/airtime$/);

  // Exam pins: the hint and the modal, then View Account Details.
  await page.goto("/exam-pin");
  await page.getByRole("combobox", { name: "Exam type" }).selectOption({ value: "waec" });
  await page.getByRole("radio", { name: "WASSCE Result Checker PIN — ₦3,900.00" }).check();
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await expect(page.getByRole("link", { name: /Fund your wallet/ })).toHaveAttribute("href", "#account-card");
  await page.getByRole("button", { name: "Preview Purchase" }).click();
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("modal-cost")).toHaveText("₦3,900.00");
  await modal.getByRole("link", { name: "View Account Details" }).click();
  await expect(page).toHaveURL(/\/dashboard\?fund=1$/);

  await page.goto("/airtime-summary?network=MTN&phone=08011111111");
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid purchase details. Please try again." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/airtime$/);
});
