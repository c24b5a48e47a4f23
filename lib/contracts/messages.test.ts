import { tooManyAttemptsFor } from "./messages";

test("a 429's message names the wait, rounded up to the unit it is told in", () => {
  expect(tooManyAttemptsFor(1)).toBe("Too many attempts. Please try again in 1 second.");
  expect(tooManyAttemptsFor(0.2)).toBe("Too many attempts. Please try again in 1 second.");
  expect(tooManyAttemptsFor(59)).toBe("Too many attempts. Please try again in 59 seconds.");
  expect(tooManyAttemptsFor(60)).toBe("Too many attempts. Please try again in 1 minute.");
  expect(tooManyAttemptsFor(61)).toBe("Too many attempts. Please try again in 2 minutes.");
  expect(tooManyAttemptsFor(900)).toBe("Too many attempts. Please try again in 15 minutes.");
  expect(tooManyAttemptsFor(3600)).toBe("Too many attempts. Please try again in 1 hour.");
  expect(tooManyAttemptsFor(86_399)).toBe("Too many attempts. Please try again in 24 hours.");
});
