import { expect, test, type APIRequestContext, type Browser, type Page, type Request } from "@playwright/test";
import { axeClean } from "./support/axe";
import { API_URL, outbox, PASSWORD, randomIp, registerByApi, verifiedCustomer } from "./support/accounts";
import { expectDashboard, field, signedInCustomer } from "./support/pages";

/**
 * The links in code emails (lib/auth/code-link.ts): read from the sandbox outbox, opened in a
 * fresh browser context (another device: no cookie, no history), the code filled in and sent
 * only by the customer's tap, and sent nowhere else.
 */

/** The newest mail to `email` whose subject matches, once it is there. */
async function mailTo(request: APIRequestContext, email: string, subject: RegExp, notIds: string[] = []) {
  let found: { id: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, email)).find((m) => subject.test(m.subject) && !notIds.includes(m.id));
        return Boolean(found);
      },
      { timeout: 10_000, message: `no mail matching ${subject} to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The link and the code of a code mail's plain-text part. */
function linkAndCode(text: string): { link: string; code: string } {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const code = /^(\d{6})$/m.exec(text)?.[1];
  expect(code).toBeDefined();
  return { link: links[0]!, code: code! };
}

const registrationMail = /verification code/;
const resetMail = /password reset code/;

/** Every request the page sends, as it goes over the wire (a fragment never does). */
function recordRequests(page: Page) {
  const seen: Promise<{ method: string; url: string; headers: Record<string, string>; body: string }>[] = [];
  page.on("request", (req: Request) => {
    seen.push(
      req.allHeaders().then((headers) => ({
        method: req.method(),
        url: req.url().split("#")[0],
        headers,
        body: req.postData() ?? "",
      })),
    );
  });
  return {
    /** The requests that carry `secret` anywhere: request line, any header (Referer too), body. */
    async carrying(secret: string) {
      const all = await Promise.all(seen);
      expect(all.length).toBeGreaterThan(3);
      return all
        .filter((r) => [r.url, ...Object.values(r.headers), r.body].some((part) => part.includes(secret)))
        .map((r) => `${r.method} ${new URL(r.url).pathname}`);
    },
  };
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

async function canLogIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${API_URL}/api/login`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email, password },
  });
  return res.status();
}

