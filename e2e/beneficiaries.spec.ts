import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeClean } from "./support/axe";
import { confirmAndPay, customerOnDashboard, openTile, pinPad, result, SANDBOX } from "./support/purchases";

test.describe.configure({ timeout: 150_000 });

/** axe on the page in the light and the dark scheme; with BENEFICIARY_SHOTS set, screenshots at 390 and 1280 px for looking at. */
async function checkPage(page: Page, name: string) {
  const dir = process.env.BENEFICIARY_SHOTS;
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await axeClean(page, { everyImpact: true, label: `${name} (${scheme})` });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, `${name} is wider than ${width} px`).toBe(false);
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`), fullPage: true });
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(before);
}

const network = (page: Page) => page.getByRole("combobox", { name: "Network" });
const amount = (page: Page) => page.getByRole("textbox", { name: "Amount (₦)" });
const phone = (page: Page) => page.getByRole("textbox", { name: "Phone number" });

test("buy airtime, save the number from the result, then buy again in two taps from the saved list", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Ngozi Adeyemi", fund: 2000 });

  // The network follows the number's prefix until the customer picks one.
  await openTile(page, "Airtime", /\/airtime$/);
  await phone(page).fill("08031234567");
  await expect(network(page)).toHaveValue("mtn");
  await expect(page.getByText("Picked from the number: MTN.")).toBeVisible();
  await phone(page).fill("0805 123 4567");
  await expect(network(page)).toHaveValue("glo");

  // A first purchase, for the sandbox's delivering number (no prefix in the table: the customer picks).
  await network(page).selectOption({ label: "MTN" });
  await amount(page).fill("150");
  await phone(page).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  // The saved recipients come with the summary page (its server read): the browser reads none, so
  // "Save as beneficiary" is drawn with the result, in place. A read of the browser's own is held
  // back here: the box, drawn once it answered, pushed the page down (a layout shift).
  const reads: string[] = [];
  await page.route("**/api/beneficiaries", (route) => void reads.push(route.request().method()));
  await confirmAndPay(page);
  const save = page.getByRole("form", { name: "Save as beneficiary" });
  expect(await save.count(), "the box is there as the result appears").toBe(1);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  expect(reads).toEqual([]);
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Save as beneficiary: ticked by default for a number not saved yet, with an optional nickname.
  await expect(save.getByRole("checkbox", { name: "Save as beneficiary" })).toBeChecked();
  await save.getByRole("textbox", { name: "Nickname (optional)" }).fill("Mama");
  await checkPage(page, "result-save");
  await save.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as Mama.")).toBeVisible();

  // Buy again in two taps: the saved number, then Proceed. The PIN is still asked at the summary.
  await openTile(page, "Airtime", /\/airtime$/);
  const saved = page.getByTestId("saved-phone");
  await expect(saved.getByRole("button", { name: /My number/ })).toBeVisible();
  await checkPage(page, "airtime-saved");
  await saved.getByRole("button", { name: /Mama/ }).click(); // tap 1
  await expect(phone(page)).toHaveValue(SANDBOX.successPhone);
  await expect(network(page)).toHaveValue("mtn");
  await expect(amount(page)).toHaveValue("150");
  await page.getByRole("button", { name: "Proceed to Summary" }).click(); // tap 2
  await expect(page).toHaveURL(/\/airtime-summary\?/);
  await expect(pinPad(page)).toBeVisible();
  await expect(page.getByTestId("purchase-summary")).toContainText(SANDBOX.successPhone);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  // Already saved: the result offers nothing more to save.
  await expect(page.getByRole("form", { name: "Save as beneficiary" })).toHaveCount(0);

  // Buy again from a history row: the entry form, filled in.
  await page.goto("/transactions");
  await page.getByRole("link", { name: "Buy Airtime again" }).first().click();
  await expect(page).toHaveURL(/\/airtime\?/);
  await expect(phone(page)).toHaveValue(SANDBOX.successPhone);
  await expect(amount(page)).toHaveValue("150");
  await expect(network(page)).toHaveValue("mtn");
});

test("the beneficiaries page: buy again, rename, choose the network of a ported number, delete", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Tunde Bakare" });
  // Saved through the BFF, as the result page does.
  for (const body of [
    { kind: "phone", phone: "+234 803 123 4567", nickname: "Shop phone", amount: 500 },
    {
      kind: "meter",
      disco: "ikeja-electric",
      meter_number: SANDBOX.prepaidMeter,
      meter_type: "prepaid",
      customer_name: "Old Name",
    },
    { kind: "smartcard", provider: "dstv", smartcard: SANDBOX.smartcard, nickname: "Sitting room TV" },
  ]) {
    const status = await page.evaluate(async (b) => {
      const res = await fetch("/api/beneficiaries", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(b),
      });
      return res.status;
    }, body);
    expect(status).toBe(201);
  }

  // Linked from the customer navigation.
  await page.getByRole("link", { name: "Beneficiaries" }).first().click();
  await expect(page).toHaveURL(/\/beneficiaries$/);
  const items = page.getByTestId("beneficiary");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Sitting room TV");
  await checkPage(page, "beneficiaries");

  // The network of a ported number, remembered.
  await page.getByRole("button", { name: "Edit Shop phone" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Shop phone" });
  await dialog.getByRole("textbox", { name: "Nickname" }).fill("Kiosk");
  await dialog.getByRole("combobox", { name: "Network" }).selectOption("airtel");
  await checkPage(page, "beneficiary-edit");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Kiosk updated.")).toBeVisible();
  const kiosk = items.filter({ hasText: "Kiosk" });
  await expect(kiosk).toContainText("08031234567 · Airtel");
  await expect(kiosk).toContainText("Network chosen by you");

  // Buy again: the airtime form, filled, with the remembered network.
  await page.getByRole("link", { name: "Buy airtime for Kiosk" }).click();
  await expect(page).toHaveURL(/\/airtime\?/);
  await expect(network(page)).toHaveValue("airtel");
  await expect(phone(page)).toHaveValue("08031234567");
  await expect(amount(page)).toHaveValue("500");

  // A saved meter fills the electricity form and is verified again at once (the name changed).
  await page.goto("/electricity-purchase");
  await page
    .getByTestId("saved-meter")
    .getByRole("button", { name: /Old Name/ })
    .click();
  await expect(page.getByTestId("meter-verified")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "Meter number" })).toHaveValue(SANDBOX.prepaidMeter);
  await expect(page.getByTestId("meter-verified")).toContainText("saved as Old Name");
  await checkPage(page, "electricity-saved");

  // Delete, after a confirmation.
  await page.goto("/beneficiaries");
  await page.getByRole("button", { name: "Delete Sitting room TV" }).click();
  await page
    .getByRole("dialog", { name: "Delete Sitting room TV?" })
    .getByRole("button", { name: "Delete" })
    .press("Enter");
  await expect(page.getByText("Sitting room TV deleted.")).toBeVisible();
  await expect(items).toHaveCount(2);
  // Its row (and the Delete button focus came back to) is gone: focus is on the notice, not lost.
  await expect(page.getByRole("status").filter({ hasText: "Sitting room TV deleted." }).locator("..")).toBeFocused();
});

test("add beneficiaries on the page: a phone with its network, a verified meter, then buy again from one; a foreign phone saves nothing", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Amaka Obi", fund: 2000 });
  await page.goto("/beneficiaries");
  await expect(page.getByText("No beneficiaries yet.")).toBeVisible();
  await checkPage(page, "beneficiaries-empty");
  const items = page.getByTestId("beneficiary");
  const dialog = page.getByRole("dialog", { name: "Add beneficiary" });
  const save = dialog.getByRole("button", { name: "Save beneficiary" });
  const saved = async () =>
    page.evaluate(async () => (await (await fetch("/api/beneficiaries", { cache: "no-store" })).json()).data.length);

  // A phone: not Nigerian is refused with the rule's message, and nothing is saved.
  await page.getByRole("button", { name: "Add beneficiary" }).click();
  await expect(dialog.getByRole("radio", { name: "Phone number" })).toBeChecked();
  await phone(page).fill("+44 7911 123456");
  await save.click();
  await expect(dialog.getByText("Enter a valid Nigerian phone number")).toBeVisible();
  await expect(phone(page)).toBeFocused();
  await checkPage(page, "beneficiary-add-refused");
  expect(await saved()).toBe(0);

  // The network follows the number's prefix; the customer overrides it (a ported number).
  await phone(page).fill("+234 803 123 4567");
  await expect(phone(page)).toHaveValue("08031234567");
  await expect(network(page)).toHaveValue("mtn");
  await expect(dialog.getByText("Picked from the number: MTN.")).toBeVisible();
  await network(page).selectOption("airtel");
  await dialog.getByRole("textbox", { name: "Nickname (optional)" }).fill("Kiosk");
  await checkPage(page, "beneficiary-add-phone");
  // Saved from the keyboard: the empty state's button the dialog came from is gone with the first
  // save, so focus goes to the notice, never back to the top of the page.
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Kiosk saved.")).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Kiosk saved." }).locator("..")).toBeFocused();
  await expect(items.first()).toContainText("08031234567 · Airtel");
  await expect(items.first()).toContainText("Network chosen by you");
  // Never bought for yet: it says when it was added, not a "last used" it never had.
  await expect(items.first()).toContainText(/Added \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} [ap]m/);
  await expect(items.first()).not.toContainText("Last used");

  // A meter: verified with the disco before it can be saved; its verified name is kept.
  await page.getByRole("button", { name: "Add beneficiary" }).click();
  await dialog.getByRole("radio", { name: "Electricity meter" }).check();
  await dialog.getByRole("combobox", { name: "Electricity provider" }).selectOption("ikeja-electric");
  await expect(dialog.getByRole("radio", { name: "Prepaid" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Meter number" }).fill(SANDBOX.prepaidMeter);
  await dialog.getByRole("textbox", { name: "Nickname (optional)" }).fill("Shop meter");
  await save.click();
  await expect(dialog.getByText("Verify the meter before saving it.")).toBeVisible();
  expect(await saved()).toBe(1);
  await dialog.getByRole("button", { name: "Verify Meter" }).click();
  const verified = dialog.getByTestId("recipient-verified");
  await expect(verified).toContainText("Customer name:", { timeout: 20_000 });
  const name = (await verified.locator("strong").first().textContent())!.trim();
  await checkPage(page, "beneficiary-add-meter");
  await save.click();
  await expect(page.getByText("Shop meter saved.")).toBeVisible();
  await expect(items).toHaveCount(2);
  const meter = items.filter({ hasText: "Shop meter" });
  await expect(meter).toContainText(`Ikeja Electric · Prepaid · ${SANDBOX.prepaidMeter}`);
  const stored = await page.evaluate(async () => (await (await fetch("/api/beneficiaries")).json()).data);
  expect(stored.find((b: { kind: string }) => b.kind === "meter")).toMatchObject({
    provider: "ikeja-electric",
    meter_type: "prepaid",
    customer_name: name,
  });
  await checkPage(page, "beneficiaries-added");

  // Buy again from the saved meter: the electricity form filled in, then paid as any purchase.
  await meter.getByRole("link", { name: "Buy again" }).click();
  await expect(page).toHaveURL(/\/electricity-purchase\?/);
  await expect(page.getByRole("textbox", { name: "Meter number" })).toHaveValue(SANDBOX.prepaidMeter);
  await expect(page.getByRole("combobox", { name: "Electricity provider" })).toHaveValue("ikeja-electric");
  await page.getByRole("button", { name: "Verify Meter" }).click();
  await expect(page.getByTestId("meter-verified")).toContainText(name, { timeout: 20_000 });
  await amount(page).fill("1000");
  await phone(page).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/electricity-summary\?/);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");
  // Already saved: nothing more to save on the result.
  await expect(page.getByRole("form", { name: "Save as beneficiary" })).toHaveCount(0);
});
