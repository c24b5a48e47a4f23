import { buildNewInvoiceSchema, INVOICE_DESCRIPTION_MAX, type InvoiceStatus } from "../contracts/merchant";
import { remainderDraft } from "./invoice-remainder";

const partPaid = {
  id: "7d0f1c52-9b1e-4d5f-8a31-2c4e6f8a9b10",
  balance_invoice: null,
  status: "PARTIALLY_PAID" as InvoiceStatus,
  amount: 27500.5,
  amount_paid: 10000.25,
  description: "Logo design",
  invoice_reference: "INV-0123456789ABCDEF",
  customer_name: "Bola Ade",
  customer_email: "bola@example.com",
};

describe("billing the rest of a part-paid invoice", () => {
  it("a new invoice to the same customer for what is still to pay, exact to the kobo", () => {
    expect(remainderDraft(partPaid)).toEqual({
      amount: "17500.25",
      description: "Balance of INV-0123456789ABCDEF: Logo design",
      customer_name: "Bola Ade",
      customer_email: "bola@example.com",
      balance_of: partPaid.id,
    });
  });

  it("the draft with an expiry is a valid invoice", () => {
    const draft = remainderDraft(partPaid)!;
    const parsed = buildNewInvoiceSchema().safeParse({
      ...draft,
      expiry_date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ amount: 1_750_025, balance_of: partPaid.id });
  });

  it("nothing to bill unless part-paid, or when the rest is under the ₦100 minimum", () => {
    for (const status of ["PENDING", "PAID", "OVERPAID", "EXPIRED", "CANCELLED"] as InvoiceStatus[])
      expect(remainderDraft({ ...partPaid, status })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount_paid: null })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount: 1000, amount_paid: 900.01 })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount: 1000, amount_paid: 900 })?.amount).toBe("100.00");
  });

  it("nothing to bill while a live balance invoice bills it already", () => {
    const billed = { id: "0b5e", invoice_reference: "INV-FEDCBA9876543210", status: "PENDING" as InvoiceStatus };
    expect(remainderDraft({ ...partPaid, balance_invoice: billed })).toBeNull();
  });

  it("a long description is cut to the field's limit, never through an emoji's two halves", () => {
    const long = remainderDraft({ ...partPaid, description: "x".repeat(450) + "😀".repeat(20) })!;
    // 33 + 450 characters, then 17 UTF-16 units: eight emoji and half of the ninth, which goes.
    expect(long.description.length).toBe(INVOICE_DESCRIPTION_MAX - 1);
    expect(long.description).toMatch(/😀$/u);
    expect(long.description.startsWith("Balance of INV-0123456789ABCDEF: xxx")).toBe(true);
  });
});
