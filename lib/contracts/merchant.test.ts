import {
  BUSINESS_MSG,
  businessSchema,
  buildInvoiceSchema,
  expiryForApi,
  INVOICE_MSG,
  invoiceFailure,
  parseExpiry,
} from "./merchant";

test("invoice amount: naira to exact kobo, a message for each problem", () => {
  const amount = buildInvoiceSchema().shape.amount;
  expect(amount.parse("100")).toBe(10000);
  expect(amount.parse(1234.56)).toBe(123456);
  expect(amount.parse(" 100.10 ")).toBe(10010);
  expect(amount.parse("10000000")).toBe(1_000_000_000);
  const message = (v: unknown) => amount.safeParse(v).error?.issues[0]?.message;
  expect(message("1.234")).toBe(INVOICE_MSG.amountDecimals);
  expect(message(100.005)).toBe(INVOICE_MSG.amountDecimals);
  expect(message("-5")).toBe(INVOICE_MSG.amountInvalid);
  expect(message("1,000")).toBe(INVOICE_MSG.amountInvalid);
  expect(message(true)).toBe(INVOICE_MSG.amountInvalid);
  expect(message(undefined)).toBe(INVOICE_MSG.amountRequired);
  expect(message("")).toBe(INVOICE_MSG.amountRequired);
  expect(message("99.99")).toBe(INVOICE_MSG.amountMinimum);
  expect(message("10000000.01")).toBe(INVOICE_MSG.amountMaximum);
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

test("names are counted in composed letters: Yoruba tone marks typed as combining marks do not shorten the limit", () => {
  const decomposed = "e\u0301".repeat(120); // 120 letters, 240 code points
  const business = businessSchema.safeParse({ name: decomposed });
  expect(business.success).toBe(true);
  expect(business.data!.name).toBe("\u00e9".repeat(120));
  expect(businessSchema.safeParse({ name: "e\u0301".repeat(121) }).error?.issues[0]?.message).toBe(
    BUSINESS_MSG.nameTooLong,
  );
  const name = buildInvoiceSchema().shape.customer_name;
  expect(name.parse("Ọ\u0300jọ\u0301 Ṣọ\u0301ọ\u0300bù")).toBe("Ọ\u0300jọ\u0301 Ṣọ\u0301ọ\u0300bù".normalize("NFC"));
});

test("names and the description are one line of printable text: a line break, NUL or direction control is refused", () => {
  const schema = buildInvoiceSchema(() => new Date("2030-01-01T00:00:00Z"));
  const bad = schema.safeParse({
    amount: "100",
    description: "Catering\nfor 50",
    customer_email: "a@b.ng",
    customer_name: "Bola\u0000",
    expiry_date: "2030-01-02T00:00:00Z",
  });
  expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
    ["description", INVOICE_MSG.descriptionNotPrintable],
    ["customer_name", INVOICE_MSG.customerNameNotPrintable],
  ]);
  expect(businessSchema.safeParse({ name: "\u202EBola Foods" }).error?.issues.map((i) => i.message)).toEqual([
    BUSINESS_MSG.nameNotPrintable,
  ]);
  expect(businessSchema.parse({ name: "Ọ̀jọ́ Foods 🍲" }).name).toBe("Ọ̀jọ́ Foods 🍲".normalize("NFC"));
});
