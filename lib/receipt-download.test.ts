import { downloadReceipt, RECEIPT_MESSAGES, receiptFileName, receiptUrl } from "./receipt-download";

describe("receipt download", () => {
  it("names the file receipt_{reference}.pdf, safely", () => {
    expect(receiptFileName("MNFY|20260301|ABC")).toBe("receipt_MNFY_20260301_ABC.pdf");
    expect(receiptFileName("AIRTIME_123-x.y")).toBe("receipt_AIRTIME_123-x.y.pdf");
    // No slashes survive, so the name can never leave the download folder.
    expect(receiptFileName("../../etc")).toBe("receipt_.._.._etc.pdf");
    expect(receiptFileName(null)).toBe("receipt_transaction.pdf");
  });
  it("asks the BFF for one transaction's receipt", () => {
    expect(receiptUrl("a b/c")).toBe("/api/transactions/a%20b%2Fc/receipt");
  });
  it("refuses without an id (spec 8), without calling the network", async () => {
    const fetchImpl = jest.fn();
    await expect(downloadReceipt({ id: "", reference: "R" }, fetchImpl)).resolves.toEqual({
      ok: false,
      message: RECEIPT_MESSAGES.missingId,
    });
    await expect(downloadReceipt({ reference: "R" }, fetchImpl)).resolves.toEqual({
      ok: false,
      message: "Cannot download receipt: Transaction ID missing",
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it("reports a failed download with the spec's message", async () => {
    const notFound = jest.fn(
      async () =>
        new Response(JSON.stringify({ message: "Transaction not found." }), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    );
    await expect(downloadReceipt({ id: "x", reference: "R" }, notFound as unknown as typeof fetch)).resolves.toEqual({
      ok: false,
      message: RECEIPT_MESSAGES.failed,
    });
    expect(notFound).toHaveBeenCalledWith(
      "/api/transactions/x/receipt",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    const jsonOk = jest.fn(
      async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
    );
    await expect(downloadReceipt({ id: "x" }, jsonOk as unknown as typeof fetch)).resolves.toEqual({
      ok: false,
      message: "Failed to download receipt. Please try again.",
    });
    const offline = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(downloadReceipt({ id: "x" }, offline as unknown as typeof fetch)).resolves.toEqual({
      ok: false,
      message: RECEIPT_MESSAGES.failed,
    });
  });
});
