import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { verifiedCustomer } from "./support/accounts";
import { alertBox, expectDashboard, logIn } from "./support/pages";
import { withAuthenticator } from "./support/webauthn";

/**
 * Issue 17, Passkeys: in Chromium with a virtual authenticator (CDP's WebAuthn domain, a platform
 * authenticator that verifies its user), a customer adds a passkey in the profile, signs out, signs
 * in with it, and removes it; a replayed assertion and an assertion claiming another customer's
 * passkey are refused by the API.
 */

const SHOTS = process.env.PASSKEYS_SHOTS_DIR ?? "/tmp/shots-passkeys";

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const passkeysCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Passkeys" }) });

async function addPasskey(page: Page, name: string) {
  await page.goto("/profile");
  const card = passkeysCard(page);
  await expect(card).toContainText("You have no passkey yet.");
  await card.getByRole("textbox", { name: "Passkey name" }).fill(name);
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("status")).toContainText(`${name} was added.`);
  await expect(card.getByTestId("passkey")).toHaveCount(1);
  await expect(card.getByTestId("passkey")).toContainText(name);
  await expect(card.getByTestId("passkey")).toContainText("Not used yet");
}

/** A customer signed in with a password, with a passkey added in the profile. */
async function customerWithPasskey(browser: Browser, request: Parameters<typeof verifiedCustomer>[0], width = 1280) {
  const c = await verifiedCustomer(request, { name: "Chidi Okafor" });
  const page = await newPage(browser, width);
  await withAuthenticator(page);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await addPasskey(page, "My laptop");
  return { c, page };
}

async function logOut(page: Page) {
  const sidebar = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" });
  if (await sidebar.isVisible()) await sidebar.click();
  else {
    // Phones: the top bar's profile menu.
    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/login/);
}

/** Signs in with the passkey from the login page; answers the assertion the browser sent. */
async function signInWithPasskey(page: Page): Promise<string> {
  await page.goto("/login");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/passkeys/sign-in") && r.method() === "POST");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  return (await sent).postData() ?? "";
}

const postAsBrowser = (page: Page, path: string, data: string) =>
  page.request.post(path, {
    headers: { "Content-Type": "application/json", Origin: new URL(page.url()).origin },
    data,
  });

test("add a passkey in the profile, sign out, sign in with it; a replay is refused; remove it", async ({
  browser,
  request,
}) => {
  const { c, page } = await customerWithPasskey(browser, request);
  await logOut(page);

  const assertion = await signInWithPasskey(page);
  await expectDashboard(page, c.name);

  await page.goto("/profile");
  await expect(passkeysCard(page).getByTestId("passkey")).toContainText(
    /Last used \d+ \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/,
  );

  // The same assertion sent again (its challenge is used up): refused, nobody signed in.
  const replay = await postAsBrowser(page, "/api/passkeys/sign-in", assertion);
  expect(replay.status()).toBe(401);
  expect((await replay.json()).message).toBe("That passkey is not recognised. Sign in with your password.");

  // Remove it, after the confirmation.
  const card = passkeysCard(page);
  await card.getByRole("button", { name: "Remove My laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this passkey?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(card.getByRole("status")).toContainText("My laptop was removed.");
  await expect(card).toContainText("You have no passkey yet.");

  // The authenticator still holds it, but the API no longer knows it.
  await logOut(page);
  await signInWithPasskey(page);
  await expect(alertBox(page)).toContainText("That passkey is not recognised. Sign in with your password.");
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();
});

test("an assertion claiming another customer's passkey is refused", async ({ browser, request }) => {
  const victim = await customerWithPasskey(browser, request);
  const attacker = await customerWithPasskey(browser, request);
  // The attacker's own authenticator signs a fresh sign-in challenge; the assertion is sent claiming
  // the victim's credential id and user handle (read from the victim's browser's authenticator).
  await logOut(attacker.page);
  const isSignIn = (url: URL) => url.pathname === "/api/passkeys/sign-in";
  await attacker.page.route(isSignIn, (route) => route.abort());
  const own = JSON.parse(await signInWithPasskey(attacker.page)) as {
    response: { id: string; rawId: string; response: { userHandle?: string } };
  };
  await expect(alertBox(attacker.page)).toBeVisible();
  expect((await attacker.page.request.get("/api/user")).status()).toBe(401);
  await logOut(victim.page);
  await victim.page.route(isSignIn, (route) => route.abort());
  const victims = JSON.parse(await signInWithPasskey(victim.page)) as typeof own;

  const forged = {
    ...own,
    response: {
      ...own.response,
      id: victims.response.id,
      rawId: victims.response.rawId,
      response: { ...own.response.response, userHandle: victims.response.response.userHandle },
    },
  };
  const res = await postAsBrowser(attacker.page, "/api/passkeys/sign-in", JSON.stringify(forged));
  expect(res.status()).toBe(401);
  // Nobody was signed in by it.
  expect((await attacker.page.request.get("/api/user")).status()).toBe(401);
  for (const p of [victim.page, attacker.page]) await p.context().close();
});

for (const width of [390, 1280]) {
  test(`screenshots of the profile's passkeys and the login at ${width} px`, async ({ browser, request }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const { page } = await customerWithPasskey(browser, request, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await passkeysCard(page).scrollIntoViewIfNeeded();
    await passkeysCard(page).screenshot({ path: `${SHOTS}/profile-passkeys-${width}.png` });
    await logOut(page);
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/login-${width}.png`, fullPage: true });
    await page.context().close();
  });
}
