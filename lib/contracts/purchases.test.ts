import { nairaField, PURCHASE_MSG } from "./purchases";

describe("nairaField: a purchase amount in naira, read exactly through lib/money", () => {
  const amount = nairaField({ min: [50, PURCHASE_MSG.airtimeMinimum], max: [100_000, "Too much."] });
  const message = (v: unknown) => amount.safeParse(v).error?.issues[0]?.message;

  it("accepts a number or plain text with at most 2 decimals, answering naira", () => {
    expect(amount.parse(0.29 + 50)).toBe(50.29);
    expect(amount.parse(" 1500.50 ")).toBe(1500.5);
    expect(amount.parse("50")).toBe(50);
    expect(amount.parse(100_000)).toBe(100_000);
  });

  it("refuses anything else with the spec's message", () => {
    for (const v of ["ten", "", "1,500", "50.123", 50.123, 0, "0.00", -60, "-60", "1e3", NaN, null, undefined])
      expect([v, message(v)]).toEqual([v, PURCHASE_MSG.amountRequired]);
    const noMaximum = nairaField();
    expect(noMaximum.safeParse(10_000_000.01).error?.issues[0]?.message).toBe(PURCHASE_MSG.amountRequired);
  });

  it("a field with its own maximum names it, however far over", () => {
    expect(message(10_000_000.01)).toBe("Too much.");
    expect(message(1e12)).toBe("Too much.");
    expect(nairaField({ max: [2e7, "Over."] }).safeParse(10_000_000.01).error?.issues[0]?.message).toBe("Over.");
  });

  it("then the service's own bounds", () => {
    expect(message("49.99")).toBe(PURCHASE_MSG.airtimeMinimum);
    expect(message(100_000.01)).toBe("Too much.");
  });
});
