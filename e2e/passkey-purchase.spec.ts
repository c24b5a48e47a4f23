import { expect, test } from "@playwright/test";
import { customerOnDashboard, openTile, result, SANDBOX } from "./support/purchases";
import { withAuthenticator } from "./support/webauthn";

/**
 * Issue 17: a purchase approved with a passkey instead of the PIN, in Chromium with a virtual
 * authenticator. The approval is asked for this purchase's request_id and amount; the PIN is
 * never typed.
 */

test.describe.configure({ timeout: 120_000 });

test("a customer with a passkey buys airtime approving it with the passkey, without the PIN", async ({
  page,
  request,
}) => {
  await withAuthenticator(page);
  await customerOnDashboard(page, request, { name: "Ngozi Eze", fund: 5000 });

  await page.goto("/profile");
  const card = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Passkeys" }) });
  await card.getByRole("textbox", { name: "Passkey name" }).fill("My phone");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByTestId("passkey")).toHaveCount(1);

  await page.goto("/dashboard");
  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("200");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/pay/airtime") && r.method() === "POST");
  await page.getByRole("button", { name: "Approve with a passkey" }).click();
  const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, unknown>;
  expect(body.pin).toBeUndefined();
  expect(body.passkey).toMatchObject({ type: "public-key" });
  await expect(result(page)).toHaveAttribute("data-outcome", "success", { timeout: 20_000 });
});
