import { msToNextWindowStart } from "./window-clock";

describe("msToNextWindowStart", () => {
  const W = 15 * 60;
  it("lands just after the start of the next wall-clock window", () => {
    const now = Date.UTC(2026, 10, 23, 9, 29, 59, 500);
    expect(now + msToNextWindowStart(now, W)).toBe(Date.UTC(2026, 10, 23, 9, 30, 0, 1));
  });
  it("moves a whole window on when now is the window's first millisecond", () => {
    const now = Date.UTC(2026, 10, 23, 9, 30);
    expect(msToNextWindowStart(now, W)).toBe(W * 1000 + 1);
  });
});
