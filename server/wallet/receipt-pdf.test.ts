import { pdfFontNames, pdfText } from "../test/pdf-tools";
import { renderReceiptPdf } from "./receipt-pdf";
import type { TransactionRow } from "./transactions-repo";

const transaction: TransactionRow = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: "00000000-0000-4000-8000-000000000002",
  type: "purchase",
  service: "electricity",
  amount: 1_234_56,
  status: "delivered",
  reference: "REF-NAMES",
  requestId: "202503101230ELEC",
  requestFingerprint: null,
  journalId: null,
  providerReference: "VT-1",
  commissionKobo: 0,
  cashbackKobo: 1_25,
  details: {
    customer_name: "Chukwuemeka Ụzọ",
    customer_address: "12 Ọbáfẹ́mi Awólọ́wọ̀ Way, Ikẹja",
    token: "1234-5678",
    units: "12.5 kWh",
    disco: "ikeja-electric",
    meter_type: "prepaid",
  },
  channel: "web",
  createdAt: new Date("2025-03-10T11:30:00Z"),
  updatedAt: new Date("2025-03-10T11:30:00Z"),
};

test("a receipt prints the naira sign and Nigerian names as written, in the embedded Noto Sans", async () => {
  const pdf = await renderReceiptPdf({
    transaction,
    customer: { name: "Ọláolúwa Ɗanƙwambo", email: "ola@example.com" },
    supportEmail: "support@example.com",
    generatedAt: new Date("2025-03-10T12:00:00Z"),
  });
  const text = pdfText(pdf);
  for (const s of [
    "₦1,234.56",
    "₦1.25",
    "Ọláolúwa Ɗanƙwambo",
    "Chukwuemeka Ụzọ",
    "12 Ọbáfẹ́mi Awólọ́wọ̀ Way, Ikẹja",
    "REF-NAMES",
    "10 Mar 2025, 12:30 pm",
    // Provider ids as customers read them (issue 16).
    "Ikeja Electric",
    "Prepaid",
  ])
    expect(text).toContain(s);
  expect(text).not.toContain("ikeja-electric");
  expect(text).not.toContain("NGN");
  expect(new Set(pdfFontNames(pdf))).toEqual(new Set(["NotoSans-Regular", "NotoSans-Bold"]));
});

/** The details as server/purchases/orders.ts stores them: VTpass's own names beside our ids. */
test.each([
  [
    "data",
    {
      phone: "08011111111",
      network: "mtn-data",
      network_name: "MTN",
      plan: "N200 200MB - 2 days",
      variation: "N200 200MB - 2 days",
    },
    ["MTN", "200 MB, 2 days"],
    ["N200 200MB", "mtn-data"],
  ],
  [
    "electricity",
    {
      disco: "ikeja-electric",
      disco_name: "Ikeja Electric Payment - IKEDC",
      meter_type: "prepaid",
      meter_number: "1111111111111",
    },
    ["Ikeja Electric", "Prepaid"],
    ["IKEDC", "Payment"],
  ],
  [
    "cabletv",
    { provider: "dstv", plan: "DStv Padi N4,400", variation: "DStv Padi N4,400", smartcard_number: "1212121212" },
    ["DStv", "DStv Padi"],
    ["N4,400"],
  ],
  [
    "exam",
    {
      exam_type: "Jamb PIN VENDING (UTME & Direct Entry)",
      exam_service_id: "jamb",
      variation: "UTME PIN (with mock)",
      quantity: 1,
    },
    ["JAMB (UTME & Direct Entry)", "UTME PIN (with mock)"],
    ["VENDING", "Jamb PIN"],
  ],
])("a %s receipt names the provider and plan as customers read them", async (service, details, shown, raw) => {
  const pdf = await renderReceiptPdf({
    transaction: { ...transaction, service, details },
    customer: { name: "Ada Obi", email: "ada@example.com" },
    supportEmail: "support@example.com",
    generatedAt: new Date("2025-03-10T12:00:00Z"),
  });
  const text = pdfText(pdf);
  for (const s of shown) expect(text).toContain(s);
  for (const s of raw) expect(text).not.toContain(s);
});

test("a receipt after one with dotted letters still copies its plain O, U, a and e (the fonts are shared by the process)", async () => {
  const render = (name: string) =>
    renderReceiptPdf({
      transaction: { ...transaction, details: {} },
      customer: { name, email: "ada@example.com" },
      supportEmail: "support@example.com",
      generatedAt: new Date("2025-03-10T12:00:00Z"),
    });
  await render("Ọbáfẹ́mi Ụzọ Awólọ́wọ̀");
  expect(pdfText(await render("Ada Obi Uche"))).toContain("Ada Obi Uche");
});
