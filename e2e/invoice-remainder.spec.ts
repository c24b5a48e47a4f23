import { expect, test, type APIRequestContext } from "@playwright/test";
import { invoicesResponse } from "../lib/contracts/merchant";
import { API_URL } from "./support/accounts";
import { axeClean } from "./support/axe";
import { expectDashboard, field, logIn } from "./support/pages";
import { createInvoiceByApi, tomorrowLocal } from "./support/invoices";
import { customerWithAccount } from "./support/wallet";

/** An invoice of ₦3,000 sent to its customer, who paid ₦1,000.50 of it in the sandbox checkout. */
async function partPaidInvoice(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const invoice = await createInvoiceByApi(request, token, {
    amount: 3000,
    description: "Wedding photos, 2 albums",
    customer_email: "tola.remainder@example.com",
    customer_name: "Tola Bakare",
  });
  const sent = await request.post(`${API_URL}/api/invoices/${invoice.id}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  // The payer's checkout (through the web, as the link in the email goes), paying less than due.
  const paid = await request.post(`/sandbox/monnify/checkout/${invoice.invoice_reference}/pay`, {
    form: { amount: "1000.50" },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  await expect
    .poll(async () => {
      const list = await request.get(`${API_URL}/api/invoices`, { headers: auth });
      return invoicesResponse.parse(await list.json()).data.find((i) => i.id === invoice.id)?.status;
    })
    .toBe("PARTIALLY_PAID");
  return invoice;
}

for (const width of [1280, 390]) {
  test(`at ${width} px a part-paid invoice's rest is billed as a new invoice to the same customer`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 860 });
    const c = await customerWithAccount(request, { name: "Femi Lens" });
    const first = await partPaidInvoice(request, c.token);
    await logIn(page, c.email, c.password);
    await expectDashboard(page, c.name);

    await page.goto("/invoices");
    const item = page.getByTestId(width >= 1280 ? "invoice-row" : "invoice-card");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Partially paid");
    await expect(item).toContainText("Paid ₦1,000.50");
    await axeClean(page, { label: `/invoices with a part-paid invoice at ${width} px` });
    await item.getByRole("button", { name: `Bill the rest of ${first.invoice_reference}, ₦1,999.50` }).click();

    const form = page.getByRole("dialog", { name: "New invoice" });
    await expect(field(page, "Amount (₦)")).toHaveValue("1999.50");
    await expect(field(page, "Description")).toHaveValue(
      `Balance of ${first.invoice_reference}: Wedding photos, 2 albums`,
    );
    await expect(field(page, "Customer name")).toHaveValue("Tola Bakare");
    await expect(field(page, "Customer email")).toHaveValue("tola.remainder@example.com");
    await axeClean(page, { label: `the rest's new-invoice form at ${width} px` });
    // The expiry is the merchant's to choose, as for any invoice.
    await form.getByRole("button", { name: "Create invoice" }).click();
    await expect(form.getByText("Expiry date is required.")).toBeVisible();
    await page.getByLabel("Expiry date").fill(tomorrowLocal());
    // No more than is still to pay.
    await field(page, "Amount (₦)").fill("2000");
    await form.getByRole("button", { name: "Create invoice" }).click();
    const tooMuch = `The balance still to pay on ${first.invoice_reference} is ₦1,999.50; this invoice cannot ask for more.`;
    await expect(form.getByText(`Failed to create invoice: ${tooMuch}`)).toBeVisible();
    await expect(field(page, "Amount (₦)")).toHaveAccessibleDescription(`${tooMuch} Minimum ₦100.00`);
    await field(page, "Amount (₦)").fill("1999.50");
    await form.getByRole("button", { name: "Create invoice" }).click();
    await expect(form).toBeHidden();
    const created = page.getByText(/^Invoice INV-[0-9A-F]{16} created\.$/);
    await expect(created).toBeVisible();
    const restReference = (await created.textContent())!.split(" ")[1];

    await expect(item).toHaveCount(2);
    const rest = item.filter({ hasText: `Balance of ${first.invoice_reference}` });
    await expect(rest).toContainText("₦1,999.50");
    await expect(rest).toContainText(restReference);
    await expect(rest).toContainText("Pending");
    await expect(rest.getByRole("button", { name: /^Send / })).toBeVisible();
    // The part-paid one says which invoice bills its rest, and offers no second one.
    const partPaid = item.filter({ hasText: "Partially paid" });
    await expect(partPaid).toContainText("Paid ₦1,000.50");
    await expect(partPaid).toContainText(`Rest billed on ${restReference} (Pending)`);
    await expect(page.getByRole("button", { name: /^Bill the rest/ })).toHaveCount(0);

    // The payer's page of the part-paid invoice leads to the invoice for the rest (the same customer).
    await page.goto(`/invoice/${first.invoice_reference}`);
    await expect(
      page.getByText(`₦1,000.50 of ₦3,000.00 received. Femi Lens billed the rest on invoice ${restReference}.`),
    ).toBeVisible();
    await page.getByRole("link", { name: "Open the invoice for the rest" }).click();
    await expect(page).toHaveURL(`/invoice/${restReference}`);
    await expect(page.getByRole("link", { name: "Pay ₦1,999.50" })).toBeVisible();
  });
}
