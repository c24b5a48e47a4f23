import { INVOICE_STATUSES } from "../contracts/merchant";
import { invoiceStatusLabel } from "./invoice-status";

describe("invoice statuses in sentence case", () => {
  it.each([
    ["PENDING", "Pending"],
    ["PAID", "Paid"],
    ["PARTIALLY_PAID", "Partially paid"],
    ["OVERPAID", "Overpaid"],
    ["EXPIRED", "Expired"],
    ["CANCELLED", "Cancelled"],
    ["REJECTED", "Rejected"],
    ["SOMETHING_NEW", "Something new"],
  ])("%s reads %s", (status, label) => expect(invoiceStatusLabel(status)).toBe(label));

  it("every status the API answers has its words, never upper case or underscores", () => {
    for (const s of INVOICE_STATUSES) expect(invoiceStatusLabel(s)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });
});
