import { expect, test, type Browser, type Page } from "@playwright/test";
import { purchaseResponse } from "../lib/contracts/purchases";
import { API_URL } from "./support/accounts";
import { adminWithCase } from "./support/admin";
import { expectDashboard, logIn } from "./support/pages";
import { enterPinAndPay, pinPad, result, SANDBOX } from "./support/purchases";
import { customerWithCase, customerWithData } from "./support/sample-customer";
import { SUMMARY_SERVICES, summaryUrl } from "./support/summary-urls";

/**
 * No page is wider than the window at any width from 320 to 1920 px (issue 16, defect 1): every
 * route under app/ (public, customer and admin), each at these widths, with real data behind the
 * dynamic ones (a transaction, a claim and its admin case, an invoice), the five summaries with the
 * query their entry forms send (the details and the PIN pad, not the invalid-query notice), and a
 * purchase's result view, which is the summary page once paid. One browser context per
 * role, signed in once. Each page is loaded once (until the network is idle, so client-loaded
 * tables are in) and then measured at each width by resizing the viewport, as a window resize or a
 * rotation does: the layout is CSS media queries only (no script reads the width), and a reload per
 * width would cost about four times as long for the same check.
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1920];

const PUBLIC_PAGES = [
  "/",
  "/login",
  "/register",
  "/verify-otp",
  "/forgot-password",
  "/terms",
  "/admin/login",
  "/sandbox/mailbox",
  "/developers",
  "/offline",
];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/dashboard?fund=1",
  "/transactions",
  "/beneficiaries",
  "/notifications",
  "/statements",
  "/insights",
  "/claims",
  "/schedules",
  "/make-money",
  "/bulk",
  "/api-keys",
  "/webhooks",
  "/profile",
  "/airtime",
  "/airtime-result",
  "/data-purchase",
  "/electricity-purchase",
  "/paytv",
  "/exam-pin",
  "/business",
  "/invoices",
  "/kyc",
  "/kycmodal",
];
const ADMIN_PAGES = [
  "/admin",
  "/admin/dashboard",
  "/admin/customers",
  "/admin/transactions",
  "/admin/virtual-accounts",
  "/admin/pending-purchases",
  "/admin/webhooks",
  "/admin/audit-log",
  "/admin/cases",
  "/admin/schedules",
  "/admin/levels",
  "/admin/referrals",
  "/admin/ledger-check",
  "/admin/settings",
];

test.describe.configure({ timeout: 240_000 });

/** Each path at each width: [path, width, page width] where the page is wider than the window. */
async function overflowing(page: Page, paths: string[], ready?: (path: string) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    await page.waitForLoadState("networkidle");
    await ready?.(path);
    found.push(...(await overflowingHere(page, path)));
  }
  return found;
}

/** The page as it is now (a view reached by acting on it, like a purchase's result), at each width. */
async function overflowingHere(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 769 ? 844 : 800 });
    const { scrollWidth, innerWidth } = await page.evaluate(
      () =>
        new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
          // Two frames: the resize is laid out (and ResizeObserver-driven charts redrawn) before measuring.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }),
            ),
          ),
        ),
    );
    if (scrollWidth > innerWidth) found.push(`${label} at ${width} px is ${scrollWidth} px wide`);
  }
  return found;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** A context of its own, signed in as the customer, on the dashboard. */
async function signedIn(browser: Browser, c: { email: string; password: string; name: string }) {
  const { context, page } = await newPage(browser);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  return { context, page };
}

test("public pages are never wider than the window, 320 to 1920 px", async ({ browser, request }) => {
  const c = await customerWithData(request);
  const { context, page } = await newPage(browser);
  // The code screens name the (long) email they sent the code to.
  const email = encodeURIComponent(c.email);
  const codeScreens = [`/verify-otp?email=${email}`, `/verify-otp?type=reset&email=${email}`];
  expect(await overflowing(page, [...PUBLIC_PAGES, ...codeScreens, `/invoice/${c.invoiceReference}`])).toEqual([]);
  await context.close();
});

/**
 * Replaces every reference on the page (32 hex digits, as the API makes them) with the widest one the
 * API could make: 32 copies of the hex digit that is widest in each text's own font. A reference's
 * width depends on its digits in a proportional font, so a page that fits for one transaction can be
 * a pixel too wide for the next (it was, on the admin transaction page's header).
 */
async function widenReferences(page: Page) {
  const replaced = await page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/[0-9a-f]{32}/.test(node.textContent ?? "")) continue;
      canvas.font = getComputedStyle(node.parentElement!).font;
      const widest = [..."0123456789abcdef"].reduce((a, b) =>
        canvas.measureText(b).width > canvas.measureText(a).width ? b : a,
      );
      node.textContent = node.textContent!.replace(/[0-9a-f]{32}/g, widest.repeat(32));
      count += 1;
    }
    return count;
  });
  expect(replaced, "references on the page").toBeGreaterThan(0);
}

