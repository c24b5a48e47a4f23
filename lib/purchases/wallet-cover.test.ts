import { walletShortfallKobo } from "./wallet-cover";

describe("walletShortfallKobo", () => {
  it("is what the wallet lacks for the debit, to the kobo", () => {
    expect(walletShortfallKobo(1606.5, 200_000)).toBe(39_350);
    expect(walletShortfallKobo(0.29, 30)).toBe(1);
  });
  it("is 0 when the balance covers the debit, exactly or more", () => {
    expect(walletShortfallKobo(2000, 200_000)).toBe(0);
    expect(walletShortfallKobo(5000, 200_000)).toBe(0);
  });
  it("counts a level's price, not the face amount: ₦1,950 covers a ₦2,000 item sold at ₦1,950", () => {
    expect(walletShortfallKobo(1950, 195_000)).toBe(0);
  });
  it("is null while the balance or the debit is unknown", () => {
    expect(walletShortfallKobo(null, 200_000)).toBeNull();
    expect(walletShortfallKobo(1606.5, null)).toBeNull();
    expect(walletShortfallKobo(Number.NaN, 200_000)).toBeNull();
  });
  it("a negative balance (a reversal after a spend) lacks the whole debit and more", () => {
    expect(walletShortfallKobo(-50, 10_000)).toBe(15_000);
  });
});
