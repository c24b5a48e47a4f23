import type { z } from "zod";
import { PURCHASE_MSG as M } from "../../lib/contracts/purchases";
import {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  paytvPurchaseSchema,
} from "../../lib/contracts/purchase-requests";
import { createTestApp, type TestApp } from "../test/test-app";
import { customer } from "./test-helpers";

jest.setTimeout(60_000);

/** The first message per field, as the API's 422 carries them. */
function errorsOf(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const r = schema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[String(i.path[0] ?? "_")] ??= []).push(i.message);
  return out;
}

const airtime = { network: "mtn", phone: "08031234567", amount: 100, request_id: "AIRTIME_1_x" };
const data = {
  network_id: "mtn-data",
  variation_id: "mtn-100mb-1000",
  amount: 1000,
  phone: "08031234567",
  request_id: "DATA_1_x",
};
const elec = {
  disco: "ikeja-electric",
  meter_number: "1111111111111",
  meter_type: "prepaid",
  amount: 1000,
  phone: "08031234567",
  request_id: "ELEC_1_x",
};
const tv = {
  provider: "dstv",
  smartcard: "1212121212",
  plan: "dstv79",
  amount: 19000,
  phone: "08031234567",
  request_id: "PAYTV_1_x",
};
const exam = {
  exam_type: "waec",
  variation_id: "waecdirect",
  amount: 3900,
  phone: "08031234567",
  quantity: 1,
  request_id: "EXAMPIN_1_x",
};

describe("airtime (spec 5)", () => {
  test.each([
    ["network required", { network: "" }, "network", M.networkRequired],
    ["network missing", { network: undefined }, "network", M.networkRequired],
    ["amount at least 50", { amount: 49 }, "amount", M.airtimeMinimum],
    ["amount not a number", { amount: "ten" }, "amount", M.amountRequired],
    ["amount missing", { amount: undefined }, "amount", M.amountRequired],
    ["amount zero", { amount: 0 }, "amount", M.amountRequired],
    ["amount with 3 decimals", { amount: 50.123 }, "amount", M.amountRequired],
    ["phone not 11 digits", { phone: "0803123456" }, "phone", M.phone11],
    ["phone not Nigerian (06...)", { phone: "06031234567" }, "phone", M.phoneNigerian],
    ["phone third digit 2", { phone: "08231234567" }, "phone", M.phoneNigerian],
    ["reference missing", { request_id: "" }, "request_id", M.referenceMissing],
    ["reference absent", { request_id: undefined }, "request_id", M.referenceMissing],
    ["reference with spaces", { request_id: "A B" }, "request_id", M.referenceInvalid],
    ["reference null", { request_id: null }, "request_id", M.referenceMissing],
    ["reference a number", { request_id: 123 }, "request_id", M.referenceInvalid],
    ["reference an object", { request_id: { id: "AIRTIME_1" } }, "request_id", M.referenceInvalid],
  ])("%s", (_n, patch, field, message) => {
    expect(errorsOf(airtimePurchaseSchema, { ...airtime, ...patch })[field]).toEqual([message]);
  });
  test("valid: 50 exactly, 070/080/081/090/091 prefixes", () => {
    for (const phone of ["07031234567", "08131234567", "09031234567", "09131234567", "07131234567"])
      expect(errorsOf(airtimePurchaseSchema, { ...airtime, amount: 50, phone })).toEqual({});
  });
});

describe("data (spec 5)", () => {
  test.each([
    ["network id", { network_id: "" }, "network_id", M.networkIdRequired],
    ["variation id", { variation_id: "" }, "variation_id", M.variationIdRequired],
    ["phone 11 digits", { phone: "080312345678" }, "phone", M.phone11],
    ["phone Nigerian", { phone: "01031234567" }, "phone", M.phoneNigerian],
    ["valid amount", { amount: -5 }, "amount", M.amountRequired],
    ["reference", { request_id: "" }, "request_id", M.referenceMissing],
  ])("%s", (_n, patch, field, message) => {
    expect(errorsOf(dataPurchaseSchema, { ...data, ...patch })[field]).toEqual([message]);
  });
});

describe("electricity (spec 5)", () => {
  test.each([
    ["disco", { disco: "" }, "disco", M.discoRequired],
    ["meter required", { meter_number: "" }, "meter_number", M.meterRequired],
    ["meter under 10 digits", { meter_number: "123456789" }, "meter_number", M.meterTooShort],
    ["meter over 13 digits", { meter_number: "12345678901234" }, "meter_number", M.meterTooLong],
    ["meter type required", { meter_type: "" }, "meter_type", M.meterTypeRequired],
    ["meter type unknown", { meter_type: "smart" }, "meter_type", M.meterTypeRequired],
    ["amount under 1000", { amount: 999 }, "amount", M.electricityMinimum],
    ["amount over 100000", { amount: 100001 }, "amount", M.electricityMaximum],
    ["valid amount", { amount: "x" }, "amount", M.amountRequired],
    ["phone 11 digits", { phone: "0803123456" }, "phone", M.phone11],
    ["phone prefix 071 refused", { phone: "07131234567" }, "phone", M.phoneElectricity],
    ["phone prefix 082 refused", { phone: "08231234567" }, "phone", M.phoneElectricity],
    ["reference", { request_id: "" }, "request_id", M.referenceMissing],
  ])("%s", (_n, patch, field, message) => {
    expect(errorsOf(electricityPurchaseSchema, { ...elec, ...patch })[field]).toEqual([message]);
  });
  test("valid at both limits, 10 and 13 digit meters", () => {
    expect(errorsOf(electricityPurchaseSchema, { ...elec, amount: 1000, meter_number: "1234567890" })).toEqual({});
    expect(errorsOf(electricityPurchaseSchema, { ...elec, amount: 100000, meter_number: "1234567890123" })).toEqual({});
  });
});

