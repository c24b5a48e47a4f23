import { createTestApp, type TestApp } from "../test/test-app";
import { bearer } from "../test/fixtures";
import { customerWithAccount } from "../claims/claims-test-kit";
import { SANDBOX_FUNDING_MSG } from "./funding-routes";

/**
 * simulate-transfer's amount names the real problem: a huge amount is too large (it used to
 * answer "at most 2 decimal places", because it is too long to be read as a plain amount).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test.each([
  ["99999999999999", SANDBOX_FUNDING_MSG.amountTooLarge],
  [99999999999999, SANDBOX_FUNDING_MSG.amountTooLarge],
  ["10000000.01", SANDBOX_FUNDING_MSG.amountTooLarge],
  ["-99999999999999", SANDBOX_FUNDING_MSG.amountPositive],
  ["0", SANDBOX_FUNDING_MSG.amountPositive],
  ["10.123", SANDBOX_FUNDING_MSG.amountInvalid],
  ["abc", SANDBOX_FUNDING_MSG.amountInvalid],
])("amount %j: %s", async (amount, message) => {
  const c = await customerWithAccount(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sandbox/simulate-transfer",
    headers: bearer(c.token),
    payload: { amount },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.amount).toEqual([message]);
});
