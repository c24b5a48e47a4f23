import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeClean } from "./support/axe";
import { PIN_MSG } from "../lib/contracts/pin";
import { formatNaira } from "../lib/money";
import { mailIds, readCode } from "./support/accounts";
import { alertBox } from "./support/pages";
import {
  confirmAndPay,
  customerOnDashboard,
  enterPinAndPay,
  openTile,
  pinPad,
  result,
  SANDBOX,
} from "./support/purchases";

test.describe.configure({ timeout: 120_000 });

const WRONG_PIN = "9157";
const MY_PIN = "7391";

async function airtimeSummary(page: Page, amount = "100") {
  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill(amount);
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);
}

/** The summary with its PIN pad at 390 and 1280 px, into PIN_SHOTS when set (for looking at it). */
async function pinShots(page: Page, name: string) {
  await axeClean(page, { label: name });
  const dir = process.env.PIN_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, `${name} is wider than ${width} px`).toBe(false);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

test("the first purchase sets the PIN, pays with it; a wrong PIN says the tries left; five lock it", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Chioma Nnadi", fund: 1000, pin: null });

  // No PIN yet: the summary offers setting one (PIN twice and the password) before paying.
  await airtimeSummary(page);
  const setForm = page.getByRole("form", { name: "Set your transaction PIN" });
  await expect(setForm).toBeVisible();
  await pinShots(page, "summary-set-pin");
  await page.getByRole("button", { name: "Confirm and Pay" }).click();
  await expect(alertBox(page).filter({ hasText: PIN_MSG.notSet })).toBeVisible();
  await setForm.getByRole("textbox", { name: "New transaction PIN" }).fill("1234");
  await setForm.getByRole("textbox", { name: "Confirm PIN" }).fill("1234");
  await setForm.getByLabel("Password").fill("Sandbox-pass-123");
  await setForm.getByRole("button", { name: "Set PIN" }).click();
  await expect(setForm.getByText(PIN_MSG.tooEasy)).toBeVisible();
  await setForm.getByRole("textbox", { name: "New transaction PIN" }).fill(MY_PIN);
  await setForm.getByRole("textbox", { name: "Confirm PIN" }).fill(MY_PIN);
  await setForm.getByLabel("Password").fill("Sandbox-pass-123");
  await setForm.getByRole("button", { name: "Set PIN" }).click();

  // The pad now holds the new PIN: pay with it.
  await expect(pinPad(page)).toHaveValue(MY_PIN);
  await expect(pinPad(page)).toHaveAttribute("inputmode", "numeric");
  await page.getByRole("button", { name: "Confirm and Pay" }).click();
  await expect(result(page)).toHaveAttribute("data-outcome", "success", { timeout: 20_000 });
  await page.goto("/dashboard");
  const balance = (await page.getByTestId("available-balance").textContent())!;
  expect(balance).not.toBe(formatNaira(1000));

  // The next purchase: the pad is empty; a pasted PIN with a space is cleaned to its digits.
  await airtimeSummary(page);
  await expect(pinPad(page)).toHaveValue("");
  await pinShots(page, "summary-pin-pad");
  await pinPad(page).fill("91 57");
  await expect(pinPad(page)).toHaveValue(WRONG_PIN);
  await page.getByRole("button", { name: "Confirm and Pay" }).click();
  await expect(alertBox(page).filter({ hasText: "Incorrect PIN. 4 attempts left." })).toBeVisible();
  await expect(pinPad(page)).toHaveAttribute("aria-invalid", "true");
  await expect(pinPad(page)).toHaveValue("");
  await expect(pinPad(page)).toBeFocused(); // the next try is typed at once
  await pinShots(page, "summary-wrong-pin");
  await expect(result(page)).toHaveCount(0);

  for (const left of [3, 2, 1]) {
    await enterPinAndPay(page, WRONG_PIN);
    await expect(alertBox(page).filter({ hasText: `Incorrect PIN. ${left} attempt` })).toBeVisible();
  }
  await enterPinAndPay(page, WRONG_PIN);
  await expect(alertBox(page).filter({ hasText: "your PIN is locked. Try again in 30 minutes" })).toBeVisible();
  // Locked: even the right PIN is refused, and no money moved.
  await enterPinAndPay(page, MY_PIN);
  await expect(alertBox(page).filter({ hasText: "your PIN is locked" }).first()).toBeVisible();
  await expect(result(page)).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-balance")).toHaveText(balance);
});

