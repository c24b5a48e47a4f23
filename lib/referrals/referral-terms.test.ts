import { referralHubLine, referralStatusText, referralTerms } from "./referral-terms";

const terms = { threshold: 5000, bonus: 500 };

// The bonus is paid by the first single funding that reaches the threshold, whichever funding that
// is (server/referrals/bonus.ts): no text may promise it only for the friend's first funding.
test("the referral terms name the qualifying transfer, never the friend's first funding", () => {
  for (const text of [referralTerms(terms), referralHubLine(terms), referralStatusText("linked", terms)]) {
    expect(text).not.toMatch(/first fund/i);
    expect(text).toContain("₦5,000.00");
  }
  expect(referralTerms(terms)).toBe(
    "When a friend registers with your link and funds their wallet with ₦5,000.00 or more in one transfer, you earn ₦500.00, once per friend. Smaller transfers do not count, nor do they use up the bonus.",
  );
  expect(referralHubLine(terms)).toBe("Earn ₦500.00 when a friend you invite funds ₦5,000.00 or more in one transfer.");
  expect(referralStatusText("linked", terms)).toBe("Waiting for a funding of ₦5,000.00 or more");
  expect(referralStatusText("paid", terms)).toBe("Bonus paid");
  expect(referralStatusText("refused", terms)).toBe("Not eligible");
});
