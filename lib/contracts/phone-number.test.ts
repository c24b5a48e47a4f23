import { NIGERIAN_MOBILE } from "./phone";
import { normaliseNigerianPhone } from "./phone-number";
import { phoneText } from "./purchase-requests";

describe("normaliseNigerianPhone (issue 16: pasted numbers)", () => {
  it.each([
    ["08011111111", "08011111111"],
    ["0801 111 1111", "08011111111"],
    ["+234 801 111 1111", "08011111111"],
    ["+2348011111111", "08011111111"],
    ["2348011111111", "08011111111"],
    ["(0801) 111-1111", "08011111111"],
    ["234-801-111-1111", "08011111111"],
    ["+234 (0) 801 111 1111", "08011111111"],
    ["0801.111.1111", "08011111111"],
    ["  0703 123 4567 ", "07031234567"],
    ["8011111111", "08011111111"],
    ["(+234) 801 111 1111", "08011111111"],
    ["0801\u00a0111\u00a01111", "08011111111"],
  ])("%j becomes %j, a valid Nigerian mobile", (input, expected) => {
    expect(normaliseNigerianPhone(input)).toBe(expected);
    expect(NIGERIAN_MOBILE.test(expected)).toBe(true);
  });

  it.each([
    ["080111", "080111"],
    ["12345", "12345"],
    ["+234 801 111 11", "23480111111"],
    ["0801 111 11111", "080111111111"],
    ["+1 202 555 0100", "12025550100"],
    ["abc", "abc"],
    ["", ""],
    ["0801x111y1111", "0801x111y1111"],
    ["080111111%0A=1", "080111111%0A=1"],
    ["0801111111\n=1", "0801111111\n=1"],
    ["0801/111/1111", "0801/111/1111"],
    ["0801111\n1111", "0801111\n1111"],
    ["0801111\t1111", "0801111\t1111"],
    ["+234+801+111+1111", "+234+801+111+1111"],
    ["０８０１１１１１１１１", "０８０１１１１１１１１"],
  ])("%j stays invalid (%j) so the spec's message is shown", (input, expected) => {
    const out = normaliseNigerianPhone(input);
    expect(out).toBe(expected);
    expect(NIGERIAN_MOBILE.test(out)).toBe(false);
  });

  it("phoneText trims, normalises and refuses text longer than any phone", () => {
    const field = phoneText("required");
    expect(field.parse(" +234 801 111 1111 ")).toBe("08011111111");
    expect(field.safeParse("0".repeat(40)).success).toBe(false);
    expect(field.safeParse(undefined).error?.issues[0].message).toBe("required");
  });
});
