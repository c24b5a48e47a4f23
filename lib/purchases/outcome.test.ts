import type { ApiResult } from "@/lib/client/api-result";
import { purchaseResponse, type PurchaseResponse, type PurchaseTransaction } from "@/lib/contracts/purchases";
import { transactionItem, type TransactionItem } from "@/lib/contracts/wallet";
import { BUY_MSG } from "./messages";
import {
  canDownloadReceipt,
  isSuccessAnswer,
  notPaidOutcome,
  outcomeFromTransaction,
  purchaseOutcome,
} from "./outcome";

const fallback = { requestId: "AIRTIME_1735689600000_abcdefgh", amount: 100, phone: "08011111111" };
const tx: PurchaseTransaction = {
  id: "t-1",
  service: "airtime",
  amount: 100,
  reference: "TXN-1",
  request_id: fallback.requestId,
  status: "delivered",
  date: "2025-01-01T10:00:00.000Z",
  phone: "08011111111",
  token: null,
  units: null,
  meter_details: null,
  customer_name: null,
  smartcard_number: null,
  exam_type: null,
  variation: null,
  quantity: null,
  profile_id: null,
  pins: [],
  cashback_amount: 0,
  network: "MTN",
  plan: null,
  provider: null,
  disco: null,
  meter_number: null,
  meter_type: null,
  refunded: false,
};

/** A purchase answer as the API sends it (checked against the contract), with these fields changed. */
function answer(
  fields: Partial<Omit<PurchaseResponse, "transaction" | "data">>,
  transaction: Partial<PurchaseTransaction> = {},
): ApiResult<PurchaseResponse> {
  const t = { ...tx, ...transaction };
  const data = purchaseResponse.parse({
    status: "success",
    code: "000",
    message: "",
    balance: 900,
    cashback_amount: t.cashback_amount,
    transaction_reference: t.reference,
    transaction_date: t.date,
    customer_name: null,
    smartcard_number: null,
    unique_element: t.phone,
    token: null,
    transaction: t,
    data: { transaction: t },
    ...fields,
  });
  return { ok: true, status: 200, data };
}

const failure = (status: number, data: ApiResult["data"] = {}): ApiResult<PurchaseResponse> => ({
  ok: false,
  status,
  data,
});

describe("spec 4 success rules", () => {
  it("status success counts for every service", () => {
    for (const s of ["airtime", "data", "electricity", "paytv", "exam"] as const)
      expect(isSuccessAnswer(s, { status: "success" })).toBe(true);
  });
  it("delivered or code 000 count for airtime, electricity, PayTV and exam pins, not for data", () => {
    for (const s of ["airtime", "electricity", "paytv", "exam"] as const) {
      expect(isSuccessAnswer(s, { status: "delivered" })).toBe(true);
      expect(isSuccessAnswer(s, { status: "whatever", code: "000" })).toBe(true);
    }
    expect(isSuccessAnswer("data", { status: "delivered" })).toBe(false);
    expect(isSuccessAnswer("data", { code: "000" })).toBe(false);
  });
  it("anything else is not success", () => {
    expect(isSuccessAnswer("airtime", { status: "failed", code: "016" })).toBe(false);
    expect(isSuccessAnswer("airtime", {})).toBe(false);
  });
});

