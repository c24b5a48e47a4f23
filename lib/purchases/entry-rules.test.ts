import {
  airtimeErrors,
  dataErrors,
  electricityErrors,
  examErrors,
  examPhoneError,
  examQuantityError,
  examQuantityHint,
  hasErrors,
  meterNumberError,
  parseNaira,
  paytvErrors,
  smartcardError,
} from "./entry-rules";

describe("entry form rules (spec 5)", () => {
  it("parses typed naira", () => {
    expect(parseNaira("1,500.50")).toBe(1500.5);
    expect(parseNaira("1,50")).toBeNull(); // a comma decimal is not read as ₦150
    expect(parseNaira("12.345")).toBeNull();
    expect(parseNaira("abc")).toBeNull();
  });

  it("airtime: network, amount >= 50, Nigerian phone", () => {
    expect(airtimeErrors({ networkId: "", amount: "49", phone: "0801111111" })).toEqual({
      network: "Network is required.",
      amount: "Amount must be at least ₦50.",
      phone: "Enter a valid Nigerian phone number",
    });
    expect(airtimeErrors({ networkId: "mtn", amount: "50", phone: "07011111111" })).toEqual({});
    for (const p of ["06011111111", "08211111111", "0801111111a", "080111111111"])
      expect(airtimeErrors({ networkId: "mtn", amount: "50", phone: p }).phone).toBeDefined();
    for (const p of ["07011111111", "08111111111", "09011111111", "09111111111", "08011111111"])
      expect(airtimeErrors({ networkId: "mtn", amount: "50", phone: p }).phone).toBeUndefined();
  });
  it("airtime: above the chosen network's own maximum, the form says so before the summary (the API refuses it too)", () => {
    const mtn = { name: "MTN", maximum_amount: 50_000 };
    expect(airtimeErrors({ networkId: "mtn", amount: "50,000.01", phone: "08011111111", network: mtn })).toEqual({
      amount: "Amount cannot exceed ₦50,000.00 on MTN.",
    });
    expect(airtimeErrors({ networkId: "mtn", amount: "50000", phone: "08011111111", network: mtn })).toEqual({});
    const none = { name: "MTN", maximum_amount: null };
    expect(airtimeErrors({ networkId: "mtn", amount: "90000", phone: "08011111111", network: none })).toEqual({});
  });

  it("data: a known plan", () => {
    expect(dataErrors({ networkId: "mtn-data", planId: "", planKnown: false, phone: "08011111111" })).toEqual({
      plan: "Please select a valid data plan.",
    });
    expect(dataErrors({ networkId: "mtn-data", planId: "gone", planKnown: false, phone: "08011111111" }).plan).toBe(
      "Please select a valid data plan.",
    );
    expect(hasErrors(dataErrors({ networkId: "mtn-data", planId: "p", planKnown: true, phone: "08011111111" }))).toBe(
      false,
    );
  });

  it("electricity: meter, verification, amount range, balance, phone", () => {
    expect(meterNumberError("123456789")).toBe("Meter number must be at least 10 digits");
    expect(meterNumberError("12345abcde")).toBe("Meter number must be at least 10 digits");
    expect(meterNumberError("1234567890")).toBeUndefined();
    expect(meterNumberError("12345678901234")).toBe("Meter number cannot be more than 13 digits");
    const ok = {
      discoId: "ikeja-electric",
      meter: "1111111111111",
      verified: true,
      amount: "1000",
      phone: "08011111111",
      balance: 5000,
    };
    expect(electricityErrors(ok)).toEqual({});
    expect(electricityErrors({ ...ok, verified: false }).meter).toBe(
      "Please verify the meter number before proceeding.",
    );
    expect(electricityErrors({ ...ok, amount: "999.99" }).amount).toBe("Amount must be at least ₦1000");
    expect(electricityErrors({ ...ok, amount: "100000.01", balance: null }).amount).toBe(
      "Amount cannot exceed ₦100,000",
    );
    expect(electricityErrors({ ...ok, amount: "5000.01" }).amount).toBe("Insufficient balance.");
    expect(electricityErrors({ ...ok, phone: "07111111111" }).phone).toBe(
      "Please enter a valid 11-digit Nigerian phone number",
    );
    expect(electricityErrors({ ...ok, phone: "09111111111" }).phone).toBeUndefined();
  });

  it("paytv: smartcard >= 6, plan, verified, 11-digit phone", () => {
    expect(smartcardError("12345")).toBe("Smartcard number must be at least 6 characters.");
    expect(smartcardError("123456")).toBeUndefined();
    const ok = { provider: "dstv", smartcard: "1212121212", verified: true, plan: "dstv-padi", phone: "08011111111" };
    expect(paytvErrors(ok)).toEqual({});
    expect(paytvErrors({ ...ok, plan: "" }).plan).toBe("Please select a plan before proceeding.");
    expect(paytvErrors({ ...ok, phone: "0801" }).phone).toBe(
      "Enter a valid 11-digit phone number (e.g., 08012345678).",
    );
    expect(paytvErrors({ ...ok, verified: false }).smartcard).toBe("Please verify the smartcard before proceeding.");
  });

  it("exam pin: phone stripped of non-digits, quantity, JAMB profile verified", () => {
    expect(examPhoneError("0801-111-1111")).toBeUndefined();
    expect(examPhoneError("0601 111 1111")).toBe("Enter a valid Nigerian phone number");
    const ok = {
      examType: "waec",
      variation: "waecdirect",
      phone: "08011111111",
      quantity: "2",
      maxQuantity: 10,
      typeName: "WAEC Result Checker",
      isJamb: false,
      profileId: "",
      profileVerified: false,
    };
    expect(examErrors(ok)).toEqual({});
    expect(examErrors({ ...ok, quantity: "0" }).quantity).toBe("Valid quantity is required.");
    expect(examErrors({ ...ok, quantity: "2", maxQuantity: 1, typeName: "JAMB" }).quantity).toBe(
      "You can buy at most 1 JAMB card per purchase.",
    );
    expect(examErrors({ ...ok, isJamb: true }).profileId).toBe("JAMB profile ID is required.");
    expect(examErrors({ ...ok, isJamb: true, profileId: "0123456789" }).profileId).toBe(
      "Please verify the JAMB profile before proceeding.",
    );
    expect(examErrors({ ...ok, isJamb: true, profileId: "0123456789", profileVerified: true })).toEqual({});
  });

  it("exam pin quantity: the limit is told per exam type, never clamped (issue 16)", () => {
    expect(examQuantityError("100", 10, "WAEC Result Checker")).toBe(
      "You can buy at most 10 WAEC Result Checker cards per purchase.",
    );
    expect(examQuantityError("10", 10, "WAEC Result Checker")).toBeUndefined();
    expect(examQuantityError("", 10, "WAEC Result Checker")).toBe("Valid quantity is required.");
    expect(examQuantityHint(false, 1)).toBe("Choose an exam type to see how many cards you can buy.");
    expect(examQuantityHint(true, 1)).toBe("One card per purchase for this exam.");
    expect(examQuantityHint(true, 10)).toBe("From 1 to 10 cards per purchase.");
  });
});
