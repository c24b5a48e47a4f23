import type { PublicInvoice } from "../contracts/merchant";
import { invoiceState } from "./invoice-state";

const base: PublicInvoice = {
  invoice_reference: "INV-0123456789ABCDEF",
  amount: 27500.5,
  description: "Logo design",
  customer_name: "Bola Ade",
  expiry_date: "2026-03-10T09:30:00.000Z",
  status: "PENDING",
  amount_paid: null,
  paid_at: null,
  pay_url: "https://wallet.example.ng/invoice/INV-0123456789ABCDEF/pay",
  balance_invoice_reference: null,
  business: { name: "Bola Prints", logo_id: null, address: null, phone: null, email: null },
};
const paidAt = "2026-03-05T13:03:00.000Z"; // 14:03 in Lagos

describe("the public invoice page's reading of the money", () => {
  it("pending: the amount due and the Pay link", () => {
    expect(invoiceState(base, { justPaid: false })).toEqual({
      label: "Amount due",
      amount: "₦27,500.50",
      paidWhen: null,
      rows: [],
      note: null,
      payUrl: base.pay_url,
    });
  });

  it("paid: the amount paid and when, never 'Amount due', and no Pay link", () => {
    const s = invoiceState(
      { ...base, status: "PAID", amount_paid: 27500.5, paid_at: paidAt, pay_url: null },
      { justPaid: true },
    );
    expect(s).toMatchObject({ label: "Amount paid", amount: "₦27,500.50", paidWhen: "Paid 5 Mar 2026, 2:03 pm" });
    expect(s.payUrl).toBeNull();
    expect(s.note).toEqual({ tone: "success", text: "Payment received. Thank you!" });
    expect(
      invoiceState({ ...base, status: "PAID", amount_paid: 27500.5, paid_at: paidAt }, { justPaid: false }).note,
    ).toBeNull();
  });

  it("overpaid: what was paid, the invoice's amount and the difference, exact to the kobo", () => {
    const s = invoiceState(
      { ...base, status: "OVERPAID", amount_paid: 30000.7, paid_at: paidAt, pay_url: null },
      { justPaid: false },
    );
    expect(s).toMatchObject({ label: "Amount paid", amount: "₦30,000.70" });
    expect(s.rows).toEqual([
      ["Invoice amount", "₦27,500.50"],
      ["Paid above the invoice", "₦2,500.20"],
    ]);
    expect(s.note?.text).toBe("₦2,500.20 more than the invoice was paid. Contact Bola Prints about the difference.");
  });

  it("partially paid: what was paid, and what is still to pay", () => {
    const s = invoiceState(
      { ...base, status: "PARTIALLY_PAID", amount_paid: 10000.25, paid_at: paidAt, pay_url: null },
      { justPaid: true },
    );
    expect(s).toMatchObject({ label: "Amount paid", amount: "₦10,000.25", paidWhen: "Paid 5 Mar 2026, 2:03 pm" });
    expect(s.rows).toEqual([
      ["Invoice amount", "₦27,500.50"],
      ["Still to pay", "₦17,500.25"],
    ]);
    expect(s.note).toEqual({
      tone: "warning",
      text: "₦10,000.25 of ₦27,500.50 received. Contact Bola Prints about the rest.",
    });
  });

  it("part-paid with its rest billed to the same customer: the note names that invoice", () => {
    const s = invoiceState(
      {
        ...base,
        status: "PARTIALLY_PAID",
        amount_paid: 10000.25,
        paid_at: paidAt,
        pay_url: null,
        balance_invoice_reference: "INV-FEDCBA9876543210",
      },
      { justPaid: false },
    );
    expect(s.note).toEqual({
      tone: "warning",
      text: "₦10,000.25 of ₦27,500.50 received. Bola Prints billed the rest on invoice INV-FEDCBA9876543210.",
    });
    expect(s.payUrl).toBeNull();
  });

  it("expired, cancelled, rejected: no Pay link, and a line saying why", () => {
    for (const status of ["EXPIRED", "CANCELLED", "REJECTED"] as const) {
      const s = invoiceState({ ...base, status, pay_url: null }, { justPaid: false });
      expect(s.payUrl).toBeNull();
      expect(s.note?.tone).toBe("info");
    }
    expect(invoiceState({ ...base, status: "CANCELLED" }, { justPaid: false }).label).toBe("Invoice amount");
  });
});
