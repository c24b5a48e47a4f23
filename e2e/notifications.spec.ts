import { expect, test, type Page } from "@playwright/test";
import { NOTIFICATION_MSG } from "../lib/contracts/notifications";
import { axeClean } from "./support/axe";
import { outbox } from "./support/accounts";
import { expectDashboard, logIn } from "./support/pages";
import { customerOnDashboard } from "./support/purchases";
import { splitValues } from "./support/lines";
import { streamedIn } from "./support/streamed";
import { customerWithAccount, dismissOnboarding } from "./support/wallet";

/**
 * Notifications (issue 18): a sandbox bank transfer raises the bell's count, /notifications lists
 * it, marking it read lowers the count, and its email is in the sandbox outbox (sent by the
 * delivery job, once). The profile shows the security events locked on.
 */
test.describe.configure({ timeout: 120_000 });

const bell = (page: Page) => page.getByTestId("notification-bell");

test("a credit rings the bell; read on /notifications; its email in the outbox", async ({ page, request }) => {
  const c = await customerWithAccount(request, { name: "Ngozi Eze" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);
  // The sign-ins so far (the API's, this browser's) were new devices: security notifications.
  const before = await page.evaluate(
    async () => (await (await fetch("/api/notifications/unread-count")).json()).unread,
  );
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(bell(page)).toHaveAttribute("aria-label", `Notifications, ${before} unread`);

  const status = await page.evaluate(async () => {
    const res = await fetch("/api/sandbox/simulate-transfer", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ amount: 2500 }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await expect(page.getByTestId("available-balance")).toHaveText("₦2,500.00", { timeout: 30_000 });
  await page.reload();
  await expect(bell(page)).toHaveAttribute("aria-label", `Notifications, ${before + 1} unread`);
  await expect(page.getByTestId("notification-count")).toHaveText(String(before + 1));

  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const items = page.getByTestId("notification");
  await expect(items).toHaveCount(before + 1);
  // Newest first: the credit, then the sign-ins.
  await expect(items.first()).toContainText("₦2,500.00 added to your wallet");
  await expect(items.nth(1)).toContainText("New sign-in to your account");
  await axeClean(page, { bestPractice: false });

  await items
    .first()
    .getByRole("button", { name: /^Mark ".*" as read$/ })
    .click();
  await expect(
    page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Marked as read." }),
  ).toBeVisible();
  await expect(items.first().getByRole("button", { name: /as read$/ })).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute("aria-label", `Notifications, ${before} unread`);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAttribute("aria-label", "Notifications, none unread");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  // The delivery job (every 500 ms here) mails it once.
  await expect
    .poll(
      async () => (await outbox(request, c.email)).filter((m) => m.subject === "₦2,500.00 added to your wallet").length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  const [mail] = (await outbox(request, c.email)).filter((m) => m.subject === "₦2,500.00 added to your wallet");
  expect(mail.text).toContain("/transactions/");
});

// At every phone width from 320 to 480 px, each reference and date-time a body quotes is on one line.
test("a notification's reference and date never break across lines", async ({ page, request }) => {
  await customerOnDashboard(page, request, { name: "Ngozi Eze", fund: 27500.5 });
  await page.goto("/notifications");
  await streamedIn(page);
  // The credit quotes its reference; the sign-ins, their date.
  await expect(page.getByTestId("notification").first()).toContainText(/reference [A-Z0-9]{4}-[A-Z0-9]{4}/);
  await expect(page.getByTestId("notification").filter({ hasText: "New sign-in" }).first()).toContainText(/ pm| am/);
  const split: string[] = [];
  for (let width = 320; width <= 480; width += 2) {
    await page.setViewportSize({ width, height: 800 });
    split.push(...(await splitValues(page, '[data-testid="notification"] p:first-of-type')));
  }
  expect(split).toEqual([]);
});

test("marking read from the keyboard: the focus goes to the notice, not back to the top of the page", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Ngozi Eze", fund: 1000 });
  await page.goto("/notifications");
  await streamedIn(page);
  // The credit and the sign-ins: more than one unread.
  const markOne = page.getByRole("button", { name: /^Mark ".*" as read$/ });
  await expect(markOne.nth(1)).toBeVisible();
  await markOne.first().focus();
  await page.keyboard.press("Enter");
  // The button pressed is gone; the notice has the focus.
  await expect(page.locator(":focus")).toContainText(NOTIFICATION_MSG.markedRead);
  const markAll = page.getByRole("button", { name: "Mark all as read" });
  await markAll.focus();
  await page.keyboard.press("Enter");
  await expect(markAll).toHaveCount(0);
  await expect(page.locator(":focus")).toContainText(NOTIFICATION_MSG.allMarkedRead);
});

test("the profile: switches per event and channel, security events locked on, a low-balance threshold", async ({
  page,
  request,
}) => {
  const c = await customerWithAccount(request, { name: "Musa Bello" });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboarding(page);
  await page.goto("/profile");
  const card = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Notifications" }) });
  const pinEmail = card.getByRole("checkbox", { name: "Transaction PIN locked: Email" });
  await expect(pinEmail).toBeChecked();
  await expect(pinEmail).toBeDisabled();
  await expect(card.getByText("Always on, for your security").first()).toBeVisible();

  await card.getByRole("checkbox", { name: "Wallet funded: Email" }).uncheck();
  await card.getByRole("textbox", { name: /balance falls under/ }).fill("abc");
  await card.getByRole("button", { name: "Save notification preferences" }).click();
  await expect(card.getByText("Enter the low-balance threshold in naira, with at most 2 decimals.")).toBeVisible();
  await card.getByRole("textbox", { name: /balance falls under/ }).fill("1000");
  await card.getByRole("button", { name: "Save notification preferences" }).click();
  await expect(card.getByText("Your notification preferences are saved.")).toBeVisible();
  // Disabled while it saved, the button keeps focus: a keyboard user goes on from where they were.
  await expect(card.getByRole("button", { name: "Save notification preferences" })).toBeFocused();
  await page.reload();
  await expect(card.getByRole("checkbox", { name: "Wallet funded: Email" })).not.toBeChecked();
  await expect(card.getByRole("textbox", { name: /balance falls under/ })).toHaveValue("1000.00");
  await axeClean(page, { bestPractice: false });
});
