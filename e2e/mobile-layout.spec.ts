import { expect, test } from "@playwright/test";
import { dismissOnboarding, expectDashboard, logIn, signedInCustomer } from "./support/pages";
import { enterPinAndPay, result, SANDBOX } from "./support/purchases";
import { customerWithCase } from "./support/sample-customer";
import { summaryUrl } from "./support/summary-urls";
import { customerWithAccount, dismissOnboardingIfShown } from "./support/wallet";
import { streamedIn } from "./support/streamed";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("at 390 px the dashboard has the bottom bar and the dropdowns, not the sidebar", async ({ page, request }) => {
  const c = await signedInCustomer(page, request, { name: "Yusuf Garba" });
  await dismissOnboarding(page);

  const bottom = page.getByRole("navigation", { name: "Quick navigation" });
  await expect(bottom).toBeVisible();
  for (const label of ["Home", "Bills & Services", "Virtual Account"])
    await expect(bottom.getByRole("link", { name: label })).toBeVisible();
  await expect(bottom.getByRole("button", { name: "Business" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await bottom.getByRole("button", { name: "Business" }).click();
  await expect(bottom.getByRole("link", { name: "Get Paid" })).toBeVisible();
  await expect(bottom.getByRole("link", { name: "Invoice" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bottom.getByRole("link", { name: "Get Paid" })).toBeHidden();
  // "Get Paid" opens Make Money, the reseller offer (issue 20); invoices are one of its ways.
  await bottom.getByRole("button", { name: "Business" }).click();
  await expect(bottom.getByRole("link", { name: "Invoice" })).toHaveAttribute("href", "/invoices");
  await bottom.getByRole("link", { name: "Get Paid" }).click();
  await expect(page).toHaveURL(/\/make-money#ways$/);
  await expect(page.getByRole("navigation", { name: "Ways to earn" })).toBeVisible();

  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByText(c.email)).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("at 320 px each history card shows its whole date and short reference, and the meter number is on one line", async ({
  page,
  request,
}) => {
  const c = await customerWithCase(request);
  await page.setViewportSize({ width: 320, height: 800 });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);

  // An electricity purchase through the form's summary: the result's meter number (13 digits).
  await page.goto(summaryUrl("electricity"));
  await streamedIn(page);
  await enterPinAndPay(page);
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  const meter = page.getByTestId("transaction-details").locator("div", { hasText: "Meter number" }).locator("dd");
  await expect(meter).toHaveText(SANDBOX.prepaidMeter);
  const lines = await meter.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines, "the meter number breaks across lines").toBe(1);
  // The 32-character support reference too (at 13 px its last character had a line of its own).
  const support = page.getByTestId("support-reference");
  await expect(support).toHaveText(/^\w{32}$/);
  const supportLines = await support.evaluate(
    (code) => new Set([...code.getClientRects()].map((r) => Math.round(r.top))).size,
  );
  expect(supportLines, "the support reference breaks across lines").toBe(1);

  await page.goto("/transactions");

  await streamedIn(page);
  const rows = page.getByTestId("transaction-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  const cards = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = (label: string) => tr.querySelector<HTMLElement>(`td[data-label="${label}"]`)!;
      const date = cell("Date");
      const reference = cell("Reference");
      const text = (td: HTMLElement) => td.firstElementChild as HTMLElement;
      const box = (el: Element) => el.getBoundingClientRect();
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const pill = box(cell("Status").firstElementChild!);
      const card = box(tr);
      const inside = (r: DOMRect) => r.left >= card.left && r.right <= card.right;
      return {
        reference: text(reference).textContent,
        clipped: [date, reference, text(reference)].some((el) => el.scrollWidth > el.clientWidth + 1),
        ellipsis:
          getComputedStyle(text(reference)).textOverflow === "ellipsis" &&
          text(reference).scrollWidth > text(reference).clientWidth,
        overPill: overlaps(box(text(date)), pill) || overlaps(box(text(reference)), pill),
        outside: !inside(box(text(date))) || !inside(box(text(reference))),
        height: card.height,
      };
    }),
  );
  for (const card of cards) {
    expect(card, `card ${card.reference}`).toMatchObject({
      clipped: false,
      ellipsis: false,
      overPill: false,
      outside: false,
    });
    // Compact: a card with Buy again and Receipt stays well under the old 280 px.
    expect(card.height, `card ${card.reference}`).toBeLessThan(200);
  }
  // Each row's short reference is whole (e.g. "23BA-4292"), so two rows never look the same.
  for (const card of cards) expect(card.reference).toMatch(/^([A-Z0-9]{4}-[A-Z0-9]{4}|N\/A)$/);
});

test("at 320 px the sign-in pages' links under the form keep their label on one line", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const [path, name] of [
    ["/register", "Log in"],
    ["/login", "Create an account"],
  ] as const) {
    await page.goto(path);
    await streamedIn(page);
    const link = page.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const lines = await link.evaluate((a) => new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines, `'${name}' on ${path} breaks across lines`).toBe(1);
  }
});

test("at 320 px the KYC page's details keep each label, the mobile number and the date of birth on one line", async ({
  page,
  request,
}) => {
  const c = await customerWithAccount(request, { name: "Oluwaseun Adebayo-Okonkwo" });
  await page.setViewportSize({ width: 320, height: 800 });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await page.goto("/kyc");
  await streamedIn(page);
  const row = (label: string) => page.locator("dl div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(row("Mobile number").locator("dd")).toHaveText("08031234567");
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };
  for (const label of ["Full name", "Mobile number", "Date of birth", "Referral source"]) {
    expect(await row(label).locator("dt").evaluate(lines), `'${label}' breaks across lines`).toBe(1);
    if (label !== "Full name")
      expect(await row(label).locator("dd").evaluate(lines), `the ${label} value breaks across lines`).toBe(1);
  }
});

test("at 320 px the profile's email takes a line of its own rather than break (it broke as 'example.co / m' beside its label)", async ({
  page,
  request,
}) => {
  // An email that fits a line of its own at 320 px (about 220 of its 246 px), not beside its label (186).
  const email = `e${Date.now().toString(36).slice(-6)}a@example.com`;
  await page.setViewportSize({ width: 320, height: 800 });
  await signedInCustomer(page, request, { name: "Ada Obi", email });
  await page.goto("/profile");
  await streamedIn(page);
  const details = page.locator("section").filter({ has: page.getByRole("heading", { name: "Personal details" }) });
  const row = (label: string) => details.locator("dl div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(row("Email").locator("dd")).toHaveText(email);
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };
  for (const label of ["Name", "Email", "Phone"]) {
    expect(await row(label).locator("dt").evaluate(lines), `'${label}' breaks across lines`).toBe(1);
    expect(await row(label).locator("dd").evaluate(lines), `the ${label} value breaks across lines`).toBe(1);
  }
});

test("at 320 px each exam variation shows its whole name and price (a select cut 'WASSCE Result Checker PIN — ₦3,900.00')", async ({
  page,
  request,
}) => {
  const c = await customerWithAccount(request, { name: "Ada Obi" });
  await page.setViewportSize({ width: 320, height: 800 });
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);
  await page.goto("/exam-pin");
  await streamedIn(page);
  const examType = page.getByRole("combobox", { name: "Exam type" });
  await expect(examType).toBeEnabled();
  const variations = page.getByRole("group", { name: "Variation" });
  for (const [type, first] of [
    ["waec", "WASSCE Result Checker PIN — ₦3,900.00"],
    ["waec-registration", "WASSCE for Private Candidates, Second Bi-Annual — ₦24,500.00"],
    ["jamb", "UTME PIN (with mock) — ₦7,700.00"],
  ]) {
    await examType.selectOption(type);
    await expect(variations.getByRole("radio").first()).toHaveAccessibleName(first);
    // Each choice's text ends inside its box, and each box inside the form.
    const cut = await variations.locator("label").evaluateAll((labels) =>
      labels.flatMap((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        const form = label.closest("form")!.getBoundingClientRect();
        return text.right > box.right + 0.5 || box.right > form.right + 0.5 ? [label.textContent] : [];
      }),
    );
    expect(cut, `${type}: choices cut at 320 px`).toEqual([]);
  }
});

test("at 390 and 320 px the statements page's period choices keep their words on one line ('This month' wrapped at 390)", async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request, { name: "Ada Obi" });
  await page.goto("/statements");
  await streamedIn(page);
  const period = page.getByRole("group", { name: "Period" });
  await expect(period.getByRole("radio", { name: "This month" })).toBeChecked();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    for (const name of ["This month", "Last month", "Custom range"]) {
      const lines = await period
        .locator("label")
        .filter({ hasText: name })
        .evaluate((label) => {
          const range = document.createRange();
          range.selectNodeContents(label.querySelector("span")!);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      expect(lines, `'${name}' at ${width} px`).toBe(1);
    }
  }
});
