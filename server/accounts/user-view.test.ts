import { userSchema } from "../../lib/contracts/user";
import { createTestApp, type TestApp } from "../test/test-app";
import { walletSummary } from "../wallet/wallet-summary";
import { loggedInUser } from "./account-test-kit";

jest.mock("../wallet/wallet-summary", () => ({ walletSummary: jest.fn() }));
const summary = walletSummary as jest.MockedFunction<typeof walletSummary>;

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("GET /api/user turns the wallet's kobo into naira and keeps kobo alongside", async () => {
  summary.mockResolvedValue({
    balanceKobo: 1_234_567,
    amountSpentKobo: 50_005,
    cashbackKobo: 199,
    account: {
      account_number: "5000012345",
      bank_name: "Wema Bank",
      account_name: "Naira Wallet/Ada Obi",
      virtual_account_status: "active",
      virtual_account_reason: null,
      virtual_account_failure: null,
      virtual_account_retry_at: null,
    },
  });
  const u = await loggedInUser(t);
  const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${u.token}` } });
  expect(res.statusCode).toBe(200);
  const data = userSchema.strict().parse(res.json().data);
  expect(data).toMatchObject({
    balance: 12345.67,
    wallet_balance: 12345.67,
    balance_kobo: 1_234_567,
    amount_spent: 500.05,
    cashback_total: 1.99,
    account_number: "5000012345",
    bank_name: "Wema Bank",
    account_name: "Naira Wallet/Ada Obi",
    virtual_account_status: "active",
    kyc_status: "not_submitted",
  });
  expect(summary).toHaveBeenCalledWith(expect.anything(), u.id);
});
