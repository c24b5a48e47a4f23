import { INVOICE_DESCRIPTION_MAX, invoiceSchema, type InvoiceStatus } from "../contracts/merchant";
import { remainderDraft } from "./invoice-remainder";

const partPaid = {
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
    });
  });

  it("the draft with an expiry is a valid invoice", () => {
    const draft = remainderDraft(partPaid)!;
    const parsed = invoiceSchema.safeParse({ ...draft, expiry_date: new Date(Date.now() + 86_400_000).toISOString() });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.amount).toBe(1_750_025);
  });

  it("nothing to bill unless part-paid, or when the rest is under the ₦100 minimum", () => {
    for (const status of ["PENDING", "PAID", "OVERPAID", "EXPIRED", "CANCELLED"] as InvoiceStatus[])
      expect(remainderDraft({ ...partPaid, status })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount_paid: null })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount: 1000, amount_paid: 900.01 })).toBeNull();
    expect(remainderDraft({ ...partPaid, amount: 1000, amount_paid: 900 })?.amount).toBe("100.00");
  });

  it("a long description is cut to the field's limit, never through an emoji's two halves", () => {
    const long = remainderDraft({ ...partPaid, description: "x".repeat(450) + "😀".repeat(20) })!;
    // 33 + 450 characters, then 17 UTF-16 units: eight emoji and half of the ninth, which goes.
    expect(long.description.length).toBe(INVOICE_DESCRIPTION_MAX - 1);
    expect(long.description).toMatch(/😀$/u);
    expect(long.description.startsWith("Balance of INV-0123456789ABCDEF: xxx")).toBe(true);
  });
});
