import { expect, test, type Page } from "@playwright/test";
import { SCHEDULE_MSG } from "../lib/contracts/schedules";
import { outbox } from "./support/accounts";
import { bff } from "./support/bff";
import { customerOnDashboard, openTile, pinPad, SANDBOX } from "./support/purchases";
import { streamedIn } from "./support/streamed";
import { E2E_PIN } from "./support/wallet";

test.describe.configure({ timeout: 150_000 });

/** The top bar's bell, named by its unread count (components/notifications/notification-bell.tsx). */
const bell = (page: Page) => page.getByRole("link", { name: /^Notifications, / });
const bellName = (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications, none unread");

type Schedules = { data: { id: string; status: string }[] };
type Detail = { runs: { kind: string; outcome: string; transaction_id: string | null }[] };
const runsOf = async (page: Page, id: string) => ((await bff(page, `/api/schedules/${id}`)).json as Detail).runs;

test("no schedules yet: the note, and Buy something below it as far apart as on /beneficiaries", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Tunde Bakare" });
  const gaps: number[] = [];
  for (const path of ["/schedules", "/beneficiaries"]) {
    await page.goto(path);
    await streamedIn(page);
    const note = page.getByText(/^No (schedules|beneficiaries) yet\./);
    const buy = page.getByRole("link", { name: "Buy something" });
    await expect(buy).toBeVisible();
    const [noteBox, buyBox] = [await note.boundingBox(), await buy.boundingBox()];
    gaps.push(buyBox!.y - (noteBox!.y + noteBox!.height));
  }
  // The list's 0.75rem (components/ui/item-list.module.css), not a button pressed against the text.
  expect(gaps[0]).toBeGreaterThanOrEqual(11.5);
  expect(gaps[0]).toBeCloseTo(gaps[1], 0);
});