test("customer pages are never wider than the window, 320 to 1920 px", async ({ browser, request }) => {
  // A customer with a purchase, its open case (their claim) and money to pay a summary with.
  const c = await customerWithCase(request);
  const { context, page } = await signedIn(browser, c);
  // The real summaries (valid queries: their details and the PIN pad), the transaction and the claim.
  const summaries = SUMMARY_SERVICES.map(summaryUrl);
  const found = await overflowing(
    page,
    [...CUSTOMER_PAGES, ...summaries, `/transactions/${c.transactionId}`, `/claims/${c.caseId}`],
    async (path) => {
      // The summary itself, not the 'Invalid purchase details' notice that sends the customer back.
      if (summaries.includes(path)) await expect(pinPad(page), path).toBeVisible();
    },
  );
  // And a purchase's result view, which a summary turns into once paid.
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(summaries[0]);
  await enterPinAndPay(page);
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  found.push(...(await overflowingHere(page, "the airtime purchase's result")));
  await page.goto(`/transactions/${c.transactionId}`);
  await page.waitForLoadState("networkidle");
  await widenReferences(page);
  found.push(...(await overflowingHere(page, "the transaction page with its widest possible reference")));
  expect(found).toEqual([]);
  await context.close();
});

test("admin pages are never wider than the window, 320 to 1920 px", async ({ browser, request }) => {
  const { caseId, transactionId, context, page, customerPath } = await adminWithCase(browser, request);
  const transaction = `/admin/transactions/${transactionId}`;
  const found = await overflowing(page, [...ADMIN_PAGES, customerPath, transaction, `/admin/cases/${caseId}`]);
  await page.goto(transaction);
  await page.waitForLoadState("networkidle");
  await widenReferences(page);
  found.push(...(await overflowingHere(page, `${transaction} with its widest possible reference`)));
  expect(found).toEqual([]);
  await context.close();
});

test("the account number stays on one line at every width (it is read and typed as one piece)", async ({
  browser,
  request,
}) => {
  const c = await customerWithData(request);
  const { context, page } = await signedIn(browser, c);
  await page.goto("/profile");
  const number = page.getByRole("definition").filter({ hasText: /^\d{10}$/ });
  await expect(number).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const lines = await number.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return Math.round(el.getBoundingClientRect().height / lineHeight);
    });
    expect(lines, `account number at ${width} px`).toBe(1);
  }
  await context.close();
});

test("the account card shows a long one-word name whole at every width (the card clips what runs past it)", async ({
  browser,
  request,
}) => {
  const c = await customerWithData(request);
  const { context, page } = await signedIn(browser, c);
  const holder = page.getByTestId("account-holder");
  await expect(holder).toHaveText(c.name);
  const cutOff: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    // The text's own box (a Range), against the card's: the name's box grows with it, the card does not.
    const { textRight, cardRight } = await holder.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const card = el.closest("section")!.getBoundingClientRect();
      return { textRight: range.getBoundingClientRect().right, cardRight: card.right };
    });
    if (textRight > cardRight)
      cutOff.push(`at ${width} px the name ends at ${Math.round(textRight)} px, the card at ${Math.round(cardRight)}`);
  }
  expect(cutOff).toEqual([]);
  await context.close();
});

test("the history never needs a sideways scroll: a table where it fits, cards where it does not", async ({
  browser,
  request,
}) => {
  // A purchase (Buy again and Receipt, the widest row) and two credits.
  const c = await customerWithCase(request);
  const { context, page } = await signedIn(browser, c);
  const hidden: string[] = [];
  for (const path of ["/dashboard", "/transactions"]) {
    await page.goto(path);
    const history = page.getByRole("table", { name: /^(Transaction history|All transactions)$/ });
    // Three rows at least: the pending purchase may be delivered meanwhile and add its cashback.
    await expect(history.getByTestId("transaction-row").nth(2)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const { scrollWidth, clientWidth } = await history.evaluate((table) => {
        const wrap = table.parentElement!;
        return { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth };
      });
      if (scrollWidth > clientWidth) hidden.push(`${path} at ${width} px: ${scrollWidth} px of rows in ${clientWidth}`);
    }
  }
  expect(hidden).toEqual([]);
  await context.close();
});

/** Each table on the page whose card needs a sideways scroll: its caption, its rows' width and the card's. */
const sidewaysTables = (page: Page) =>
  page.locator("main table").evaluateAll((all) =>
    all.flatMap((table) => {
      const card = table.closest("section")!;
      const name = table.querySelector("caption")?.textContent;
      return card.scrollWidth > card.clientWidth
        ? [`${name}: ${card.scrollWidth} px of rows in ${card.clientWidth}`]
        : [];
    }),
  );

