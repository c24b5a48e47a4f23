import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, readCode, uniqueEmail } from "./support/accounts";
import { expectDashboard, field, logIn, signedInCustomer } from "./support/pages";
import {
  apiToken,
  dismissOnboarding,
  fillIdentityModal,
  onboardingDialog,
  REFUSED_BVN,
  submitIdentityByApi,
  uniqueIdNumber,
  verifiedCustomerWithFault,
  waitForAccountNumber,
} from "./support/wallet";
import { axeClean } from "./support/axe";

/**
 * The account number needs a BVN or NIN (Monnify's rule since September 2024): registration gets
 * the customer in, the dashboard asks for one, the account is reserved with it, then funded.
 */
const SHOTS = process.env.ACCOUNT_SHOTS ?? "/tmp/shots-account";
fs.mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const notice = (page: Page) => page.getByTestId("account-notice");
const card = (page: Page) => page.getByTestId("account-card");

test("register, verify, log in, give a BVN on the dashboard, get the account number, fund the wallet", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("acct");
  const name = "Ngozi Okonkwo";
  await page.goto("/register");
  await field(page, "Full Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Phone Number").fill("08031234567");
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm Password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?type=registration&email=/);
  const { code } = await readCode(request, email);
  await field(page, "6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, PASSWORD);
  await expectDashboard(page, name);

  // The onboarding modal's first step is the account number: it leads to the BVN/NIN form.
  const onboarding = onboardingDialog(page);
  await expect(onboarding).toContainText("Get your account number with your BVN or NIN");
  await onboarding.getByRole("button", { name: "Get your account number" }).click();
  await expect(onboarding).toBeHidden();
  const ask = page.getByRole("dialog", { name: "Get your account number" });
  await expect(ask).toContainText("Central Bank of Nigeria rule since September 2024");
  await fillIdentityModal(ask, { fullName: name, idType: "NIN", number: uniqueIdNumber() });
  await ask.getByRole("button", { name: "Get account number" }).click();
  await expect(ask.getByText("KYC submitted successfully!")).toBeVisible();
  await ask.getByRole("button", { name: "Done" }).click();
  const accountNumber = await waitForAccountNumber(page);

  // Fund Account: the number, then a simulated bank transfer that the webhook credits.
  await page.goto("/dashboard?fund=1");
  const fund = page.getByRole("dialog", { name: "Fund Account" });
  await expect(fund).toContainText(accountNumber);
  await fund.getByRole("textbox", { name: "Amount (₦)" }).fill("2,000");
  await fund.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(
    fund.getByRole("status").filter({ hasText: "₦2,000.00 received. Your balance is now ₦2,000.00." }),
  ).toBeVisible({ timeout: 20_000 });
  await fund.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("available-balance")).toHaveText("₦2,000.00");
});

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 860 : 844 } });

    test("the account card asks, says why a BVN was refused, asks again, then shows the number", async ({
      page,
      request,
    }) => {
      const c = await signedInCustomer(page, request, { name: "Kelechi Obi" });
      await shot(page, "onboarding-asking");
      await dismissOnboarding(page);

      // Asking: no number, no copy or refresh, the reason for the rule and one way forward.
      await expect(notice(page)).toHaveAttribute("data-state", "ask");
      await expect(notice(page)).toContainText("Get your account number");
      await expect(notice(page)).toContainText("Central Bank of Nigeria rule since September 2024");
      await expect(card(page).getByRole("button", { name: "Copy account number" })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axeClean(page, { everyRule: true, everyImpact: true });
      await shot(page, "card-asking");

      // The Fund Account view asks the same way.
      await page.goto("/dashboard?fund=1");
      const fund = page.getByRole("dialog", { name: "Fund Account" });
      await expect(fund.getByTestId("account-details-missing")).toContainText("Get your account number");
      await expect(fund.getByRole("button", { name: "Simulate transfer" })).toHaveCount(0);
      await shot(page, "fund-asking");
      await fund.getByRole("button", { name: "Get your account number" }).click();
      const ask = page.getByRole("dialog", { name: "Get your account number" });
      await expect(ask).toBeVisible();
      await expect(fund).toBeHidden();
      await ask.getByRole("button", { name: "Cancel" }).click();

      // A BVN Monnify refuses: the reason and what to do, and the form again.
      const token = await apiToken(request, c.email, c.password);
      const refused = await submitIdentityByApi(request, token, { number: REFUSED_BVN, expectStatus: 400 });
      expect(refused.account?.virtual_account_status).toBe("failed");
      await page.goto("/dashboard");
      await expect(notice(page)).toHaveAttribute("data-state", "refused");
      await expect(notice(page)).toContainText("The bank did not accept your BVN or NIN.");
      await expect(notice(page)).toContainText("The BVN provided could not be verified.");
      await expect(notice(page)).toContainText("Check the number, and whether it is a BVN or a NIN, then try again.");
      await axeClean(page, { everyRule: true, everyImpact: true });
      await shot(page, "card-failed");

      await card(page).getByRole("button", { name: "Try again with your BVN or NIN" }).click();
      const again = page.getByRole("dialog", { name: "Get your account number" });
      // Refused in the dialog: the answer, drawn at its top, is brought into view and focused.
      await fillIdentityModal(again, { fullName: c.name, number: REFUSED_BVN });
      await again.getByRole("button", { name: "Get account number" }).click();
      const answer = again.getByTestId("kyc-modal-outcome");
      await expect(answer).toContainText("The BVN provided could not be verified.");
      await expect(answer).toBeFocused();
      await expect(answer).toBeInViewport();
      await fillIdentityModal(again, { fullName: c.name, number: uniqueIdNumber() });
      await again.getByRole("button", { name: "Get account number" }).click();
      await expect(again.getByTestId("kyc-account-number")).toContainText(/\d{10}/);
      await again.getByRole("button", { name: "Done" }).click();
      await waitForAccountNumber(page);
      await expect(notice(page)).toHaveCount(0);
      await shot(page, "card-active");
    });

    test("while Monnify has not answered the card says it is being set up and when it asks again", async ({
      page,
      request,
    }) => {
      const c = await verifiedCustomerWithFault(request, "monnifydown", "Bayo Adeleke");
      await logIn(page, c.email, c.password);
      await expectDashboard(page, c.name);
      await dismissOnboarding(page);
      await expect(notice(page)).toHaveAttribute("data-state", "reserving");
      await expect(notice(page)).toContainText("Your virtual account is being set up.");
      await expect(page.getByTestId("account-notice-text")).toHaveText(
        /We will ask again automatically at \d{1,2}:\d{2} [ap]m|We are asking the bank now\./,
      );
      await expect(card(page).getByRole("button", { name: "Get your account number" })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, "card-reserving");

      // The KYC page shows the same: nothing to submit while the bank is asked.
      await page.goto("/kyc");
      await expect(page.getByTestId("kyc-status-badge")).toHaveText("Submitted");
      await expect(page.getByTestId("kyc-account-status")).toContainText("Your virtual account is being set up.");
      await expect(page.getByRole("button", { name: "Get account number" })).toHaveCount(0);
      await shot(page, "kyc-page-reserving");
    });
  });
}
