import { expect, test } from "@playwright/test";
import { mailIds, PASSWORD, readCode, registerByApi, uniqueEmail, verifiedCustomer } from "./support/accounts";
import { alertBox, dismissOnboarding, expectDashboard, field, logIn, signedInCustomer } from "./support/pages";

test("register, verify by code, log in, stay logged in, log out", async ({ page, request }) => {
  const email = uniqueEmail("life");
  const name = "Amaka Eze";

  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await field(page, "Full Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Phone Number").fill("08031234567");
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/verify-otp\?type=registration&email=/);
  await expect(page.getByTestId("otp-countdown")).toHaveText(/^(2:00|1:5\d)$/);
  const { code } = await readCode(request, email);
  await field(page, "6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified successfully!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expectDashboard(page, name);
  await dismissOnboarding(page);

  // The token stays on the server: the cookie is httpOnly and the page holds no token.
  const cookie = (await page.context().cookies()).find((c) => c.name === "nw_session");
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("nw_session");

  await page.reload();
  await expectDashboard(page, name);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === "nw_session")).toBeUndefined();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("a signed-in customer is sent from /login to the dashboard", async ({ page, request }) => {
  const c = await signedInCustomer(page, request, { name: "Tunde Bello" });
  await page.goto("/login");
  await expectDashboard(page, c.name);
});

test("a wrong password shows the spec's message", async ({ page, request }) => {
  const c = await verifiedCustomer(request);
  await page.goto("/login");
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeDisabled();
  await field(page, "Email").fill(c.email);
  await expect(login).toBeDisabled();
  await field(page, "Password").fill("not-the-password");
  await login.click();
  await expect(alertBox(page)).toHaveText(/Invalid email or password\./);
  await expect(page).toHaveURL(/\/login$/);
});

test("an unverified login switches to the code form, and verifying there works", async ({ page, request }) => {
  const c = await registerByApi(request, { name: "Ngozi Adeyemi" });
  const before = await mailIds(request, c.email);
  await logIn(page, c.email, c.password);
  await expect(page.getByRole("status").filter({ hasText: "Please verify your email with OTP." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend OTP" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to Login" })).toBeVisible();

  // A wrong code first: the spec's 400 message.
  await field(page, "6-digit code").fill("000000");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(alertBox(page)).toHaveText(/Invalid OTP\. Please try again or resend OTP\./);

  // The login attempt mailed a fresh code; that one works.
  const { code } = await readCode(request, c.email, { notIds: before });
  await field(page, "6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email verified successfully." })).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("");
  await expect(field(page, "Password")).toHaveValue("");

  await field(page, "Email").fill(c.email);
  await field(page, "Password").fill(c.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expectDashboard(page, c.name);
});

test("forgot password: code, new password, log in with it", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Bola Ade" });
  const before = await mailIds(request, c.email);
  const newPassword = "Brand-new-pass-456";

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await field(page, "Email").fill(c.email);
  await page.getByRole("button", { name: "Send OTP" }).click();

  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  const { code } = await readCode(request, c.email, { notIds: before });
  await field(page, "6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await field(page, "New Password").fill(newPassword);
  await field(page, "Confirm New Password").fill("something-else-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await expect(field(page, "Confirm New Password")).toBeFocused();
  await field(page, "Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page).toHaveURL(/\/login\?notice=reset/);
  await expect(page.getByRole("status").filter({ hasText: "Password reset successfully" })).toBeVisible();

  await field(page, "Email").fill(c.email);
  await field(page, "Password").fill(c.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(alertBox(page)).toHaveText(/Invalid email or password\./);

  await field(page, "Password").fill(newPassword);
  await page.getByRole("button", { name: "Login" }).click();
  await expectDashboard(page, c.name);
});
