import {
  amountSign,
  customerReference,
  displayReference,
  formatTransactionDate,
  hasNextPage,
  hasPreviousPage,
  pageLabel,
  serviceLabel,
  statusLabel,
  statusTone,
  transactionDate,
  typeLabel,
} from "./transaction-display";

describe("the short reference a customer reads (issue 16)", () => {
  it("is the request id's when the row has one, so the history says what the result said", () => {
    expect(
      customerReference({
        reference: "202611231844a1b2c3d4e5f6a7b8c9d0e1f2",
        request_id: "AIRTIME_1732400000000_ab12cd34",
      }),
    ).toBe("AB12-CD34");
  });
  it("else the spec's reference, shortened; N/A stays N/A", () => {
    expect(customerReference({ reference: "MNFY|20|20261123|000123", request_id: null })).toBe("2300-0123");
    expect(customerReference({ reference: "", transaction_id: null, request_id: null })).toBe("N/A");
  });
});

describe("reference fallback (spec 3)", () => {
  it("prefers reference, then transaction_id, then request_id, else N/A", () => {
    expect(displayReference({ reference: "REF1", transaction_id: "T1", request_id: "R1" })).toBe("REF1");
    expect(displayReference({ reference: null, transaction_id: "T1", request_id: "R1" })).toBe("T1");
    expect(displayReference({ reference: "", transaction_id: null, request_id: "R1" })).toBe("R1");
    expect(displayReference({ reference: "  ", transaction_id: "", request_id: undefined })).toBe("N/A");
    expect(displayReference({})).toBe("N/A");
  });
});

describe("date fallback (spec 3)", () => {
  it("uses date, then transaction_date", () => {
    expect(transactionDate({ date: "2026-03-01T10:00:00Z", transaction_date: "2020-01-01T00:00:00Z" })).toBe(
      "2026-03-01T10:00:00Z",
    );
    expect(transactionDate({ date: null, transaction_date: "2020-01-01T00:00:00Z" })).toBe("2020-01-01T00:00:00Z");
    expect(transactionDate({ date: "", transaction_date: "" })).toBeNull();
  });
  it("formats in Lagos time (UTC+1), N/A without a date, raw text when unparseable", () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Lagos.
    expect(formatTransactionDate({ date: "2026-03-01T23:30:00Z" })).toMatch(/^2 Mar 2026, 12:30\s?am$/i);
    expect(formatTransactionDate({ date: null, transaction_date: "2026-03-01T09:05:00Z" })).toMatch(
      /^1 Mar 2026, 10:05\s?am$/i,
    );
    expect(formatTransactionDate({})).toBe("N/A");
    expect(formatTransactionDate({ date: "yesterday" })).toBe("yesterday");
  });
});

describe("pagination labels", () => {
  it("reads 'Page X of Y'", () => {
    expect(pageLabel({ current_page: 2, last_page: 5 })).toBe("Page 2 of 5");
    expect(pageLabel({ current_page: 1, last_page: 0 })).toBe("Page 1 of 1");
    expect(pageLabel({ current_page: 9, last_page: 3 })).toBe("Page 3 of 3");
  });
  it("knows when Previous and Next lead somewhere", () => {
    expect(hasPreviousPage({ current_page: 1 })).toBe(false);
    expect(hasPreviousPage({ current_page: 2 })).toBe(true);
    expect(hasNextPage({ current_page: 1, last_page: 2 })).toBe(true);
    expect(hasNextPage({ current_page: 2, last_page: 2 })).toBe(false);
  });
});

describe("labels and tones", () => {
  it("names services, types and statuses", () => {
    expect(serviceLabel("wallet_funding")).toBe("Wallet Funding");
    expect(serviceLabel("cabletv")).toBe("Cable TV");
    expect(serviceLabel("gift_card")).toBe("Gift card");
    expect(typeLabel("invoice_payment")).toBe("Invoice Payment");
    expect(statusLabel("DELIVERED")).toBe("Delivered");
    expect(statusLabel(undefined)).toBe("N/A");
  });
  it("colours statuses and signs amounts", () => {
    expect(statusTone("successful")).toBe("ok");
    expect(statusTone("delivered")).toBe("ok");
    expect(statusTone("pending")).toBe("pending");
    expect(statusTone("failed")).toBe("bad");
    expect(statusTone("weird")).toBe("neutral");
    expect(amountSign("funding")).toBe("+");
    expect(amountSign("purchase")).toBe("-");
    expect(amountSign(null)).toBe("");
  });
});
