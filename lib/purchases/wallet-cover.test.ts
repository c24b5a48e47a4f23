import { walletShortfallKobo } from "./wallet-cover";

describe("walletShortfallKobo", () => {
  it("is what the wallet lacks for the debit, to the kobo", () => {
    expect(walletShortfallKobo(160_650, 200_000)).toBe(39_350);
    expect(walletShortfallKobo(29, 30)).toBe(1);
  });
  it("is 0 when the balance covers the debit, exactly or more", () => {
    expect(walletShortfallKobo(200_000, 200_000)).toBe(0);
    expect(walletShortfallKobo(500_000, 200_000)).toBe(0);
  });
  it("counts a level's price, not the face amount: ₦1,950 covers a ₦2,000 item sold at ₦1,950", () => {
    expect(walletShortfallKobo(195_000, 195_000)).toBe(0);
  });
  it("is null while the balance or the debit is unknown, or the balance is not whole kobo", () => {
    expect(walletShortfallKobo(null, 200_000)).toBeNull();
    expect(walletShortfallKobo(160_650, null)).toBeNull();
    expect(walletShortfallKobo(Number.NaN, 200_000)).toBeNull();
    expect(walletShortfallKobo(1606.5, 200_000)).toBeNull();
  });
  it("a negative balance (a reversal after a spend) lacks the whole debit and more", () => {
    expect(walletShortfallKobo(-5_000, 10_000)).toBe(15_000);
  });
});
