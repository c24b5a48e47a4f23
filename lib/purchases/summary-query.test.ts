import { summaryRows } from "./summary-rows";
import { confirmCheck } from "./confirm-check";
import { shortReference } from "./short-reference";
import { examTotal, invalidSummaryKeys, purchaseBody, readSummaryQuery, SUMMARY_REQUIRED_KEYS } from "./summary-query";
import type { PurchaseService } from "./request-id";

const VALID: Record<PurchaseService, Record<string, string>> = {
  airtime: {
    network: "MTN",
    networkId: "mtn",
    phone: "08011111111",
    amount: "100",
    requestId: "AIRTIME_1735689600000_abcdefgh",
  },
  data: {
    networkId: "mtn-data",
    network: "MTN",
    planId: "mtn-10mb-100",
    plan: "N100 100MB - 24 hrs",
    price: "100",
    variationCode: "mtn-10mb-100",
    phone: "08011111111",
    requestId: "DATA_1735689600000_abcdefgh",
  },
  electricity: {
    disco: "Ikeja Electric",
    discoId: "ikeja-electric",
    meter_number: "1111111111111",
    meter_type: "prepaid",
    amount: "1500",
    phone: "08011111111",
    customer_name: "TESTMETER1",
    customer_address: "1 Marina",
    requestId: "ELEC_1735689600000_abcdefgh",
  },
  paytv: {
    provider: "dstv",
    providerName: "DStv",
    smartcard: "1212121212",
    plan: "dstv-padi",
    amount: "4400",
    phone: "08011111111",
    customer_name: "Ada",
    smartcard_number: "1212121212",
    requestId: "PAYTV_1735689600000_abcdefgh",
  },
  exam: {
    examType: "WAEC Result Checker PIN",
    examTypeId: "waec",
    variation: "WASSCE Result Checker PIN",
    variationCode: "waecdirect",
    price: "3900",
    phone: "08011111111",
    quantity: "2",
    requestId: "EXAMPIN_1735689600000_abcdefgh",
    reference: "EXAMPIN_1735689600000_abcdefgh",
  },
};
const services = Object.keys(VALID) as PurchaseService[];

