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
