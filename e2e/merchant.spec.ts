import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { outbox, verifiedCustomer } from "./support/accounts";
import { splitValues } from "./support/lines";
import { alertBox, expectDashboard, field, logIn } from "./support/pages";
import { customerWithData } from "./support/sample-customer";
import { streamedIn } from "./support/streamed";
import { tomorrowLocal } from "./support/invoices";
import { dismissOnboardingIfShown, lagosDay, pdfText, REFUSED_BVN, uniqueIdNumber } from "./support/wallet";
import { LOGO_MAX_BYTES } from "../lib/contracts/merchant";

const SHOTS = "/tmp/shots-merchant";
fs.mkdirSync(SHOTS, { recursive: true });
// A real 1x1 PNG, scaled up by the page.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** /kycmodal for a customer without an account number: the KYC step that gets one. Answers the BVN given. */
async function submitModalKyc(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Get your account number" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Get account number" }).click();
  await expect(dialog.getByText("Full name is required.")).toBeVisible();
  await expect(dialog.getByText("Please choose whether the number is a BVN or a NIN.")).toBeVisible();
  await expect(dialog.getByText("You must agree to the terms.")).toBeVisible();
  const bvn = uniqueIdNumber();
  await field(page, "Full name").fill("Adaeze Okafor");
  await dialog.getByRole("radio", { name: "BVN", exact: true }).check();
  await field(page, "BVN or NIN").fill(bvn);
  await page.getByLabel("Date of birth").fill("1990-04-15");
  await field(page, "Mobile number").fill("08031234567");
  await page.getByLabel("How did you hear about us?").selectOption("Friend");
  await page.getByLabel(/I agree to the/).check();
  await shot(page, "kycmodal-filled");
  await dialog.getByRole("button", { name: "Get account number" }).click();
  await expect(dialog.getByText("KYC submitted successfully!")).toBeVisible();
  await expect(page.getByTestId("kyc-modal-status")).toContainText("verified");
  await expect(dialog.getByTestId("kyc-account-number")).toContainText(/Your account number: \d{10}/);
  return { dialog, bvn };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 860 : 844 } });

    test("KYC from the modal and from the page (refused BVN first), shown masked", async ({
      page,
      request,
      browser,
    }) => {
      const a = await verifiedCustomer(request, { name: "Adaeze Okafor" });
      await logIn(page, a.email, a.password);
      await expect(page).toHaveURL(/\/dashboard/);
      await page.goto("/kycmodal");
      await shot(page, "kycmodal");
      const { dialog, bvn } = await submitModalKyc(page);
      await shot(page, "kycmodal-done");
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(page).toHaveURL(/\/dashboard/);
      await expect(page.getByTestId("account-number")).toHaveText(/^\d{10}$/);
      await page.goto("/kyc");
      await expect(page.getByTestId("kyc-status-badge")).toHaveText("Verified");
      await expect(page.getByTestId("kyc-identifiers")).toHaveText(
        `Linked to your account: BVN *******${bvn.slice(-4)}`,
      );
      await expect(page.getByText(bvn)).toHaveCount(0);
      // The NIN can be added later (kyc-info); the BVN, linked already, cannot be chosen again.
      await expect(page.getByRole("heading", { name: "Add your NIN" })).toBeVisible();
      await expect(page.getByRole("radio", { name: "BVN (linked)" })).toBeDisabled();
      await expect(page.getByRole("radio", { name: "NIN", exact: true })).toBeChecked();
      await shot(page, "kyc-verified");

      const ctx = await browser.newContext({ viewport: page.viewportSize()! });
      const p2 = await ctx.newPage();
      const b = await verifiedCustomer(request, { name: "Emeka Eze" });
      await logIn(p2, b.email, b.password);
      await expect(p2).toHaveURL(/\/dashboard/);
      // A fake clock, so the page's redirect after success waits for the test rather than 1.2 s of real time.
      await p2.clock.install();
      await p2.goto("/kyc");
      await expect(p2.getByTestId("kyc-status-badge")).toHaveText("Not submitted");
      await expect(p2.getByRole("heading", { name: "Get your account number" })).toBeVisible();
      await shot(p2, "kyc-page");
      await p2.getByRole("button", { name: "Get account number" }).click();
      await expect(p2.getByText("Full name is required.")).toBeVisible();
      await expect(p2.getByText("Please choose whether the number is a BVN or a NIN.")).toBeVisible();
      await expect(p2.getByText("Date of birth is required.")).toBeVisible();
      await field(p2, "Full name").fill("Emeka Eze");
      await p2.getByRole("radio", { name: "BVN", exact: true }).check();
      await field(p2, "BVN or NIN").fill(REFUSED_BVN);
      // The modal's date picker, today its latest day; the page sends the date as DD-MM-YYYY.
      const dob = p2.getByLabel("Date of birth");
      await expect(dob).toHaveAttribute("type", "date");
      await expect(dob).toHaveAttribute("max", lagosDay());
      await dob.fill("1990-04-15");
      await field(p2, "Mobile number").fill("09012345678");
      await p2.getByLabel("How did you hear about us?").selectOption("Friend/Relative");
      await shot(p2, "kyc-page-filled");
      await p2.getByRole("button", { name: "Get account number" }).click();
      await expect(alertBox(p2)).toContainText("Failed to link your BVN/NIN with your account number.");
      await expect(alertBox(p2)).toContainText("The BVN provided could not be verified.");
      // The status card follows the answer without a reload.
      await expect(p2.getByTestId("kyc-status-badge")).toHaveText("Failed");
      await expect(p2.getByText("*******2222")).toBeVisible();
      await expect(p2.locator("dl div").filter({ hasText: "Date of birth" }).locator("dd")).toHaveText("15-04-1990");
      await expect(p2.getByRole("heading", { name: "Submit again" })).toBeVisible();
      await shot(p2, "kyc-page-refused");
      const nin = `22${uniqueIdNumber().slice(2, 7)}0000`; // a NIN that starts like a BVN: the choice decides
      await p2.getByRole("radio", { name: "NIN", exact: true }).check();
      await field(p2, "BVN or NIN").fill(nin);
      await p2.clock.pauseAt(Date.now() + 1_000);
      await p2.getByRole("button", { name: "Get account number" }).click();
      await expect(p2.getByText("KYC submitted successfully!")).toBeVisible();
      await expect(p2.getByText(/Your account number: \d{10}/)).toBeVisible();
      await expect(p2.getByTestId("kyc-status-badge")).toHaveText("Verified");
      await expect(p2.getByText("*******0000")).toBeVisible();
      await expect(p2.getByRole("button", { name: "Taking you to your dashboard..." })).toBeDisabled();
      await expect(field(p2, "BVN or NIN")).toBeDisabled();
      await shot(p2, "kyc-page-success");
      await expect(p2).toHaveURL(/\/kyc/);
      await p2.clock.resume();
      await expect(p2).toHaveURL(/\/dashboard/, { timeout: 10_000 });
      await p2.goto("/kyc");
      await expect(p2.getByTestId("kyc-status-badge")).toHaveText("Verified");
      await expect(p2.getByTestId("kyc-identifiers")).toHaveText("Linked to your account: NIN *******0000");
      await expect(p2.getByText(nin)).toHaveCount(0);
      await ctx.close();
    });

    test("business with a logo; create, edit and send an invoice; pay it in the sandbox checkout; the wallet is credited", async ({
      page,
      request,
    }, testInfo) => {
      const c = await verifiedCustomer(request, { name: "Bola Merchant" });
      await logIn(page, c.email, c.password);
      await expect(page).toHaveURL(/\/dashboard/);

      // Invoicing waits for KYC.
      await page.goto("/invoices");
      await expect(page.getByText("Complete your KYC verification before creating invoices.")).toBeVisible();
      await expect(page.getByRole("button", { name: "New invoice" })).toHaveCount(0);
      await shot(page, "invoices-kyc-needed");
      await page.goto("/kycmodal");
      await submitModalKyc(page);

      // Business details with a logo.
      await page.goto("/business");
      await shot(page, "business-empty");
      await page.getByRole("button", { name: "Save business details" }).click();
      await expect(page.getByText("Name is required.")).toBeVisible();
      await field(page, "Business name").fill("Bola Prints Ltd");
      await field(page, "Address").fill("14 Allen Avenue, Ikeja, Lagos");
      await field(page, "Phone").fill("08031234567");
      await field(page, "Email").fill("hello@bolaprints.ng");
      await page.setInputFiles("#business-logo", {
        name: "logo.gif",
        mimeType: "image/gif",
        buffer: Buffer.from("GIF89a"),
      });
      await expect(page.getByText("The logo must be a PNG, JPEG or WebP image.")).toBeVisible();
      await page.setInputFiles("#business-logo", { name: "logo.png", mimeType: "image/png", buffer: PNG });
      await page.getByRole("button", { name: "Save business details" }).click();
      await expect(page.getByText("Business details saved.")).toBeVisible();
      await page.reload();
      const logo = page.getByTestId("business-logo");
      await expect(logo).toHaveAttribute("src", /^\/invoice\/logo\//);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      await expect(field(page, "Business name")).toHaveValue("Bola Prints Ltd");
      await shot(page, "business-saved");

      // Create (rules first), then edit.
      await page.goto("/invoices");
      await expect(page.getByText("No invoices yet.")).toBeVisible();
      await page.getByRole("button", { name: "New invoice" }).click();
      const form = page.getByRole("dialog", { name: "New invoice" });
      await form.getByRole("button", { name: "Create invoice" }).click();
      await expect(form.getByText("Description is required.")).toBeVisible();
      await expect(form.getByText("Expiry date is required.")).toBeVisible();
      await field(page, "Amount (₦)").fill("99");
      await field(page, "Description").fill("Business cards, 500 pieces");
      await field(page, "Customer name").fill("Chioma Obi");
      await field(page, "Customer email").fill("chioma.e2e@example.com");
      await page.getByLabel("Expiry date").fill(tomorrowLocal());
      await form.getByRole("button", { name: "Create invoice" }).click();
      await expect(form.getByText("Amount must be at least ₦100.")).toBeVisible();
      await field(page, "Amount (₦)").fill("2500");
      await shot(page, "invoice-form");
      await form.getByRole("button", { name: "Create invoice" }).click();
      await expect(form).toBeHidden();
      const item = page.getByTestId(width >= 1280 ? "invoice-row" : "invoice-card").first();
      await expect(item).toContainText("₦2,500.00");
      await expect(item).toContainText("Pending");
      await shot(page, "invoices-list");

      await item.getByRole("button", { name: /^Edit/ }).click();
      const edit = page.getByRole("dialog", { name: /Edit invoice/ });
      await expect(field(page, "Amount (₦)")).toHaveValue("2500");
      await field(page, "Amount (₦)").fill("3000");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(edit).toBeHidden();
      await expect(item).toContainText("₦3,000.00");

      // Send: mail to the customer, links to share.
      await item.getByRole("button", { name: /^Send/ }).click();
      const sent = page.getByRole("dialog", { name: "Invoice sent" });
      await expect(sent).toBeVisible();
      const invoiceUrl = await page.getByLabel("Invoice link").inputValue();
      expect(invoiceUrl).toMatch(/\/invoice\/INV-[0-9A-F]{16}$/);
      await expect(page.getByTestId("whatsapp-link")).toHaveAttribute(
        "href",
        new RegExp(
          `^https://wa\\.me/\\?text=.*${encodeURIComponent(invoiceUrl).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      );
      await expect(page.getByTestId("pdf-link")).toHaveAttribute("href", `${invoiceUrl}/pdf`);
      await shot(page, "invoice-sent");
      await expect
        .poll(async () => (await outbox(request, "chioma.e2e@example.com")).some((m) => m.text.includes(invoiceUrl)))
        .toBe(true);
      await sent.getByRole("button", { name: "Done" }).click();

      // The public page (no login needed: a fresh context), the PDF, then the checkout.
      const reference = invoiceUrl.split("/").pop()!;
      const pdf = await page.request.get(`/invoice/${reference}/pdf`);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const guest = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
      const pub = await guest.newPage();
      await pub.goto(`/invoice/${reference}`);
      await expect(pub.getByRole("heading", { name: "Bola Prints Ltd" })).toBeVisible();
      await expect(pub.getByTestId("invoice-amount")).toHaveText("₦3,000.00");
      await expect(pub.getByTestId("invoice-status")).toHaveText("Pending");
      await expect
        .poll(() =>
          pub.getByRole("img", { name: "Bola Prints Ltd logo" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(1);
      await shot(pub, "public-invoice");
      await pub.getByRole("link", { name: "Pay ₦3,000.00" }).click();
      await expect(pub.getByRole("heading", { name: "Checkout" })).toBeVisible();
      await shot(pub, "sandbox-checkout");
      await pub.getByRole("button", { name: "Pay" }).click();
      await expect(pub).toHaveURL(new RegExp(`/invoice/${reference}\\?paid=1$`));
      await expect(pub.getByTestId("invoice-status")).toHaveText("Paid");
      await expect(pub.getByText("Payment received. Thank you!")).toBeVisible();
      // Paid: the amount paid and when, in the product's one date format; nothing is due, nothing to pay.
      await expect(pub.getByTestId("invoice-amount-label")).toHaveText("Amount paid");
      await expect(pub.getByTestId("invoice-amount")).toHaveText("₦3,000.00");
      await expect(pub.getByTestId("invoice-paid-when")).toHaveText(
        /^Paid \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/,
      );
      await expect(pub.getByRole("main")).not.toContainText("Amount due");
      await expect(pub.getByRole("link", { name: /^Pay / })).toHaveCount(0);
      // Its PDF says the same.
      const paidPdf = await pub.request.get(`/invoice/${reference}/pdf`);
      expect(paidPdf.status()).toBe(200);
      const paidPdfFile = testInfo.outputPath(`invoice-paid-${width}.pdf`);
      fs.writeFileSync(paidPdfFile, await paidPdf.body());
      const paidText = pdfText(paidPdfFile);
      expect(paidText).toContain("Amount paid");
      expect(paidText).toMatch(/Status\s+Paid/);
      expect(paidText).not.toContain("Amount due");
      expect(paidText).not.toContain("Pay online");
      await shot(pub, "public-invoice-paid");
      await guest.close();

      // PAID in the list, the wallet credited, in history.
      await page.goto("/invoices?status=PAID");
      await expect(page.getByTestId(width >= 1280 ? "invoice-row" : "invoice-card")).toHaveCount(1);
      await expect(page.getByTestId(width >= 1280 ? "invoice-row" : "invoice-card").first()).toContainText("Paid");
      await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
      await shot(page, "invoices-paid");
      await page.goto("/dashboard");
      await expect(page.getByTestId("available-balance")).toHaveText("₦3,000.00");
      await page.goto("/transactions");
      await expect(page.getByText(/3,000\.00/).first()).toBeVisible();
      await shot(page, "transactions-after-invoice");
    });
  });
}

test("an invoice card's expiry date moves to the next line whole, at every width the cards show", async ({
  page,
  request,
}) => {
  const c = await customerWithData(request);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);
  await dismissOnboardingIfShown(page);
  await page.goto("/invoices");
  await streamedIn(page);
  const card = page.getByTestId("invoice-card");
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(card).toContainText(/expires \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m/);
  const split: string[] = [];
  // Every 4 px from a 320 px phone to the last width before the table (1280 px).
  for (let width = 320; width < 1280; width += 4) {
    await page.setViewportSize({ width, height: 800 });
    split.push(...(await splitValues(page, '[data-testid="invoice-card"]')));
  }
  expect(split).toEqual([]);
});

test("a logo over 1 MB is refused with one message and nothing is saved", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Kunle Big-Logo" });
  await logIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/business");
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/business") saves.push(r.url());
  });
  await field(page, "Business name").fill("Kunle Prints");
  // A real PNG's header, padded past the limit.
  const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
  await page.setInputFiles("#business-logo", { name: "logo.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: "Save business details" }).click();
  await expect(page.getByText("The logo must be at most 1 MB.")).toHaveCount(1);
  await expect(page.locator("#business-logo")).toBeFocused();
  await expect(page.getByText("Business details saved.")).toHaveCount(0);
  expect(saves).toEqual([]);
  // Nothing was saved: the page comes back empty.
  await page.reload();
  await expect(field(page, "Business name")).toHaveValue("");
  await expect(page.getByTestId("business-logo")).toHaveCount(0);
});
