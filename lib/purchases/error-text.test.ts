import { fieldError, purchaseErrorText } from "./error-text";

describe("purchaseErrorText", () => {
  it("joins the validation messages with '; ' after 'Error: '", () => {
    expect(
      purchaseErrorText(
        {
          message: "Invalid input.",
          errors: { phone: ["Phone number must be 11 digits."], amount: ["Valid amount is required."] },
        },
        "x",
      ),
    ).toBe("Error: Phone number must be 11 digits.; Valid amount is required.");
  });
  it("drops repeated messages", () => {
    expect(purchaseErrorText({ errors: { a: ["Insufficient balance."], b: ["Insufficient balance."] } }, "x")).toBe(
      "Error: Insufficient balance.",
    );
  });
  it("uses the message when there are no field errors", () => {
    expect(purchaseErrorText({ message: "Insufficient balance." }, "x")).toBe("Error: Insufficient balance.");
    expect(purchaseErrorText({ message: "Oops", errors: {} }, "x")).toBe("Error: Oops");
  });
  it("falls back when the answer says nothing", () => {
    expect(purchaseErrorText({}, "Airtime purchase failed.")).toBe("Airtime purchase failed.");
    expect(purchaseErrorText(null, "Data purchase failed.")).toBe("Data purchase failed.");
    expect(purchaseErrorText({ message: "  " }, "F")).toBe("F");
  });
});

describe("fieldError", () => {
  it("is the first message of the field", () => {
    expect(fieldError({ errors: { smartcard: ["Invalid smartcard number.", "x"] } }, "smartcard")).toBe(
      "Invalid smartcard number.",
    );
    expect(fieldError({ errors: {} }, "smartcard")).toBeUndefined();
  });
});