describe("purchaseOutcome", () => {
  it("success: the transaction from the answer, status from it, balance", () => {
    const o = purchaseOutcome(
      "airtime",
      answer({ message: "Airtime purchase successful.", balance: 900, transaction_reference: "TXN-1" }),
      fallback,
    );
    expect(o.kind).toBe("success");
    expect(o.message).toBe("Airtime purchase successful.");
    expect(o.balance).toBe(900);
    expect(o.transaction).toMatchObject({
      id: "t-1",
      reference: "TXN-1",
      status: "delivered",
      amount: 100,
      phone: "08011111111",
    });
  });
  it("success on code 000 for PayTV; the answer's own fields where the transaction is silent; status defaults to delivered", () => {
    const o = purchaseOutcome(
      "paytv",
      answer(
        { status: "failed", code: "000", smartcard_number: "1212121212", customer_name: "Ada" },
        { status: "", service: "cabletv" },
      ),
      fallback,
    );
    expect(o.kind).toBe("success");
    expect(o.transaction).toMatchObject({
      id: "t-1",
      status: "delivered",
      smartcard_number: "1212121212",
      customer_name: "Ada",
      reference: "TXN-1",
    });
    expect(purchaseOutcome("data", answer({ status: "failed", code: "000" }), fallback).kind).toBe("failed");
  });
  it("electricity token, units and meter details; exam pins", () => {
    const e = purchaseOutcome(
      "electricity",
      answer(
        { token: "1234-5678" },
        {
          units: "14.7 kWh",
          meter_details: { Customer_Name: "TESTMETER1", Address: "1 Marina", Meter_Number: "1111111111111" },
        },
      ),
      fallback,
    );
    expect(e.transaction).toMatchObject({
      token: "1234-5678",
      units: "14.7 kWh",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina",
      meter_number: "1111111111111",
    });
    const pins = [
      { serial: "WRN1", pin: "111" },
      { serial: null, pin: "222" },
    ];
    expect(purchaseOutcome("exam", answer({}, { pins }), fallback).transaction.pins).toEqual(pins);
  });
  it("a failed answer has no id, keeps the reference and the server's message", () => {
    const o = purchaseOutcome(
      "airtime",
      answer(
        {
          status: "failed",
          code: "016",
          message: "Airtime purchase failed. Your wallet has been refunded.",
          transaction_reference: "TXN-9",
        },
        { status: "failed" },
      ),
      fallback,
    );
    expect(o.kind).toBe("failed");
    expect(o.message).toBe("Airtime purchase failed. Your wallet has been refunded.");
    // No receipt for a failure (id null), but the link to its transaction page stays.
    expect(o.transaction).toMatchObject({ id: null, history_id: "t-1", reference: "TXN-9", status: "failed" });
  });
  it("a failed answer with no message uses the spec's text per service", () => {
    const failedAnswer = answer({ status: "failed", code: "016", message: "" }, { status: "failed" });
    expect(purchaseOutcome("data", failedAnswer, fallback).message).toBe("Data purchase failed.");
    expect(purchaseOutcome("exam", failedAnswer, fallback).message).toBe("Exam pin purchase failed.");
  });
  it("an API error: 'Error: ' and the messages, the reference from the request id", () => {
    const o = purchaseOutcome(
      "electricity",
      failure(400, { message: "Insufficient balance.", errors: { amount: ["Insufficient balance."] } }),
      fallback,
    );
    expect(o.kind).toBe("failed");
    expect(o.message).toBe("Error: Insufficient balance.");
    expect(o.transaction.reference).toBe(fallback.requestId);
    expect(o.transaction.id).toBeNull();
    expect(purchaseOutcome("paytv", failure(502), fallback).message).toBe("Cable TV purchase failed.");
  });
  it("the API's refusal at the debit for the balance is marked, so the result offers to fund the wallet", () => {
    const said = { message: "Insufficient balance.", errors: { amount: ["Insufficient balance."] } };
    const short = failure(400, { ...said, code: "insufficient_balance" });
    expect(purchaseOutcome("airtime", short, fallback).insufficientBalance).toBe(true);
    // By its code, not its words: the same message without the code is any other refusal.
    expect(purchaseOutcome("airtime", failure(400, said), fallback).insufficientBalance).toBe(false);
    expect(purchaseOutcome("airtime", failure(422, { message: "Valid amount is required." }), fallback)).toMatchObject({
      insufficientBalance: false,
    });
    expect(purchaseOutcome("airtime", failure(0), fallback).insufficientBalance).toBeFalsy();
  });
  it("no answer at all: not said to have failed, but unconfirmed until looked up; not found, 'Payment failed. Please try again.'", () => {
    const o = purchaseOutcome("airtime", failure(0), fallback);
    expect(o).toMatchObject({ kind: "unconfirmed", message: BUY_MSG.paymentUnconfirmed, balance: null });
    expect(o.transaction).toMatchObject({ reference: fallback.requestId, status: "checking", id: null });
    expect(notPaidOutcome(fallback)).toMatchObject({ kind: "failed", message: "Payment failed. Please try again." });
  });
  it("pending is shown as pending with its reference and id (it is polled)", () => {
    const o = purchaseOutcome(
      "airtime",
      answer(
        { status: "pending", code: "099", message: "being processed", transaction_reference: "TXN-5" },
        { status: "pending" },
      ),
      fallback,
    );
    expect(o).toMatchObject({ kind: "pending", transaction: { id: "t-1", reference: "TXN-5", status: "pending" } });
  });
});

