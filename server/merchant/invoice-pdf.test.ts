import { pdfFontNames, pdfText } from "../test/pdf-tools";
import { renderInvoicePdf } from "./invoice-pdf";
import type { Invoice } from "./invoice-view";

const invoice = {
  invoiceReference: "INV-7F3K9Q2M8D1X4B6Z",
  customerName: "Chukwuemeka Ụzọ",
  customerEmail: "emeka@example.com",
  description: "Catering for 40 guests: jọ̀lọ́fù rice, ẹ̀fọ́ rírò and small chops",
  createdAt: new Date("2025-03-10T09:00:00Z"),
  expiryDate: new Date("2025-03-13T09:00:00Z"),
  amountKobo: 185_000_00,
} as Invoice;

test("an invoice prints the naira sign and every letter as written, and copies back the same text", async () => {
  const pdf = await renderInvoicePdf({
    invoice,
    status: "PENDING",
    business: {
      name: "Adéṣínà Foods Ltd",
      address: "14 Ọbáfẹ́mi Awólọ́wọ̀ Way, Ikẹja, Lagos",
      phone: "08031234567",
      email: "hello@adesinafoods.ng",
      logo: null,
    },
    invoiceUrl: "https://pay.example.ng/invoice/INV-7F3K9Q2M8D1X4B6Z",
    generatedAt: new Date("2025-03-10T09:00:00Z"),
  });
  const lines = pdfText(pdf)
    .split("\n")
    .map((l) => l.trim().replace(/\s{2,}/g, "  "))
    .filter(Boolean);
  // Dotted and plain letters share glyph shapes in the font; a plain "o" or "e" drawn after a dotted
  // one must still copy as itself.
  for (const line of [
    "Adéṣínà Foods Ltd",
    "14 Ọbáfẹ́mi Awólọ́wọ̀ Way, Ikẹja, Lagos",
    "hello@adesinafoods.ng",
    "INVOICE",
    "Invoice reference  INV-7F3K9Q2M8D1X4B6Z",
    "Bill to  Chukwuemeka Ụzọ (emeka@example.com)",
    "Description  Catering for 40 guests: jọ̀lọ́fù rice, ẹ̀fọ́ rírò and small chops",
    "₦185,000.00",
  ])
    expect(lines).toContain(line);
  expect(new Set(pdfFontNames(pdf))).toEqual(new Set(["NotoSans-Regular", "NotoSans-Bold"]));
});

describe("the money on the invoice PDF, as the public page reads it", () => {
  const issuer = { name: "Bola Prints Ltd", address: null, phone: null, email: null, logo: null };
  const url = "https://pay.example.ng/invoice/INV-7F3K9Q2M8D1X4B6Z";
  const render = async (status: Parameters<typeof renderInvoicePdf>[0]["status"], paid: Partial<Invoice> = {}) =>
    pdfText(
      await renderInvoicePdf({
        invoice: { ...invoice, amountKobo: 27_500_50, paidAmountKobo: null, paidAt: null, ...paid } as Invoice,
        status,
        business: issuer,
        invoiceUrl: url,
        generatedAt: new Date("2025-03-12T09:00:00Z"),
      }),
    );
  const paidAt = new Date("2025-03-11T13:03:00Z"); // 2:03 pm in Lagos

  test("pending: the amount due and the pay link, status in sentence case", async () => {
    const text = await render("PENDING");
    expect(text).toContain("Amount due");
    expect(text).toContain("₦27,500.50");
    expect(text).toContain("Pay online:");
    expect(text).toContain(url);
    expect(text).toMatch(/Status\s+Pending/);
  });

  test("paid: 'Amount paid' and when, never 'Amount due' or a pay link", async () => {
    const text = await render("PAID", { paidAmountKobo: 27_500_50, paidAt });
    expect(text).toContain("Amount paid");
    expect(text).toContain("₦27,500.50");
    expect(text).toContain("Paid 11 Mar 2025, 2:03 pm");
    expect(text).toMatch(/Status\s+Paid/);
    expect(text).not.toContain("Amount due");
    expect(text).not.toContain("Pay online");
    expect(text).not.toContain(url);
  });

  test("overpaid: the amount paid and when, the invoice's amount and the difference, no pay link", async () => {
    const text = await render("OVERPAID", { paidAmountKobo: 30_000_70, paidAt });
    expect(text).toContain("Amount paid");
    expect(text).toContain("₦30,000.70");
    expect(text).toContain("Paid 11 Mar 2025, 2:03 pm");
    expect(text).toMatch(/Invoice amount\s+₦27,500\.50/);
    expect(text).toMatch(/Paid above the invoice\s+₦2,500\.20/);
    expect(text).toMatch(/Status\s+Overpaid/);
    expect(text).not.toContain("Amount due");
    expect(text).not.toContain("Pay online");
  });

  test("partially paid: what was paid and when, and what is still due", async () => {
    const text = await render("PARTIALLY_PAID", { paidAmountKobo: 10_000_25, paidAt });
    expect(text).toContain("Amount paid");
    expect(text).toContain("₦10,000.25");
    expect(text).toContain("Paid 11 Mar 2025, 2:03 pm");
    expect(text).toMatch(/Invoice amount\s+₦27,500\.50/);
    expect(text).toMatch(/Still to pay\s+₦17,500\.25/);
    expect(text).toMatch(/Status\s+Partially paid/);
    expect(text).not.toContain("PARTIALLY");
    expect(text).not.toContain("Amount due");
    expect(text).not.toContain("Pay online");
  });
});