test("the registration email's link opens the code screen filled in; one tap verifies", async ({
  browser,
  baseURL,
  request,
}) => {
  const c = await registerByApi(request, { name: "Kelechi Obi" });
  const mail = await mailTo(request, c.email, registrationMail);
  const { link, code } = linkAndCode(mail.text);
  expect(link).toBe(`${baseURL}/verify-otp#${new URLSearchParams({ email: c.email, code })}`);

  const { context, page } = await freshPage(browser, baseURL);
  const requests = recordRequests(page);
  await page.goto(link);

  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${c.email}.`)).toBeVisible();
  await expect(field(page, "6-digit code")).toHaveValue(code);
  await expect(page.getByTestId("otp-countdown")).toHaveText(/^(2:00|1:5\d)$/);
  const verify = page.getByRole("button", { name: "Verify OTP" });
  await expect(verify).toBeFocused();
  // The code is out of the address bar at once.
  expect(page.url()).toBe(`${baseURL}/verify-otp`);

  // Opening the link submits nothing: a mail scanner that opens it cannot spend the code.
  await page.waitForLoadState("networkidle");
  expect(await requests.carrying(code)).toEqual([]);

  await axeClean(page, { bestPractice: false });

  await verify.click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified successfully!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?notice=verified&email=/);
  await expect(page.getByRole("status").filter({ hasText: "Your email is verified. Please log in." })).toBeVisible();
  // The address just verified is filled in; only the password is left (issue 16).
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(c.email);
  expect(await canLogIn(request, c.email, c.password)).toBe(200);

  // The link signed nobody in, and the code went to the verification call only.
  expect((await context.cookies()).find((k) => k.name === "nw_session")).toBeUndefined();
  expect(await requests.carrying(code)).toEqual(["POST /api/verify-otp"]);
  await context.close();
});

test("the reset email's link, opened on another device, leads with one tap to the new-password step", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const c = await verifiedCustomer(request, { name: "Bisi Lawal" });
  // Asked on one browser...
  await page.goto("/forgot-password");
  await field(page, "Email").fill(c.email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  const { link, code } = linkAndCode((await mailTo(request, c.email, resetMail)).text);
  expect(link).toBe(`${baseURL}/forgot-password#${new URLSearchParams({ email: c.email, code })}`);

  // ...opened on another.
  const { context, page: phone } = await freshPage(browser, baseURL);
  const requests = recordRequests(phone);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  await expect(phone.getByText(`Enter the 6-digit code we sent to ${c.email}.`)).toBeVisible();
  await expect(field(phone, "6-digit code")).toHaveValue(code);
  expect(phone.url()).toBe(`${baseURL}/forgot-password`);
  await phone.waitForLoadState("networkidle");
  expect(await requests.carrying(code)).toEqual([]);

  await phone.getByRole("button", { name: "Verify OTP" }).click();
  await expect(phone.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(phone.getByText(`Choose a new password for ${c.email}.`)).toBeVisible();
  const newPassword = "Fresh-pass-456";
  await field(phone, "New Password").fill(newPassword);
  await field(phone, "Confirm New Password").fill(newPassword);
  await phone.getByRole("button", { name: "Reset Password" }).click();
  await expect(phone).toHaveURL(/\/login\?notice=reset$/);
  expect(await canLogIn(request, c.email, newPassword)).toBe(200);
  expect(await canLogIn(request, c.email, PASSWORD)).toBe(401);

  expect(await requests.carrying(code)).toEqual(["POST /api/verify-reset-otp"]);
  await context.close();
});

test("Forgot your current password? on the profile: the email is filled in, and the new password ends this session with the sign-in's notice", async ({
  page,
  request,
}) => {
  const c = await signedInCustomer(page, request, { name: "Kunle Afolabi" });
  await page.goto("/profile");
  await page.getByRole("link", { name: "Forgot your current password?" }).click();
  await expect(field(page, "Email")).toHaveValue(c.email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const { code } = linkAndCode((await mailTo(request, c.email, resetMail)).text);
  await field(page, "6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  const newPassword = "Fresh-pass-789";
  await field(page, "New Password").fill(newPassword);
  await field(page, "Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login\?notice=reset$/);
  await expect(page.getByText("Password reset successfully. Please log in.")).toBeVisible();
  expect((await page.context().cookies()).map((k) => k.name)).not.toContain("nw_session");
  expect(await canLogIn(request, c.email, newPassword)).toBe(200);
});

test("a link whose code no longer works shows the spec's message and resend at once", async ({
  browser,
  baseURL,
  request,
}) => {
  const c = await registerByApi(request, { name: "Musa Danjuma" });
  const first = await mailTo(request, c.email, registrationMail);
  const { link } = linkAndCode(first.text);
  // A newer code replaces it (the same answer as an expired or used one: 400).
  const resent = await request.post(`${API_URL}/api/resend-otp`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email: c.email },
  });
  expect(resent.status()).toBe(200);
  const second = await mailTo(request, c.email, registrationMail, [first.id]);

  const { context, page } = await freshPage(browser, baseURL);
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Resend OTP" })).toHaveCount(0);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByText("Invalid OTP. Please try again or resend OTP.")).toBeVisible();
  await expect(field(page, "6-digit code")).toHaveAttribute("aria-invalid", "true");
  // Before 0:00: the customer cannot tell how old a linked code is.
  await expect(page.getByTestId("otp-countdown")).toBeVisible();
  await page.getByRole("button", { name: "Resend OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP has been resent to your email." })).toBeVisible();
  await expect(page.getByTestId("otp-countdown")).toHaveText(/^(2:00|1:5\d)$/);
  await expect(field(page, "6-digit code")).toHaveValue("");

  const third = await mailTo(request, c.email, registrationMail, [first.id, second.id]);
  await field(page, "6-digit code").fill(linkAndCode(third.text).code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified successfully!" })).toBeVisible();
  await context.close();
});

test("a link for an email already verified says so and offers login", async ({ browser, baseURL, request }) => {
  const c = await verifiedCustomer(request, { name: "Efe Okoro" });
  const { link } = linkAndCode((await mailTo(request, c.email, registrationMail)).text);

  const { context, page } = await freshPage(browser, baseURL);
  await page.goto(link);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email already verified. Please log in." })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test("a signed-in customer who opens another email's link stays signed in", async ({ page, request }) => {
  const signedIn = await signedInCustomer(page, request, { name: "Yemi Alade" });

  const other = await registerByApi(request, { name: "Femi Kuti" });
  const { link, code } = linkAndCode((await mailTo(request, other.email, registrationMail)).text);
  await page.goto(link);
  await expect(field(page, "6-digit code")).toHaveValue(code);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${other.email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified successfully!" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${signedIn.email} on this browser.`)).toBeVisible();
  expect(await canLogIn(request, other.email, other.password)).toBe(200);

  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expectDashboard(page, signedIn.name);
});

test("the sandbox mailbox shows the link, which opens the screen", async ({ page, request }) => {
  const c = await registerByApi(request, { name: "Zainab Bello" });
  const { link, code } = linkAndCode((await mailTo(request, c.email, registrationMail)).text);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/sandbox/mailbox?email=${encodeURIComponent(c.email)}`);
  const anchor = page.getByRole("link", { name: link });
  await expect(anchor).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const [opened] = await Promise.all([page.context().waitForEvent("page"), anchor.click()]);
  await expect(field(opened, "6-digit code")).toHaveValue(code);
});