describe("outcomeFromTransaction (a pending purchase read again)", () => {
  const pending = purchaseOutcome(
    "airtime",
    answer({ status: "pending", balance: 500, transaction_reference: "TXN-5" }, { status: "pending" }),
    fallback,
  );
  /** A history row as GET /api/transactions/{id} answers it: details spread at the top level too. */
  const item = (fields: Partial<TransactionItem>, details: Record<string, unknown> = {}): TransactionItem =>
    transactionItem.parse({
      id: "t-1",
      service: "airtime",
      type: "purchase",
      amount: 100,
      amount_kobo: 10_000,
      reference: "TXN-5",
      transaction_id: null,
      request_id: fallback.requestId,
      status: "pending",
      date: "2025-01-01T10:00:00.000Z",
      transaction_date: "2025-01-01T10:00:00.000Z",
      cashback_amount: 0,
      ...details,
      details: { phone: "08011111111", ...details },
      ...fields,
    });

  it("stays pending while the transaction is pending", () => {
    expect(outcomeFromTransaction("airtime", item({ status: "pending" }), pending).kind).toBe("pending");
  });
  it("becomes success when delivered, keeping the reference", () => {
    const o = outcomeFromTransaction("airtime", item({ status: "delivered" }, { token: null }), pending);
    expect(o).toMatchObject({ kind: "success", transaction: { id: "t-1", reference: "TXN-5", status: "delivered" } });
  });
  it("becomes failed (no id, refund noted) when it failed", () => {
    const o = outcomeFromTransaction("airtime", item({ status: "failed" }, { refunded: true }), pending);
    expect(o).toMatchObject({
      kind: "failed",
      message: "Airtime purchase failed. Your wallet has been refunded.",
      transaction: { id: null, history_id: "t-1", reference: "TXN-5" },
    });
  });
  it("reads the exam pins of the row's details, whatever their case", () => {
    const o = outcomeFromTransaction(
      "exam",
      item(
        { status: "delivered" },
        { pins: [{ serial: "WRN1", pin: "111" }, { Serial: "WRN2", Pin: "222" }, { bad: 1 }] },
      ),
      pending,
    );
    expect(o.transaction.pins).toEqual([
      { serial: "WRN1", pin: "111" },
      { serial: "WRN2", pin: "222" },
    ]);
  });
});

describe("canDownloadReceipt", () => {
  it("only delivered or successful, any case", () => {
    expect(canDownloadReceipt("delivered")).toBe(true);
    expect(canDownloadReceipt("DELIVERED")).toBe(true);
    expect(canDownloadReceipt("Successful")).toBe(true);
    expect(canDownloadReceipt("success")).toBe(false);
    expect(canDownloadReceipt("pending")).toBe(false);
    expect(canDownloadReceipt("failed")).toBe(false);
    expect(canDownloadReceipt(undefined)).toBe(false);
  });
});
