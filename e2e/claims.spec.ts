import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeClean, BOTH_SCHEMES } from "./support/axe";
import { DISPUTE_MSG } from "../lib/contracts/claims";
import { formatNaira } from "../lib/money";
import { adminSignIn } from "./support/pages";
import { customerOnDashboard, SANDBOX } from "./support/purchases";
import { historyByApi } from "./support/wallet";
import { outbox } from "./support/accounts";

/**
 * Missing-deposit claims and purchase disputes (issue 19): a transfer whose notification the bank
 * holds back, claimed and credited once; a dispute of a pending purchase answered by the admin.
 * With CLAIMS_SHOTS set, screenshots at 390 and 1280 px, light and dark, for looking at.
 */
test.describe.configure({ timeout: 180_000 });

async function shots(page: Page, name: string) {
  const dir = process.env.CLAIMS_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(before);
}

/** A BFF call from the page (same origin, the session cookie). */
function bff(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ([u, b]) => {
      const res = await fetch(u, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    [url, body] as const,
  );
}

/**
 * The purchase tests' preamble: a new customer signed in on the dashboard with `fund` naira, who
 * buys from the page through the BFF (their cookie and PIN): the purchase's answer and its id.
 */
async function customerWithPurchase(
  page: Page,
  request: APIRequestContext,
  customer: { name: string; fund: number },
  purchase: { path: string; body: Record<string, unknown> },
) {
  const c = await customerOnDashboard(page, request, customer);
  const paid = await bff(page, purchase.path, { ...purchase.body, pin: c.pin });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { c, paid: paid.body, id: (paid.body.transaction as { id: string }).id };
}

test("a deposit whose notification the bank delays is claimed and credited once; releasing the webhook credits nothing more", async ({
  page,
  request,
}) => {
  const c = await customerOnDashboard(page, request, { name: "Bisi Adeyemi" });

  // The sandbox switch: the transfer reaches Monnify, the webhook is held back.
  await page.goto("/dashboard?fund=1");
  const fund = page.getByRole("dialog", { name: "Fund Account" });
  await fund.getByRole("textbox", { name: "Amount (₦)" }).fill("2,500");
  await fund.getByRole("checkbox", { name: "Bank delays the notification" }).check();
  await fund.getByRole("button", { name: "Simulate transfer" }).click();
  const held = fund.getByRole("status").filter({ hasText: "holding back the notification" });
  await expect(held).toBeVisible({ timeout: 20_000 });
  const reference = /Reference: (\S+)/.exec((await held.textContent()) ?? "")![1];
  await expect(fund.getByRole("button", { name: "Release the notification" })).toBeVisible();
  expect((await historyByApi(request, c.token)).pagination.total).toBe(0);

  // The claim: Monnify's records show the PAID transfer, so it is credited at once.
  await page.goto("/claims");
  await expect(page.getByRole("heading", { level: 1, name: "My claims" })).toBeVisible();
  await expect(page.getByText("No claims yet.")).toBeVisible();
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await shots(page, "claims-empty");
  // The form is named by its card's heading alone (it was the card's whole text).
  const claimForm = page.getByRole("form", { name: "I sent money but my wallet was not credited", exact: true });
  await claimForm.getByRole("textbox", { name: "Amount you sent (₦)" }).fill("2500");
  await claimForm.getByRole("button", { name: "Check my transfer" }).click();
  await expect(page.getByTestId("claim-answer")).toHaveText("We found your transfer and credited your wallet.");
  await expect(page.getByTestId("claims-list")).toContainText("Missing deposit · ₦2,500.00");
  await expect(page.getByTestId("claims-list")).toContainText("Resolved");
  await shots(page, "claims-credited");
  await page.getByRole("link", { name: "View the receipt" }).click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("transaction-page")).toContainText("+₦2,500.00");

  // The bank's late notification: the webhook arrives and credits nothing more.
  const released = await bff(page, "/api/sandbox/release-notification", { transaction_reference: reference });
  expect(released).toMatchObject({ status: 200, body: { webhook_status: 200 } });
  const history = await historyByApi(request, c.token);
  expect(history.pagination.total).toBe(1);
  expect(history.transactions[0]).toMatchObject({ type: "funding", amount: 2500, reference });
  await page.goto("/dashboard");
  await expect(page.getByTestId("available-balance")).toHaveText(formatNaira(2500));
});

