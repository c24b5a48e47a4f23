import { countdownMilestone, formatCountdown, sanitizeOtp, secondsLeft } from "./otp-countdown";

describe("OTP countdown", () => {
  const start = 1_700_000_000_000;
  it("starts at 120 and counts whole seconds from the start time", () => {
    expect(secondsLeft(start, start)).toBe(120);
    expect(secondsLeft(start, start + 999)).toBe(120);
    expect(secondsLeft(start, start + 1000)).toBe(119);
    expect(secondsLeft(start, start + 119_000)).toBe(1);
  });
  it("stops at zero and never goes above the total", () => {
    expect(secondsLeft(start, start + 120_000)).toBe(0);
    expect(secondsLeft(start, start + 10 * 60_000)).toBe(0);
    expect(secondsLeft(start, start - 5000)).toBe(120);
  });
  it("formats as m:ss", () => {
    expect(formatCountdown(120)).toBe("2:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
  it("strips non-digits and keeps 6", () => {
    expect(sanitizeOtp("12a 3-4567")).toBe("123456");
    expect(sanitizeOtp("abc")).toBe("");
  });
});

describe("countdownMilestone", () => {
  test("says nothing until a minute is left, then changes only at its milestones", () => {
    const said = Array.from({ length: 121 }, (_, i) => countdownMilestone(120 - i));
    expect(new Set(said)).toEqual(
      new Set([
        "",
        "Less than a minute left to use the code.",
        "Less than 30 seconds left to use the code.",
        "Your code has expired. Ask for a new one.",
      ]),
    );
    // The live region speaks when its text changes: three times in two minutes, not 120.
    expect(said.filter((s, i) => i > 0 && s !== said[i - 1])).toHaveLength(3);
  });
});
