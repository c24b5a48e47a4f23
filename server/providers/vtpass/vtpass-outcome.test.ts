import { classify, parseTransactionDate, type ProviderResponse } from "./vtpass-outcome";
import { payAnswerSchema } from "./vtpass-schemas";
import { parseTransaction } from "./vtpass-outcome";

const answer = (code: string, status?: string, extra: Record<string, unknown> = {}): ProviderResponse => ({
  kind: "answer",
  httpStatus: 200,
  body: {
    code,
    response_description: "X",
    content: status ? { transactions: { status, amount: 100, commission: 3, total_amount: 97 } } : undefined,
    ...extra,
  },
});

describe("classify", () => {
  const table: [string, ProviderResponse, string][] = [
    ["000 delivered", answer("000", "delivered"), "delivered"],
    ["000 initiated", answer("000", "initiated"), "pending"],
    ["000 pending", answer("000", "pending"), "pending"],
    ["000 reversed", answer("000", "reversed"), "failed"],
    ["000 failed", answer("000", "failed"), "failed"],
    ["000 without a status", answer("000"), "unknown"],
    ["000 with an odd status", answer("000", "weird"), "unknown"],
    ["099 processing", answer("099"), "pending"],
    ["089 still processing", answer("089"), "pending"],
    ["016 failed", answer("016", "failed"), "failed"],
    ["040 reversal", answer("040", "reversed"), "failed"],
    ["091 not processed", answer("091"), "failed"],
    ...(["010", "011", "012", "013", "015", "017", "018", "019"].map((c) => [
      `${c} validation`,
      answer(c),
      "failed",
    ]) as [string, ProviderResponse, string][]),
    ["085 bad request id date", answer("085"), "failed"],
    ["087 bad credentials", answer("087"), "failed"],
    ["014 request id already used", answer("014"), "unknown"],
    ["030 biller unreachable", answer("030"), "unknown"],
    ["083 system error", answer("083"), "unknown"],
    ["an unseen code", answer("999"), "unknown"],
    ["timeout", { kind: "timeout" }, "unknown"],
    ["network error", { kind: "network", error: "ECONNRESET" }, "unknown"],
    ["empty body", { kind: "unparseable", httpStatus: 200, text: "" }, "unknown"],
    ["HTML", { kind: "unparseable", httpStatus: 502, text: "<html>" }, "unknown"],
    ["JSON of another shape", { kind: "answer", httpStatus: 200, body: { hello: "world" } }, "unknown"],
    ["JSON array", { kind: "answer", httpStatus: 200, body: [1, 2] }, "unknown"],
    ["null", { kind: "answer", httpStatus: 500, body: null }, "unknown"],
  ];
  test.each(table.map(([name, res, outcome]) => [name, outcome, res] as const))("%s -> %s", (_name, outcome, res) => {
    expect(classify(res).outcome).toBe(outcome);
  });

  test.each(["018", "021", "022", "023", "024", "027", "028", "034", "035", "087"])(
    "%s (our account or product refused): a final failure on a pay, unknown on a requery, the admin told either way",
    (code) => {
      expect(classify(answer(code), "pay")).toMatchObject({ outcome: "failed", code, accountProblem: true });
      // On a requery it says we could not ask, not that the transaction failed: never refunded on it.
      expect(classify(answer(code), "requery")).toMatchObject({ outcome: "unknown", code, accountProblem: true });
    },
  );

  test("a reversal is marked as one (040, or 000 with status reversed); a plain failure is not", () => {
    expect(classify(answer("040", "reversed"), "requery")).toMatchObject({ outcome: "failed", reversed: true });
    expect(classify(answer("040"), "requery")).toMatchObject({ outcome: "failed", reversed: true });
    expect(classify(answer("000", "reversed"), "requery")).toMatchObject({ outcome: "failed", reversed: true });
    expect(classify(answer("000", "failed"), "requery").reversed).toBeUndefined();
    expect(classify(answer("016", "failed"), "requery").reversed).toBeUndefined();
  });

  test("never says failed without an explicit failure code", () => {
    for (const res of [
      { kind: "timeout" },
      { kind: "network", error: "x" },
      { kind: "unparseable", httpStatus: 200, text: "" },
    ] as ProviderResponse[])
      expect(classify(res).outcome).not.toBe("failed");
  });
});