test("a customer with a PIN pays with it, changes it in the profile, and then only the new one pays", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Ifeanyi Okeke", fund: 1000 });
  await airtimeSummary(page);
  await confirmAndPay(page);
  await expect(result(page)).toHaveAttribute("data-outcome", "success");

  await page.goto("/profile");
  const card = page.locator("#transaction-pin");
  await card.getByRole("textbox", { name: "Current PIN" }).fill("4826");
  await card.getByRole("textbox", { name: "New PIN", exact: true }).fill("5038");
  await card.getByRole("textbox", { name: "Confirm new PIN" }).fill("5038");
  await card.getByRole("button", { name: "Change PIN" }).click();
  await expect(card.getByText(PIN_MSG.changed)).toBeVisible();

  await airtimeSummary(page);
  await enterPinAndPay(page, "4826");
  await expect(alertBox(page).filter({ hasText: "Incorrect PIN. 4 attempts left." })).toBeVisible();
  // Enter in the PIN field pays, as a form's submit would (a keyboard user need not tab to the button).
  await pinPad(page).fill("5038");
  await pinPad(page).press("Enter");
  await expect(result(page)).toHaveAttribute("data-outcome", "success", { timeout: 20_000 });
});

test("setting, resetting and changing the PIN in the profile leave focus on the notice, not on the page's body", async ({
  page,
  request,
}) => {
  const c = await customerOnDashboard(page, request, { name: "Kelechi Eze", pin: null });
  await page.goto("/profile");
  const card = page.locator("#transaction-pin");
  // The focused element's text; none when focus fell to the page's body (whose text has the notice too).
  const focusedText = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a && a !== document.body ? (a.textContent ?? "") : "";
    });

  // Set from the keyboard: the form (and its focused button) gives way to the change form.
  const setForm = card.getByRole("form", { name: "Set your transaction PIN" });
  await setForm.getByRole("textbox", { name: "New transaction PIN" }).fill(MY_PIN);
  await setForm.getByRole("textbox", { name: "Confirm PIN" }).fill(MY_PIN);
  await setForm.getByLabel("Password").fill(c.password);
  await setForm.getByRole("button", { name: "Set PIN" }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("form", { name: "Change your PIN" })).toBeVisible();
  await expect.poll(focusedText).toContain(PIN_MSG.set);

  // Reset with the emailed code: its form closes when done.
  const before = await mailIds(request, c.email);
  await card.getByRole("button", { name: "Forgot your PIN? Email me a code" }).press("Enter");
  await expect.poll(focusedText).toContain(PIN_MSG.resetSent);
  const { code } = await readCode(request, c.email, { subject: /PIN reset code/, notIds: before });
  const resetForm = card.getByRole("form", { name: "Reset your PIN" });
  await resetForm.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await resetForm.getByLabel("Password").fill(c.password);
  await resetForm.getByRole("textbox", { name: "New PIN", exact: true }).fill("5038");
  await resetForm.getByRole("textbox", { name: "Confirm new PIN" }).fill("5038");
  await resetForm.getByRole("button", { name: "Reset PIN" }).focus();
  await page.keyboard.press("Enter");
  await expect(resetForm).toHaveCount(0);
  await expect.poll(focusedText).toContain(PIN_MSG.reset);

  // Change: the form stays, but its button was disabled while saving and so lost focus.
  const changeForm = card.getByRole("form", { name: "Change your PIN" });
  await changeForm.getByRole("textbox", { name: "Current PIN" }).fill("5038");
  await changeForm.getByRole("textbox", { name: "New PIN", exact: true }).fill("6150");
  await changeForm.getByRole("textbox", { name: "Confirm new PIN" }).fill("6150");
  await changeForm.getByRole("button", { name: "Change PIN" }).press("Enter");
  await expect.poll(focusedText).toContain(PIN_MSG.changed);
});
