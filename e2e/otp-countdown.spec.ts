import { expect, test } from "@playwright/test";
import { alertBox, field } from "./support/pages";
import { mailIds, readCode, registerByApi } from "./support/accounts";

test("the code timer runs out at 0:00, locks the form, and a resend restarts it", async ({ page, request }) => {
  const c = await registerByApi(request, { name: "Ifeoma Nwosu" });
  await page.clock.install();
  await page.goto(`/verify-otp?type=registration&email=${encodeURIComponent(c.email)}`);

  const timer = page.getByTestId("otp-countdown");
  const input = field(page, "6-digit code");
  const verify = page.getByRole("button", { name: "Verify OTP" });
  await expect(timer).toHaveText("2:00");
  await expect(page.getByRole("button", { name: "Resend OTP" })).toHaveCount(0);

  // Non-digits are stripped.
  await input.fill("12ab34");
  await expect(input).toHaveValue("1234");

  await page.clock.runFor(61_000);
  await expect(timer).toHaveText("0:59");
  // A wrong code is refused...
  await input.fill("000000");
  await verify.click();
  await expect(page.getByText("Invalid OTP. Please try again or resend OTP.")).toBeVisible();
  await expect(input).toBeFocused(); // back in the box for the next try

  await page.clock.runFor(60_000);
  await expect(page.getByText("The code has expired.")).toBeVisible();
  // ...and at 0:00 that old error gives way to the expiry (issue 16).
  await expect(page.getByText("Invalid OTP. Please try again or resend OTP.")).toHaveCount(0);
  await expect(input).toBeDisabled();
  await expect(verify).toBeDisabled();

  const before = await mailIds(request, c.email);
  await page.getByRole("button", { name: "Resend OTP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "OTP has been resent to your email." })).toBeVisible();
  await expect(timer).toHaveText("2:00");
  await expect(input).toBeEnabled();

  const { code } = await readCode(request, c.email, { notIds: before });
  await input.fill(code);
  await verify.click();
  await expect(page.getByRole("status").filter({ hasText: "OTP verified successfully!" })).toBeVisible();
});

test("the code screen without an email says so", async ({ page }) => {
  await page.goto("/verify-otp?type=registration");
  await expect(alertBox(page)).toHaveText(/No email found\. Please return to registration\./);
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
});
