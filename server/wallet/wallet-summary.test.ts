import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/test-app";
import { createUser, fundWallet } from "../test/fixtures";
import { recordTransaction } from "./transactions-repo";
import { walletSummary } from "./wallet-summary";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("a new customer has nothing and no virtual account", async () => {
  const { userId } = await createUser(t);
  expect(await walletSummary(t.app.ctx, userId)).toEqual({
    balanceKobo: 0,
    amountSpentKobo: 0,
    cashbackKobo: 0,
    account: {
      account_number: null,
      bank_name: null,
      account_name: null,
      virtual_account_status: "none",
      virtual_account_reason: null,
      virtual_account_failure: null,
      virtual_account_retry_at: null,
    },
  });
});

test("balance from the ledger, spend from live purchases, cashback from cashback rows, account from virtual_accounts", async () => {
  const { userId } = await createUser(t);
  const other = await createUser(t);
  await fundWallet(t, userId, 500_000);
  await fundWallet(t, other.userId, 900_000);
  const db = t.app.ctx.db;
  const purchase = (amountKobo: number, status: string, who = userId) =>
    recordTransaction(db, {
      userId: who,
      type: "purchase",
      service: "airtime",
      amountKobo,
      status,
      reference: `P-${Math.random()}`,
    });
  await purchase(10_000, "delivered");
  await purchase(20_000, "pending");
  await purchase(40_000, "failed");
  await purchase(80_000, "refunded");
  await purchase(160_000, "delivered", other.userId);
  await recordTransaction(db, {
    userId,
    type: "cashback",
    service: "airtime",
    amountKobo: 150,
    status: "successful",
    reference: `C-${Math.random()}`,
  });
  await recordTransaction(db, {
    userId,
    type: "refund",
    service: "airtime",
    amountKobo: 40_000,
    status: "successful",
    reference: `R-${Math.random()}`,
  });

  // A row opened before Monnify required a BVN/NIN, with none: the customer is asked, as with no row.
  await db.execute(
    sql`INSERT INTO virtual_accounts (user_id, account_reference, status) VALUES (${userId}, ${`ref-${userId}`}, 'pending')`,
  );
  expect(await walletSummary(t.app.ctx, userId)).toMatchObject({
    balanceKobo: 500_000,
    amountSpentKobo: 30_000,
    cashbackKobo: 150,
    account: { virtual_account_status: "none", account_number: null },
  });
  await db.execute(
    sql`UPDATE virtual_accounts SET status = 'active', account_number = '5000012345', bank_name = 'Wema Bank', account_name = 'NW - Test' WHERE user_id = ${userId}`,
  );
  expect((await walletSummary(t.app.ctx, userId)).account).toEqual({
    account_number: "5000012345",
    bank_name: "Wema Bank",
    account_name: "NW - Test",
    virtual_account_status: "active",
    virtual_account_reason: null,
    virtual_account_failure: null,
    virtual_account_retry_at: null,
  });
});