test("admin tables never need a sideways scroll: a table where it fits, cards where it does not", async ({
  browser,
  request,
}) => {
  // A purchase by a customer with a long one-word name and email (the widest rows), shown with its channel.
  const { transactionId, context, page, customerPath } = await adminWithCase(browser, request);
  const hidden: string[] = [];
  const paths = [
    "/admin/transactions",
    "/admin/customers",
    "/admin/virtual-accounts",
    "/admin/webhooks",
    "/admin/levels",
    customerPath,
    `/admin/transactions/${transactionId}`,
  ];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const tables = page.locator("main table");
    await expect(tables.first(), path).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      hidden.push(...(await sidewaysTables(page)).map((w) => `${path} at ${width} px, ${w}`));
    }
  }
  expect(hidden).toEqual([]);
  await context.close();
});

test("the admin transactions list and a transaction's page name each purchase's channel", async ({
  browser,
  request,
}) => {
  const { transactionId, context, page } = await adminWithCase(browser, request);
  await page.goto("/admin/transactions");
  const row = page.getByRole("row").filter({ has: page.locator(`a[href="/admin/transactions/${transactionId}"]`) });
  await expect(row.getByRole("cell").nth(2)).toHaveText("Web or app");
  await expect(page.getByRole("columnheader", { name: "Channel" })).toBeVisible();
  await page.goto(`/admin/transactions/${transactionId}`);
  await expect(page.getByTestId("purchase-channel")).toHaveText("Web or app");
  await context.close();
});

test("a ledger account's name (system:cashback_expense) breaks only after its ':' or '_', and its table still fits", async ({
  browser,
  request,
}) => {
  const { token, pin, context, page } = await adminWithCase(browser, request);
  // A delivered purchase: its journal and its cashback's name the longest system accounts.
  const paid = await request.post(`${API_URL}/api/pay/airtime`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { network: "mtn", phone: SANDBOX.successPhone, amount: 200, request_id: `E2E_LEDGER_${Date.now()}`, pin },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { transaction } = purchaseResponse.parse(await paid.json());
  await page.goto(`/admin/transactions/${transaction.id}`);
  const accounts = page.getByRole("table", { name: "Ledger entries" }).locator('td[data-label="Account"]');
  await expect(accounts.filter({ hasText: "system:cashback_expense" })).toHaveCount(1);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Where each line of a name starts: a character lower than the one before it.
    const breaks = await accounts.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const chars: { ch: string; top: number }[] = [];
        const range = document.createRange();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ ch: node.textContent![i], top: range.getBoundingClientRect().top });
          }
        return chars.flatMap((c, i) =>
          i > 0 && c.top > chars[i - 1].top + 2 && !/[:_\s]/.test(chars[i - 1].ch) && !/\s/.test(c.ch)
            ? [
                `${cell.textContent} breaks before "${chars
                  .slice(i)
                  .map((x) => x.ch)
                  .join("")}"`,
              ]
            : [],
        );
      }),
    );
    found.push(...breaks.map((b) => `at ${width} px ${b}`));
    found.push(...(await sidewaysTables(page)).map((w) => `at ${width} px ${w}`));
  }
  expect(found).toEqual([]);
  await context.close();
});

test("the admin transactions list never breaks a short value (service, channel, amount, date, status) inside a word", async ({
  browser,
  request,
}) => {
  // Beside a long one-word name and email and the widest references, which may break anywhere.
  const { context, page } = await adminWithCase(browser, request);
  await page.goto("/admin/transactions");
  await page.waitForLoadState("networkidle");
  await widenReferences(page);
  const short = ["Service", "Channel", "Amount", "Date/Time", "Status"].map((l) => `td[data-label="${l}"]`).join(",");
  const found: string[] = [];
  // Every 10 px where the list is a table (at 1220 to 1250 px the date broke as "2026-11- / 30").
  for (let width = 1030; width <= 1920; width += 10) {
    await page.setViewportSize({ width, height: 800 });
    // Each word (a run of non-spaces) whose characters are not all on one line.
    const broken = await page.locator(`main table ${short}`).evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const words: string[] = [];
        const range = document.createRange();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const m of node.textContent!.matchAll(/\S+/g)) {
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) words.push(`${cell.getAttribute("data-label")} "${m[0]}"`);
          }
        return words;
      }),
    );
    found.push(...broken.map((b) => `at ${width} px ${b} breaks`));
  }
  expect(found).toEqual([]);
  await context.close();
});