describe("parsing", () => {
  const parse = (body: Record<string, unknown>) => parseTransaction(payAnswerSchema.parse({ code: "000", ...body }));

  test("tokens in every spelling", () => {
    expect(parse({ purchased_code: "Token : 1234-5678-9012" }).token).toBe("1234-5678-9012");
    expect(parse({ token: "Token : 1111 2222", units: "79.9 kWh" })).toMatchObject({
      token: "1111 2222",
      units: "79.9 kWh",
    });
    expect(parse({ Token: "3333", Units: "12 kWh" })).toMatchObject({ token: "3333", units: "12 kWh" });
    expect(parse({ mainToken: "4444", mainTokenUnits: "5.5" })).toMatchObject({ token: "4444", units: "5.5" });
    expect(parse({ purchased_code: "Token : 5555, Units : 7.1 kWh" })).toMatchObject({
      token: "5555",
      units: "7.1 kWh",
    });
    expect(parse({ purchased_code: "" }).token).toBeNull();
  });

  test("pins: cards, Pin, purchased_code and tokens", () => {
    expect(
      parse({
        cards: [
          { Serial: "WRN1", Pin: "111" },
          { Serial: "WRN2", Pin: "222" },
        ],
      }).pins,
    ).toEqual([
      { serial: "WRN1", pin: "111" },
      { serial: "WRN2", pin: "222" },
    ]);
    expect(parse({ purchased_code: "Pin : 367574683050773", Pin: "367574683050773" }).pins).toEqual([
      { serial: null, pin: "367574683050773" },
    ]);
    expect(parse({ purchased_code: "Pin : 98765" }).pins).toEqual([{ serial: null, pin: "98765" }]);
    expect(parse({ purchased_code: "Serial No:WRN9, pin: 1234||Serial No:WRN8, pin: 5678" }).pins).toEqual([
      { serial: "WRN9", pin: "1234" },
      { serial: "WRN8", pin: "5678" },
    ]);
    expect(parse({ tokens: ["Token : 777", "888"] }).pins).toEqual([
      { serial: null, pin: "777" },
      { serial: null, pin: "888" },
    ]);
  });

  test("JAMB's real answer carries the label in Pin: only the digits are kept", () => {
    expect(parse({ purchased_code: "Pin : 367574683050773", Pin: "Pin : 367574683050773" }).pins).toEqual([
      { serial: null, pin: "367574683050773" },
    ]);
    expect(parse({ Pin: "Pin : 3675 7468 3050 773" }).pins).toEqual([{ serial: null, pin: "367574683050773" }]);
    expect(parse({ Pin: "PIN: 1234-5678" }).pins).toEqual([{ serial: null, pin: "12345678" }]);
  });

  test("WAEC registration without tokens[] falls back to the documented Token field", () => {
    expect(parse({ Token: "Token : 425612345678" }).pins).toEqual([{ serial: null, pin: "425612345678" }]);
    expect(parse({ purchased_code: "", Token: "425612345678" }).pins).toEqual([{ serial: null, pin: "425612345678" }]);
    expect(parse({ purchased_code: "Token : 111122223333||Token : 444455556666" }).pins).toEqual([
      { serial: null, pin: "111122223333" },
      { serial: null, pin: "444455556666" },
    ]);
  });

  test("money in kobo from strings and numbers", () => {
    const t = parse({
      content: {
        transactions: {
          status: "delivered",
          amount: "1500.50",
          commission: 15.005,
          total_amount: 1485.5,
          quantity: "2",
        },
      },
    });
    expect(t).toMatchObject({ amountKobo: 150050, commissionKobo: 1501, totalAmountKobo: 148550, quantity: 2 });
    // Other spellings of VTpass amounts: vtpass-amount.test.ts.
    expect(parse({ amount: "₦1,000.00", content: { transactions: { commission: "abc" } } })).toMatchObject({
      amountKobo: 100000,
      commissionKobo: null,
    });
  });

  test("both transaction_date shapes", () => {
    expect(parseTransactionDate("2024-03-11T11:34:56.000Z")).toBe("2024-03-11T11:34:56.000Z");
    expect(
      parseTransactionDate({ date: "2024-03-11 12:34:56.000000", timezone_type: 3, timezone: "Africa/Lagos" }),
    ).toBe("2024-03-11T11:34:56.000Z");
    expect(parseTransactionDate({ date: "2024-03-11 00:10:00.000000", timezone: "Africa/Lagos" })).toBe(
      "2024-03-10T23:10:00.000Z",
    );
    expect(parseTransactionDate("not a date")).toBeNull();
    expect(parseTransactionDate(undefined)).toBeNull();
  });
});