test("pause, resume and cancel from the keyboard: the focus goes to the notice, not back to the top of the page", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Tunde Bakare" });
  const made = await bff(page, "/api/schedules", {
    service: "airtime",
    purchase: { network: "mtn", phone: SANDBOX.successPhone, amount: 60 },
    frequency: "weekly",
    start_at: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString().slice(0, 16),
    request_id: `SCHEDULE_${Date.now()}_e2efocus`,
    pin: E2E_PIN,
  });
  expect(made.status).toBe(201);
  await page.goto("/schedules");
  await streamedIn(page);
  const item = page.getByTestId("schedule");
  const focused = page.locator(":focus");
  // The list stays on screen while it is read again (it used to blank to "Loading schedules…"):
  // watched from once its first read is shown.
  await expect(item.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { blanked: boolean };
    w.blanked = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes("Loading schedules…")) w.blanked = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // Each press swaps or removes the button pressed: Pause becomes Resume, Resume becomes Pause.
  for (const [button, message, status] of [
    ["Pause", SCHEDULE_MSG.paused, "paused"],
    ["Resume", SCHEDULE_MSG.resumed, "active"],
  ] as const) {
    await item.getByRole("button", { name: button }).focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("data-status", status);
    await expect(focused).toContainText(message);
  }
  // A cancelled schedule keeps no Cancel button for the dialog to give the focus back to.
  await item.getByRole("button", { name: "Cancel", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel schedule" }).focus();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("data-status", "cancelled");
  await expect(focused).toContainText(SCHEDULE_MSG.cancelled);
  expect(await page.evaluate(() => (window as unknown as { blanked: boolean }).blanked)).toBe(false);
});

test("schedule a purchase from its summary, the job runs it, its run and transaction show on /schedules; a paused one does not run", async ({
  page,
  request,
}) => {
  const c = await customerOnDashboard(page, request, { name: "Kemi Balogun", fund: 2000 });

  await openTile(page, "Airtime", /\/airtime$/);
  await page.getByRole("combobox", { name: "Network" }).selectOption({ label: "MTN" });
  await page.getByRole("textbox", { name: "Amount (₦)" }).fill("100");
  await page.getByRole("textbox", { name: "Phone number" }).fill(SANDBOX.successPhone);
  await page.getByRole("button", { name: "Proceed to Summary" }).click();
  await expect(page).toHaveURL(/\/airtime-summary\?/);

  // Schedule instead of paying: every day from tomorrow (the form's default time), approved by the PIN.
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  const form = page.getByTestId("schedule-form");
  await form.getByRole("combobox", { name: "How often" }).selectOption("daily");
  await pinPad(page).fill(E2E_PIN);
  await form.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText("Purchase scheduled")).toBeVisible();
  await expect(page.getByText(/Nothing has been paid yet/)).toBeVisible();
  await page.getByRole("link", { name: "See my schedules" }).click();
  await expect(page).toHaveURL(/\/schedules$/);
  const item = page.getByTestId("schedule");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("MTN airtime for 08011111111");
  await expect(item).toContainText("₦100.00");
  await expect(item).toContainText("Active");

  const [first] = ((await bff(page, "/api/schedules")).json as Schedules).data;
  // The bell's count before the run (the sign-ins and the funding so far).
  const unread = ((await bff(page, "/api/notifications/unread-count")).json as { unread: number }).unread;
  await page.reload();
  await expect(bell(page)).toHaveAttribute("aria-label", bellName(unread));
  // The test hook makes its next run now; the API's job (every 500 ms here) pays it.
  expect((await bff(page, `/api/sandbox/schedules/${first.id}/due-now`, {})).status).toBe(200);
  await expect
    .poll(async () => (await runsOf(page, first.id)).map((r) => r.outcome), { timeout: 30_000 })
    .toEqual(["done"]);

  // Its notices: the purchase delivered and the run done raise the top bar bell's count, and are
  // on /notifications (the bell's page).
  await page.goto("/notifications");
  await expect(bell(page)).toHaveAttribute("aria-label", bellName(unread + 2));
  await expect(page.getByText("Scheduled purchase done").first()).toBeVisible();
  await expect(page.getByText("Airtime purchase delivered").first()).toBeVisible();
  // One email for the one purchase, sent by the outbox's job: the delivered purchase's, with its
  // receipt; the run's "done" notice is not mailed a second time.
  await expect
    .poll(async () => (await outbox(request, c.email)).map((m) => m.subject), { timeout: 30_000 })
    .toContain("Airtime purchase delivered");
  expect((await outbox(request, c.email)).map((m) => m.subject)).not.toContain("Scheduled purchase done");

  await page.goto("/schedules");
  await page.getByRole("button", { name: "History" }).click();
  const run = page.getByTestId("schedule-run");
  await expect(run).toHaveCount(1);
  await expect(run).toContainText("Paid · ₦100.00");
  await run.getByRole("link", { name: "View transaction" }).click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText("₦100.00").first()).toBeVisible();

  // A second schedule, paused on /schedules, then made due: the job leaves it.
  const made = await bff(page, "/api/schedules", {
    service: "airtime",
    purchase: { network: "mtn", phone: SANDBOX.successPhone, amount: 60 },
    frequency: "weekly",
    start_at: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString().slice(0, 16),
    request_id: `SCHEDULE_${Date.now()}_e2e`,
    pin: E2E_PIN,
  });
  expect(made.status).toBe(201);
  const second = (made.json as { data: { id: string } }).data.id;
  await page.goto("/schedules");
  const paused = page.getByTestId("schedule").filter({ hasText: "₦60.00" });
  await paused.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText(/Schedule paused/)).toBeVisible();
  await expect(paused).toHaveAttribute("data-status", "paused");
  expect((await bff(page, `/api/sandbox/schedules/${second}/due-now`, {})).status).toBe(200);
  // The first schedule's next run, made due after the paused one: once it has run, the job has passed the paused one.
  expect((await bff(page, `/api/sandbox/schedules/${first.id}/due-now`, {})).status).toBe(200);
  await expect
    .poll(async () => (await runsOf(page, first.id)).filter((r) => r.outcome === "done").length, { timeout: 30_000 })
    .toBe(2);
  expect(await runsOf(page, second)).toEqual([]);
  await page.reload();
  await expect(paused).toContainText("Paused");

  // A new amount is approved with the PIN, as the schedule was: without it nothing changes.
  await paused.getByRole("button", { name: "Edit amount" }).click();
  const editor = page.getByRole("dialog", { name: "Change the amount" });
  await editor.getByRole("textbox", { name: "Amount (₦)" }).fill("75");
  await editor.getByRole("button", { name: "Save amount" }).click();
  await expect(editor.getByText("Enter your transaction PIN.")).toBeVisible();
  await pinPad(page).fill(E2E_PIN);
  await editor.getByRole("button", { name: "Save amount" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId("schedule").filter({ hasText: "₦75.00" })).toHaveCount(1);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
});