test("a dispute of a pending purchase opens a case the admin resolves; the customer sees the reply and gets it by email", async ({
  page,
  request,
  browser,
}) => {
  // Paid and disputed at once (the re-query job asks VTpass again 5 s later): the re-query the
  // dispute makes is VTpass's first, which the sandbox answers pending, so a case opens.
  const { c, paid, id } = await customerWithPurchase(
    page,
    request,
    { name: "Emeka Nwosu", fund: 1000 },
    {
      path: "/api/pay/airtime",
      body: { network: "mtn", phone: SANDBOX.pendingPhone, amount: 200, request_id: `E2E_DISPUTE_${Date.now()}` },
    },
  );
  const dispute = (await bff(page, `/api/transactions/${id}/dispute`, {})).body;
  expect(paid.status).toBe("pending");
  expect(dispute).toMatchObject({ result: "case_opened", claim: { status: "waiting_on_provider" } });
  const caseId = (dispute.claim as { id: string }).id;

  // The purchase's page offers "I did not receive it"; pressing it again finds the case open (or,
  // once VTpass has answered, shows the proof).
  await page.goto(`/transactions/${id}`);
  await expect(page.getByRole("button", { name: "I did not receive it" })).toBeVisible();
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await page.goto("/claims");
  await expect(page.getByTestId("claims-list")).toContainText("Purchase not received · ₦200.00");

  // The admin (the dashboard's card counts open cases; the re-query job may meanwhile have had
  // VTpass's final answer and closed the case itself): the case, its status and the reply.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  await expect(admin.getByTestId("open-cases")).toContainText("Open cases");
  await admin.goto("/admin/cases");
  await expect(admin.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
  await axeClean(admin, { schemes: BOTH_SCHEMES });
  await admin.goto(`/admin/cases/${caseId}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Purchase not received · ₦200.00");
  await axeClean(admin, { schemes: BOTH_SCHEMES });
  await shots(admin, "admin-case");
  await admin.getByRole("combobox", { name: "Status" }).selectOption("resolved");
  await admin.getByRole("textbox", { name: "Notes (admins only)" }).fill("Checked with VTpass support.");
  const reply = "VTpass confirmed the airtime was delivered to your line. Please check your balance with *310#.";
  await admin.getByRole("textbox", { name: "Reply to the customer" }).fill(reply);
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "The customer was emailed the reply." })).toBeVisible();
  await expect(admin.getByTestId("case-reply")).toContainText(reply);
  await ctx.close();

  // The customer sees it on the claim, and by email.
  await page.goto(`/claims/${caseId}`);
  await expect(page.getByTestId("claim-reply")).toHaveText(reply);
  // Its way back looks like the transaction page's (one BackLink): it was plain text weight.
  await expect(page.getByRole("link", { name: "← My claims" })).toHaveCSS("font-weight", "600");
  await expect(page.getByTestId("claim-page")).toContainText("Resolved");
  await expect(page.getByTestId("claim-page")).not.toContainText("Checked with VTpass support.");
  await axeClean(page, { schemes: BOTH_SCHEMES });
  await shots(page, "claim-replied");
  const mails = await outbox(request, c.email);
  expect(mails.some((m) => m.text.includes(reply) && m.text.includes(`/claims/${caseId}`))).toBe(true);
});

test("'I did not receive it' on a delivered exam purchase: the answer takes focus, and the proof lists each PIN as text", async ({
  page,
  request,
}) => {
  const { id } = await customerWithPurchase(
    page,
    request,
    { name: "Amaka Obi", fund: 10_000 },
    {
      path: "/api/exampin/purchase",
      body: {
        exam_type: "WAEC",
        variation_id: "waecdirect",
        amount: 3900,
        phone: SANDBOX.successPhone,
        quantity: 2,
        request_id: `EXAMPIN_${Date.now()}_e2eproof`,
      },
    },
  );
  await page.goto(`/transactions/${id}`);
  await page.getByRole("button", { name: "I did not receive it" }).press("Enter");
  await expect(page.getByTestId("dispute-answer")).toHaveText(DISPUTE_MSG.delivered);
  // The button was disabled while VTpass was asked: focus is on the answer, not the page's body.
  // (None when focus fell to the body, whose text has the answer too.)
  const focusedText = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a && a !== document.body ? (a.textContent ?? "") : "";
    });
  await expect.poll(focusedText).toContain(DISPUTE_MSG.delivered);
  const proof = page.getByTestId("dispute-proof");
  await expect(proof).toContainText(/PIN 1\s*\d+ \(serial WRN\d+\)/);
  await expect(proof).not.toContainText("{");
});
