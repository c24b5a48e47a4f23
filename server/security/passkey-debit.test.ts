import { PASSKEY_MSG } from "../../lib/contracts/passkeys";
import { customerWithPasskey, passkeyApproval } from "../passkeys/passkey-test-kit";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { rid } from "../purchases/test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A purchase approved with a passkey instead of the PIN (issue 17): the assertion answers a
 * challenge issued for this customer, request_id and amount, and is spent by the purchase it
 * approves; anything else is a 403 that moves no money.
 */

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const airtime = (requestId: string, amount: number, passkey: unknown) => ({
  network: "mtn",
  phone: N.success,
  amount,
  request_id: requestId,
  pin: undefined,
  passkey,
});

test("a purchase approved with a passkey for its request_id and amount is paid once, without the PIN", async () => {
  const c = await customerWithPasskey(t, 100_000_00);
  const before = await c.balance();
  const id = rid();
  const res = await c.post("/api/pay/airtime", airtime(id, 150, await passkeyApproval(t, c, id, 150)));
  expect(res.status).toBe(200);
  expect(res.body.status).toBe("success");
  const after = await c.balance();
  expect(after).toBeLessThan(before); // ₦150 debited, less the cashback credited
  // The same request again is the same purchase (no approval needed), never a second debit.
  const again = await c.post("/api/pay/airtime", airtime(id, 150, undefined));
  expect(again.body).toMatchObject({ status: "success" });
  expect(again.body.transaction.id).toBe(res.body.transaction.id);
  expect(await c.balance()).toBe(after);
});

test("an approval spent, for another purchase, or for another amount is refused with nothing debited", async () => {
  const c = await customerWithPasskey(t, 100_000_00);
  const first = rid();
  const assertion = await passkeyApproval(t, c, first, 100);
  expect((await c.post("/api/pay/airtime", airtime(first, 100, assertion))).status).toBe(200);
  const before = await c.balance();

  const replayed = await c.post("/api/pay/airtime", airtime(rid(), 100, assertion));
  expect(replayed.status).toBe(403);
  expect(replayed.body.message).toBe(PASSKEY_MSG.refused);

  const other = rid();
  const forOther = await c.post("/api/pay/airtime", airtime(rid(), 100, await passkeyApproval(t, c, other, 100)));
  expect(forOther.status).toBe(403);

  const id = rid();
  const moreMoney = await c.post("/api/pay/airtime", airtime(id, 5000, await passkeyApproval(t, c, id, 100)));
  expect(moreMoney.status).toBe(403);

  expect(await c.balance()).toBe(before);
  expect((await c.history()).filter((r) => r.type === "purchase")).toHaveLength(1);
});

test("another customer's passkey cannot approve a purchase", async () => {
  const owner = await customerWithPasskey(t, 100_000_00);
  const thief = await customerWithPasskey(t, 100_000_00);
  const id = rid();
  const res = await owner.post("/api/pay/airtime", airtime(id, 100, await passkeyApproval(t, thief, id, 100)));
  expect(res.status).toBe(403);
  expect((await owner.history()).filter((r) => r.type === "purchase")).toHaveLength(0);
});