describe("summary page queries", () => {
  it.each(services)("%s: a complete query has nothing missing and passes the confirm checks", (s) => {
    const q = readSummaryQuery(s, VALID[s]);
    expect(invalidSummaryKeys(s, q)).toEqual([]);
    expect(confirmCheck(s, q)).toMatchObject({ ok: true });
  });

  it.each(services.flatMap((s) => SUMMARY_REQUIRED_KEYS[s].map((k) => [s, k] as const)))(
    "%s: without %s the page is invalid",
    (s, key) => {
      const raw: Record<string, string> = { ...VALID[s] };
      delete raw[key];
      expect(invalidSummaryKeys(s, readSummaryQuery(s, raw))).toEqual([key]);
      raw[key] = "   ";
      expect(invalidSummaryKeys(s, readSummaryQuery(s, raw))).toEqual([key]);
    },
  );

  it.each([
    ["airtime", "amount", ["-5", "0", "abc", "1e3", "10.005"]],
    ["data", "price", ["-100", "0"]],
    ["electricity", "amount", ["-1000", "0.00"]],
    ["paytv", "amount", ["-4400"]],
    ["exam", "price", ["-3900", "0"]],
  ] as const)("%s: a %s that is not a positive naira sum makes the page invalid", (s, key, values) => {
    for (const v of values)
      expect(invalidSummaryKeys(s, readSummaryQuery(s, { ...VALID[s], [key]: v }))).toEqual([key]);
  });

  it("exam pins: a quantity that is not a whole number from 1 makes the page invalid", () => {
    for (const quantity of ["0", "-2", "1.5", "x"])
      expect(invalidSummaryKeys("exam", readSummaryQuery("exam", { ...VALID.exam, quantity }))).toEqual(["price"]);
  });

  it("reads the first value of repeated keys and drops unknown keys", () => {
    const q = readSummaryQuery("airtime", { ...VALID.airtime, phone: ["08011111111", "x"], evil: "1" });
    expect(q.phone).toBe("08011111111");
    expect(q).not.toHaveProperty("evil");
  });

  const bad = (s: PurchaseService, patch: Record<string, string>) =>
    confirmCheck(s, readSummaryQuery(s, { ...VALID[s], ...patch }));

  it("airtime confirm messages (spec 5)", () => {
    expect(bad("airtime", { networkId: "" })).toMatchObject({ ok: false, message: "Network ID is required." });
    expect(bad("airtime", { phone: "0801111111" })).toMatchObject({
      ok: false,
      message: "Phone number must be 11 digits.",
    });
    expect(bad("airtime", { amount: "abc" })).toMatchObject({ ok: false, message: "Valid amount is required." });
    expect(bad("airtime", { requestId: "" })).toMatchObject({
      ok: false,
      message: "Transaction reference is missing.",
    });
    expect(bad("airtime", { phone: "06011111111" })).toMatchObject({
      ok: false,
      message: "Enter a valid Nigerian phone number",
    });
    expect(bad("airtime", { amount: "49" })).toMatchObject({ ok: false, message: "Amount must be at least ₦50." });
  });

  it("data confirm messages (spec 5)", () => {
    expect(bad("data", { networkId: "" })).toMatchObject({ message: "Network ID is required." });
    expect(bad("data", { variationCode: "", planId: "" })).toMatchObject({ message: "Variation ID is required." });
    expect(bad("data", { phone: "080" })).toMatchObject({ message: "Phone number must be 11 digits." });
    expect(bad("data", { price: "0" })).toMatchObject({ message: "Valid amount is required." });
    expect(bad("data", { requestId: "" })).toMatchObject({ message: "Transaction reference is missing." });
  });

  it("electricity confirm messages (spec 5)", () => {
    expect(bad("electricity", { discoId: "" })).toMatchObject({ message: "DisCo ID is required." });
    expect(bad("electricity", { meter_number: "" })).toMatchObject({ message: "Meter number is required." });
    expect(bad("electricity", { meter_type: "" })).toMatchObject({ message: "Meter type is required." });
    expect(bad("electricity", { amount: "-1" })).toMatchObject({ message: "Valid amount is required." });
    expect(bad("electricity", { phone: "0801" })).toMatchObject({ message: "Phone number must be 11 digits." });
    expect(bad("electricity", { requestId: "" })).toMatchObject({ message: "Transaction reference is missing." });
    expect(bad("electricity", { amount: "999" })).toMatchObject({ message: "Amount must be at least ₦1000" });
    expect(bad("electricity", { amount: "100001" })).toMatchObject({ message: "Amount cannot exceed ₦100,000" });
    expect(bad("electricity", { meter_number: "123" })).toMatchObject({
      message: "Meter number must be at least 10 digits",
    });
    expect(bad("electricity", { phone: "07111111111" })).toMatchObject({
      message: "Please enter a valid 11-digit Nigerian phone number",
    });
  });

  it("PayTV confirm messages (spec 5)", () => {
    expect(bad("paytv", { provider: "" })).toMatchObject({ message: "Provider is required." });
    expect(bad("paytv", { smartcard: "" })).toMatchObject({ message: "Smartcard number is required." });
    expect(bad("paytv", { plan: "" })).toMatchObject({ message: "Plan is required." });
    expect(bad("paytv", { amount: "x" })).toMatchObject({ message: "Valid amount is required." });
    expect(bad("paytv", { phone: "1234" })).toMatchObject({ message: "Phone number must be 11 digits." });
    expect(bad("paytv", { requestId: "" })).toMatchObject({ message: "Transaction reference is missing." });
    expect(bad("paytv", { provider: "netflix" })).toMatchObject({ message: "Provider is required." });
    expect(bad("paytv", { smartcard: "12345" })).toMatchObject({
      message: "Smartcard number must be at least 6 characters.",
    });
  });

  it("exam pin confirm messages (spec 5)", () => {
    expect(bad("exam", { examType: "", examTypeId: "" })).toMatchObject({ message: "Exam type is required." });
    expect(bad("exam", { variationCode: "" })).toMatchObject({ message: "Variation code is required." });
    expect(bad("exam", { phone: "0801" })).toMatchObject({ message: "Phone number must be 11 digits." });
    expect(bad("exam", { price: "free" })).toMatchObject({ message: "Valid amount is required." });
    expect(bad("exam", { quantity: "0" })).toMatchObject({ message: "Valid quantity is required." });
    expect(bad("exam", { quantity: "1.5" })).toMatchObject({ message: "Valid quantity is required." });
    expect(bad("exam", { requestId: "" })).toMatchObject({ message: "Transaction reference is missing." });
  });

  it("the bodies are the spec 7.2 payloads", () => {
    expect(purchaseBody("airtime", VALID.airtime)).toEqual({
      network: "mtn",
      phone: "08011111111",
      amount: "100",
      request_id: VALID.airtime.requestId,
    });
    expect(purchaseBody("data", VALID.data)).toEqual({
      network_id: "mtn-data",
      variation_id: "mtn-10mb-100",
      amount: "100",
      phone: "08011111111",
      request_id: VALID.data.requestId,
    });
    expect(purchaseBody("paytv", VALID.paytv)).toMatchObject({
      provider: "dstv",
      smartcard: "1212121212",
      plan: "dstv-padi",
      amount: "4400",
      customer_name: "Ada",
    });
    expect(purchaseBody("electricity", VALID.electricity)).toMatchObject({
      disco: "ikeja-electric",
      meter_type: "prepaid",
      customer_address: "1 Marina",
    });
    // Exam: lower-case type, total = price x quantity.
    expect(purchaseBody("exam", VALID.exam)).toEqual({
      exam_type: "waec",
      variation_id: "waecdirect",
      amount: 7800,
      phone: "08011111111",
      quantity: "2",
      request_id: VALID.exam.requestId,
    });
    expect(purchaseBody("exam", { ...VALID.exam, examTypeId: "" })).toMatchObject({
      exam_type: "waec result checker pin",
    });
    expect(purchaseBody("exam", { ...VALID.exam, profileId: "0123456789" })).toMatchObject({
      profile_id: "0123456789",
    });
  });

  it("exam total in kobo arithmetic", () => {
    expect(examTotal({ price: "0.1", quantity: "3" })).toBe(0.3);
    expect(examTotal({ price: "3900", quantity: "10" })).toBe(39000);
    expect(examTotal({ price: "3900", quantity: "0" })).toBeNull();
  });
});

describe("summary rows", () => {
  const label = (s: PurchaseService) =>
    Object.fromEntries(summaryRows(s, readSummaryQuery(s, VALID[s])).map((r) => [r.label, r.value]));
  it("show each page's fields with naira amounts", () => {
    expect(label("airtime")).toEqual({
      Network: "MTN",
      "Phone number": "08011111111",
      Amount: "₦100.00",
      Reference: shortReference(VALID.airtime.requestId),
    });
    expect(label("paytv")).toMatchObject({
      Provider: "DStv",
      "Smartcard number": "1212121212",
      Plan: "dstv-padi",
      Amount: "₦4,400.00",
      "Customer name": "Ada",
      "Verified smartcard": "1212121212",
    });
    expect(label("electricity")).toMatchObject({
      "Meter type": "Prepaid",
      "Customer name": "TESTMETER1",
      Amount: "₦1,500.00",
    });
    expect(label("exam")).toMatchObject({ Quantity: "2", "Unit price": "₦3,900.00", Amount: "₦7,800.00" });
    expect(label("exam")).not.toHaveProperty("JAMB profile ID");
  });
});
