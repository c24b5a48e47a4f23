import { canDownloadReceipt, isSuccessAnswer, outcomeFromTransaction, purchaseOutcome } from "./outcome";

const fallback = { requestId: "AIRTIME_1735689600000_abcdefgh", amount: 100, phone: "08011111111" };
const tx = {
  id: "t-1",
  service: "airtime",
  amount: 100,
  reference: "TXN-1",
  status: "delivered",
  date: "2025-01-01T10:00:00.000Z",
  phone: "08011111111",
  pins: [],
};

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
      200,
      {
        status: "success",
        code: "000",
        message: "Airtime purchase successful.",
        balance: 900,
        transaction_reference: "TXN-1",
        transaction: tx,
      },
      fallback,
    );
    expect(o.kind).toBe("success");
    expect(o.balance).toBe(900);
    expect(o.transaction).toMatchObject({
      id: "t-1",
      reference: "TXN-1",
      status: "delivered",
      amount: 100,
      phone: "08011111111",
    });
  });
  it("success reads data.transaction too, and the status defaults to delivered", () => {
    const { status: _s, ...noStatus } = tx;
    void _s;
    const o = purchaseOutcome(
      "paytv",
      200,
      {
        status: "delivered",
        data: { transaction: { ...noStatus, smartcard_number: "1212121212", customer_name: "Ada" } },
      },
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
  });
  it("electricity token, units and meter details; exam pins", () => {
    const e = purchaseOutcome(
      "electricity",
      200,
      {
        status: "success",
        token: "1234-5678",
        transaction: {
          ...tx,
          units: "14.7 kWh",
          meter_details: { Customer_Name: "TESTMETER1", Address: "1 Marina", Meter_Number: "1111111111111" },
        },
      },
      fallback,
    );
    expect(e.transaction).toMatchObject({
      token: "1234-5678",
      units: "14.7 kWh",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina",
      meter_number: "1111111111111",
    });
    const x = purchaseOutcome(
      "exam",
      200,
      {
        status: "success",
        transaction: { ...tx, pins: [{ serial: "WRN1", pin: "111" }, { Serial: "WRN2", Pin: "222" }, { bad: 1 }] },
      },
      fallback,
    );
    expect(x.transaction.pins).toEqual([
      { serial: "WRN1", pin: "111" },
      { serial: "WRN2", pin: "222" },
    ]);
  });
  it("a failed answer has no id, keeps the reference and the server's message", () => {
    const o = purchaseOutcome(
      "airtime",
      200,
      {
        status: "failed",
        code: "016",
        message: "Airtime purchase failed. Your wallet has been refunded.",
        transaction_reference: "TXN-9",
        transaction: { ...tx, status: "failed" },
      },
      fallback,
    );
    expect(o.kind).toBe("failed");
    expect(o.message).toBe("Airtime purchase failed. Your wallet has been refunded.");
    expect(o.transaction).toMatchObject({ id: null, reference: "TXN-9", status: "failed" });
  });
  it("a failed answer with no message uses the spec's text per service", () => {
    expect(purchaseOutcome("data", 200, { status: "failed" }, fallback).message).toBe("Data purchase failed.");
    expect(purchaseOutcome("exam", 200, { status: "failed" }, fallback).message).toBe("Exam pin purchase failed.");
  });
  it("an API error: 'Error: ' and the messages, the reference from the request id", () => {
    const o = purchaseOutcome(
      "electricity",
      400,
      { message: "Insufficient balance.", errors: { amount: ["Insufficient balance."] } },
      fallback,
    );
    expect(o.kind).toBe("failed");
    expect(o.message).toBe("Error: Insufficient balance.");
    expect(o.transaction.reference).toBe(fallback.requestId);
    expect(o.transaction.id).toBeNull();
    expect(purchaseOutcome("paytv", 502, {}, fallback).message).toBe("PayTV purchase failed.");
  });
  it("no answer at all: 'Payment failed. Please try again.'", () => {
    const o = purchaseOutcome("airtime", 0, null, fallback);
    expect(o).toMatchObject({ kind: "failed", message: "Payment failed. Please try again." });
    expect(o.transaction.reference).toBe(fallback.requestId);
  });
  it("pending is shown as pending with its reference and id (it is polled)", () => {
    const o = purchaseOutcome(
      "airtime",
      200,
      {
        status: "pending",
        code: "099",
        message: "being processed",
        transaction_reference: "TXN-5",
        transaction: { ...tx, status: "pending" },
      },
      fallback,
    );
    expect(o).toMatchObject({ kind: "pending", transaction: { id: "t-1", reference: "TXN-5", status: "pending" } });
  });
});

describe("outcomeFromTransaction (a pending purchase read again)", () => {
  const pending = purchaseOutcome(
    "airtime",
    200,
    { status: "pending", balance: 500, transaction_reference: "TXN-5", transaction: { ...tx, status: "pending" } },
    fallback,
  );
  it("stays pending while the transaction is pending", () => {
    expect(outcomeFromTransaction("airtime", { ...tx, status: "pending" }, pending).kind).toBe("pending");
  });
  it("becomes success when delivered, keeping the reference", () => {
    const o = outcomeFromTransaction(
      "airtime",
      { ...tx, reference: "TXN-5", status: "delivered", token: null },
      pending,
    );
    expect(o).toMatchObject({ kind: "success", transaction: { id: "t-1", reference: "TXN-5", status: "delivered" } });
  });
  it("becomes failed (no id, refund noted) when it failed", () => {
    const o = outcomeFromTransaction(
      "airtime",
      { ...tx, reference: "TXN-5", status: "failed", refunded: true },
      pending,
    );
    expect(o).toMatchObject({
      kind: "failed",
      message: "Airtime purchase failed. Your wallet has been refunded.",
      transaction: { id: null, reference: "TXN-5" },
    });
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