describe("PayTV (spec 5)", () => {
  test.each([
    ["provider", { provider: "" }, "provider", M.providerRequired],
    ["provider unknown", { provider: "showmax" }, "provider", M.providerRequired],
    ["smartcard required", { smartcard: "" }, "smartcard", M.smartcardRequired],
    ["smartcard at least 6", { smartcard: "12345" }, "smartcard", M.smartcardTooShort],
    ["plan", { plan: "" }, "plan", M.planRequired],
    ["valid amount", { amount: 0 }, "amount", M.amountRequired],
    ["phone 11 digits", { phone: "123" }, "phone", M.phone11],
    ["reference", { request_id: "" }, "request_id", M.referenceMissing],
  ])("%s", (_n, patch, field, message) => {
    expect(errorsOf(paytvPurchaseSchema, { ...tv, ...patch })[field]).toEqual([message]);
  });
  test("provider case does not matter; customer_name is optional", () => {
    expect(errorsOf(paytvPurchaseSchema, { ...tv, provider: "DSTV", customer_name: "Ada" })).toEqual({});
  });
});

describe("exam pin (spec 5)", () => {
  test.each([
    ["exam type", { exam_type: "" }, "exam_type", M.examTypeRequired],
    ["variation code", { variation_id: "" }, "variation_id", M.variationCodeRequired],
    ["phone 11 digits", { phone: "0803123" }, "phone", M.phone11],
    ["phone Nigerian", { phone: "05031234567" }, "phone", M.phoneNigerian],
    ["valid amount", { amount: "" }, "amount", M.amountRequired],
    ["quantity at least 1", { quantity: 0 }, "quantity", M.quantityRequired],
    ["quantity whole", { quantity: 1.5 }, "quantity", M.quantityRequired],
    ["reference", { request_id: "" }, "request_id", M.referenceMissing],
    ["jamb needs a profile id", { exam_type: "jamb", profile_id: "" }, "profile_id", M.jambProfileRequired],
  ])("%s", (_n, patch, field, message) => {
    expect(errorsOf(examPurchaseSchema, { ...exam, ...patch })[field]).toEqual([message]);
  });
  test("non-digits are stripped from the phone; exam type is lower-cased; quantity defaults to 1", () => {
    const r = examPurchaseSchema.parse({ ...exam, exam_type: "WAEC", phone: "0803-123-4567", quantity: undefined });
    expect(r).toMatchObject({ exam_type: "waec", phone: "08031234567", quantity: 1 });
  });
});

describe("the API enforces the same rules: 422 {message, errors}", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test.each([
    ["/api/pay/airtime", { ...airtime, phone: "0803" }, "phone", M.phone11],
    ["/api/pay/airtime", { ...airtime, amount: 10 }, "amount", M.airtimeMinimum],
    ["/api/data/purchase", { ...data, variation_id: "" }, "variation_id", M.variationIdRequired],
    ["/api/electricity/purchase", { ...elec, amount: 500 }, "amount", M.electricityMinimum],
    ["/api/electricity/purchase", { ...elec, amount: 200000 }, "amount", M.electricityMaximum],
    ["/api/electricity/purchase", { ...elec, meter_number: "12345" }, "meter_number", M.meterTooShort],
    [
      "/api/electricity/verify-meter",
      { disco: "ikeja-electric", meter_number: "12345", meter_type: "prepaid" },
      "meter_number",
      M.meterTooShort,
    ],
    ["/api/paytv/purchase", { ...tv, smartcard: "123" }, "smartcard", M.smartcardTooShort],
    ["/api/paytv/verify", { provider: "dstv", smartcard: "123" }, "smartcard", M.smartcardTooShort],
    ["/api/exampin/purchase", { ...exam, quantity: 0 }, "quantity", M.quantityRequired],
    ["/api/exampin/purchase", { ...exam, request_id: "" }, "request_id", M.referenceMissing],
  ])("%s %j -> %s", async (url, body, field, message) => {
    const c = await customer(t, 10_000_000);
    const res = await c.post(url, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(typeof res.body.message).toBe("string");
    expect(await c.balance()).toBe(10_000_000);
  });
});
