import { readdirSync } from "node:fs";
import { BULK_MSG } from "./bulk";
import { PARTNER_MSG } from "./partner";

/**
 * A page's first Intl object costs 16-30 ms of ICU start-up, so the customer pages' modules make
 * none when they load, nor when they format money and dates (admin contracts are not theirs).
 */
test("loading the customer contracts and formatting money and dates starts no Intl", async () => {
  const used: string[] = [];
  const record = (name: string) => () => {
    used.push(name);
    throw new Error(`${name} was used`);
  };
  const spies = [
    ...(["NumberFormat", "DateTimeFormat", "RelativeTimeFormat", "PluralRules"] as const).map((name) =>
      jest.spyOn(Intl, name).mockImplementation(record(`Intl.${name}`)),
    ),
    jest.spyOn(Number.prototype, "toLocaleString").mockImplementation(record("Number#toLocaleString")),
    jest.spyOn(Date.prototype, "toLocaleString").mockImplementation(record("Date#toLocaleString")),
    jest.spyOn(Date.prototype, "toLocaleDateString").mockImplementation(record("Date#toLocaleDateString")),
    jest.spyOn(Date.prototype, "toLocaleTimeString").mockImplementation(record("Date#toLocaleTimeString")),
  ];
  const contracts = readdirSync(__dirname).filter((f) => /^(?!admin).*(?<!\.test)\.ts$/.test(f));
  try {
    await jest.isolateModulesAsync(async () => {
      for (const file of contracts) await import(`./${file}`);
      const { formatKobo, formatNaira, groupThousands } = await import("../money");
      const { formatLagosDateTime, formatLagosDateTimeText, formatLagosTime, lagosToday } = await import("../dates");
      const bulk = await import("./bulk");
      const now = new Date("2025-03-05T13:03:09Z");
      formatNaira(-1234.565);
      formatKobo(123450);
      groupThousands(1_000_000);
      bulk.BULK_MSG.tooManyRows(1001);
      formatLagosDateTime(now);
      formatLagosTime(now);
      lagosToday(now);
      formatLagosDateTimeText("2025-03-05T13:03:09Z");
    });
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  expect(contracts).toEqual(expect.arrayContaining(["bulk.ts", "messages.ts", "partner.ts"]));
  expect(used).toEqual([]);
});

test("their texts read as toLocaleString('en-NG') wrote them", () => {
  expect(PARTNER_MSG.topupAmount).toBe("Amount must be between ₦1.00 and ₦1,000,000.00.");
  expect(PARTNER_MSG.testBalanceCap).toBe("A test balance holds at most ₦10,000,000.00.");
  expect(BULK_MSG.tooManyRows(1234)).toBe("The file has 1,234 rows: at most 1,000 per file.");
});
