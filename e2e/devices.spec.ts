import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { outbox, verifiedCustomer } from "./support/accounts";
import { axeClean, BOTH_SCHEMES } from "./support/axe";
import { alertBox, expectDashboard, field, logIn } from "./support/pages";

/**
 * Issue 17, Devices and attack point 3: the profile lists the signed-in browsers and signs them out;
 * a browser that signed in before keeps its own allowance of wrong passwords (device cookie), so an
 * attacker's wrong passwords lock only anonymous attempts.
 */

const SHOTS = process.env.DEVICES_SHOTS_DIR ?? "/tmp/shots-devices";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

async function browserAs(browser: Browser, userAgent: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: { width, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, c: { email: string; password: string; name: string }) {
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
}

const devicesCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Signed-in devices" }) });
const sessionItems = (page: Page) => devicesCard(page).getByTestId("session");
const newSignInMails = async (request: Parameters<typeof outbox>[0], email: string) =>
  (await outbox(request, email)).filter((m) => m.subject === "New sign-in to your Naira Wallet");

/**
 * Opens a page on a browser whose session was just ended elsewhere. Its open dashboard may notice
 * first (the live balance reads the user every few seconds and sends a refused session to
 * /login), which interrupts this navigation: either way the browser must end on /login.
 */
async function openOrBeSentAway(page: Page, path: string) {
  try {
    await page.goto(path);
  } catch (err) {
    // Chromium reports the page's own move to /login as this navigation being interrupted or aborted.
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(String(err))) throw err;
  }
}

test("two browsers on the profile: the first signs the other out, which is sent to /login on its next page", async ({
  browser,
  request,
}) => {
  const c = await verifiedCustomer(request, { name: "Ngozi Eze" });
  const phone = await browserAs(browser, ANDROID_CHROME);
  const iphone = await browserAs(browser, IPHONE_SAFARI);
  await signIn(phone, c);
  await signIn(iphone, c);

  // The device cookie: httpOnly, SameSite=Lax, on the web's origin.
  const deviceCookie = (await phone.context().cookies()).find((x) => x.name === "nw_device");
  expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await phone.goto("/profile");
  await expect(sessionItems(phone)).toHaveCount(2);
  const current = sessionItems(phone).first();
  await expect(current).toContainText("Android phone · Chrome 120");
  await expect(current).toContainText("This device");
  await expect(current.getByRole("button")).toHaveCount(0);
  // This run's browsers reach the web over the loopback, whose address is shown whole.
  await expect(current).toContainText(/::1|127\.0\.0\.1/);
  await expect(sessionItems(phone).nth(1)).toContainText("iPhone · Safari 17.2");
  await expect(sessionItems(phone).nth(1)).toContainText(/Last active \d+ \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);

  await devicesCard(phone).getByRole("button", { name: "Sign out iPhone · Safari 17.2" }).click();
  await expect(devicesCard(phone).getByRole("status")).toContainText("iPhone · Safari 17.2 was signed out.");
  await expect(sessionItems(phone)).toHaveCount(1);
  await expect(devicesCard(phone)).toContainText("No other device is signed in to your account.");

  // The iPhone's next page: its token is dead, so the web sends it to /login and drops its cookie.
  await openOrBeSentAway(iphone, "/dashboard");
  await expect(iphone).toHaveURL(/\/login/);
  expect((await iphone.context().cookies()).some((x) => x.name === "nw_session")).toBe(false);
  // The phone is still signed in.
  await phone.reload();
  await expect(sessionItems(phone)).toHaveCount(1);

  // The iPhone signs in again: its device was forgotten with its session, so it is new again (a third mail).
  await signIn(iphone, c);
  const laptop = await browserAs(browser, WINDOWS_FIREFOX);
  await signIn(laptop, c);
  await expect.poll(async () => (await newSignInMails(request, c.email)).length).toBe(4);

  await phone.reload();
  await expect(sessionItems(phone)).toHaveCount(3);
  await devicesCard(phone).getByRole("button", { name: "Sign out all other devices" }).click();
  await expect(devicesCard(phone).getByRole("status")).toContainText("2 other sessions were signed out.");
  await expect(sessionItems(phone)).toHaveCount(1);
  for (const other of [iphone, laptop]) {
    await openOrBeSentAway(other, "/profile");
    await expect(other).toHaveURL(/\/login/);
  }
  for (const p of [phone, iphone, laptop]) await p.context().close();
});

