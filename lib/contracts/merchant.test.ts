import {
  buildInvoiceSchema,
  expiryForApi,
  INVOICE_MSG,
  invoiceFailure,
  nairaTextToKobo,
  parseExpiry,
} from "./merchant";

test("naira text to kobo without floats", () => {
  expect(nairaTextToKobo("100")).toBe(10000);
  expect(nairaTextToKobo(1234.56)).toBe(123456);
  expect(nairaTextToKobo("0.1")).toBe(10);
  expect(nairaTextToKobo("1.234")).toBeNull();
  expect(nairaTextToKobo("-5")).toBeNull();
});

test("expiry: to the minute, offset or Lagos local time", () => {
  expect(parseExpiry("2030-01-01T10:15:45.123Z")!.toISOString()).toBe("2030-01-01T10:15:00.000Z");
  expect(parseExpiry("2030-01-01T10:15")!.toISOString()).toBe("2030-01-01T09:15:00.000Z");
  expect(parseExpiry("2030-02-30T10:15")).toBeNull();
  expect(parseExpiry("soon")).toBeNull();
  expect(expiryForApi("2030-01-01T10:15:00Z")).toBe("2030-01-01T10:15:00.000Z");
});

test("invoice form rules", () => {
  const schema = buildInvoiceSchema(() => new Date("2030-01-01T00:00:00Z"));
  const ok = schema.safeParse({
    amount: "100",
    description: "x",
    customer_email: "A@B.ng",
    customer_name: "Bola",
    expiry_date: "2030-01-02T00:00:00Z",
  });
  expect(ok.success && ok.data).toMatchObject({ amount: 10000, customer_email: "a@b.ng" });
  const bad = schema.safeParse({
    amount: 99,
    description: "",
    customer_email: "",
    customer_name: "",
    expiry_date: "2029-12-31T00:00:00Z",
  });
  expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
    ["amount", INVOICE_MSG.amountMinimum],
    ["description", INVOICE_MSG.descriptionRequired],
    ["customer_email", INVOICE_MSG.customerEmailRequired],
    ["customer_name", INVOICE_MSG.customerNameRequired],
    ["expiry_date", INVOICE_MSG.expiryPast],
  ]);
  expect(invoiceFailure(INVOICE_MSG.sendFailed, "Invoice not found.")).toBe(
    "Failed to send invoice: Invoice not found.",
  );
});
