import { renderToStaticMarkup } from "react-dom/server";
import type { PurchaseOutcome, ResultTransaction } from "@/lib/purchases/outcome";
import { TransactionDetails } from "./transaction-details";

/** An exam pin answer as the API sends it: the history row's details, which keep VTpass's own names. */
const transaction: ResultTransaction = {
  id: "6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f",
  history_id: "6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f",
  service: "exam",
  amount: 7700,
  reference: "EXAM_REF_1",
  status: "delivered",
  date: "2026-03-03T13:05:00.000Z",
  phone: "08011111111",
  customer_name: "Ada Obi",
  customer_address: null,
  smartcard_number: null,
  meter_number: null,
  token: null,
  units: null,
  exam_type: "Jamb PIN VENDING (UTME & Direct Entry)",
  variation: "UTME PIN (with mock)",
  quantity: 1,
  profile_id: "0123456789",
  pins: [{ serial: null, pin: "367812345678" }],
  cashback_amount: 0,
};

const row = (html: string, label: string) => new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`).exec(html)?.[1] ?? null;

describe("the purchase result's Transaction Details", () => {
  it("names the exam type as customers read it, never VTpass's raw name", () => {
    const outcome: PurchaseOutcome = {
      kind: "success",
      message: "Exam Pin purchase successful.",
      balance: 100,
      transaction,
    };
    const html = renderToStaticMarkup(
      <TransactionDetails service="exam" outcome={outcome} balance={100} requestId="EXAMPIN_1735689600000_k3j9x2q8" />,
    );
    expect(row(html, "Exam type")).toBe("JAMB (UTME &amp; Direct Entry)");
    expect(row(html, "Variation")).toBe("UTME PIN (with mock)");
    expect(html).not.toContain("VENDING");
  });
});