test("locked out by an attacker's wrong passwords, the owner's known browser still signs in", async ({
  browser,
  request,
}) => {
  const c = await verifiedCustomer(request, { name: "Tunde Bakare" });
  // The owner signed in on this browser before, then logged out: it keeps its device cookie.
  const owner = await browserAs(browser, ANDROID_CHROME);
  await signIn(owner, c);
  await owner.goto("/profile");
  await owner.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(owner).toHaveURL(/\/login$/);

  // Someone else, anywhere, types wrong passwords until the account is locked for anonymous attempts.
  const attacker = await browserAs(browser, WINDOWS_FIREFOX);
  for (let i = 0; i < 10; i++) {
    await logIn(attacker, c.email, `Wrong-pass-${i}`);
    await expect(alertBox(attacker)).toContainText("Invalid email or password.");
  }
  // Now even the right password is refused there, with the wait.
  await logIn(attacker, c.email, c.password);
  await expect(alertBox(attacker)).toContainText(/Too many attempts\. Please try again in \d+ minutes?\./);
  await expect(attacker).toHaveURL(/\/login/);

  // The owner's browser spends its own allowance: in at once.
  await owner.goto("/login");
  await field(owner, "Email").fill(c.email);
  await field(owner, "Password").fill(c.password);
  await owner.getByRole("button", { name: "Login" }).click();
  await expectDashboard(owner, c.name);
  for (const p of [owner, attacker]) await p.context().close();
});

const passwordCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Password" }) });

test("the password changed on the profile: the form's checks, a wrong current password, then the new one signs in and the old one not", async ({
  browser,
  request,
}) => {
  const c = await verifiedCustomer(request, { name: "Bisi Adeyemi" });
  const phone = await browserAs(browser, ANDROID_CHROME, 390);
  await signIn(phone, c);
  await phone.goto("/profile");
  const card = passwordCard(phone);
  const submit = card.getByRole("button", { name: "Change password" });
  const newPassword = "Fresh-pass-2468";

  // The reset screen's rules, checked before sending; the first invalid field takes the focus.
  await field(phone, "New Password").fill("short");
  await submit.click();
  await expect(field(phone, "Current Password")).toBeFocused();
  await expect(card).toContainText("Enter your current password.");
  await expect(card).toContainText("Password must be at least 8 characters.");
  await axeClean(phone, { schemes: BOTH_SCHEMES, everyImpact: true });

  await field(phone, "Current Password").fill("not-my-password");
  await field(phone, "New Password").fill(newPassword);
  await field(phone, "Confirm New Password").fill(newPassword);
  await card.getByRole("checkbox", { name: "Show passwords" }).check();
  await expect(field(phone, "New Password")).toHaveAttribute("type", "text");
  await submit.click();
  await expect(card).toContainText("Your current password is incorrect.");
  await expect(field(phone, "Current Password")).toBeFocused();

  await field(phone, "Current Password").fill(c.password);
  await submit.click();
  await expect(card.getByRole("status").getByText("Password changed.", { exact: true })).toBeVisible();
  for (const name of ["Current Password", "New Password", "Confirm New Password"])
    await expect(field(phone, name)).toHaveValue("");
  await expect(field(phone, "New Password")).toHaveAttribute("type", "password");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phone.getByRole("button", { name: "Profile menu" }).click();
  await phone.getByRole("button", { name: "Logout" }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await logIn(phone, c.email, c.password);
  await expect(alertBox(phone)).toContainText("Invalid email or password.");
  await signIn(phone, { ...c, password: newPassword });
  await phone.context().close();
});

for (const width of [390, 1280]) {
  test(`screenshot of the profile's signed-in devices at ${width} px`, async ({ browser, request }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const c = await verifiedCustomer(request, { name: "Amaka Okonkwo" });
    const other = await browserAs(browser, IPHONE_SAFARI);
    await signIn(other, c);
    const page = await browserAs(browser, ANDROID_CHROME, width);
    await signIn(page, c);
    await page.goto("/profile");
    await expect(sessionItems(page)).toHaveCount(2);
    // Never wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await devicesCard(page).scrollIntoViewIfNeeded();
    await devicesCard(page).screenshot({ path: `${SHOTS}/profile-devices-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/profile-${width}.png`, fullPage: true });
    for (const p of [other, page]) await p.context().close();
  });
}
