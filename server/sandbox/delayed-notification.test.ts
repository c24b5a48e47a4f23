import { createTestApp, type TestApp } from "../test/test-app";
import { bearer } from "../test/fixtures";
import { balance, customerWithAccount, eventsFor } from "../claims/claims-test-kit";
import { SANDBOX_FUNDING_MSG } from "./funding-routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload });

test("'Bank delays the notification': the transfer exists at Monnify, no webhook comes until it is released", async () => {
  const c = await customerWithAccount(t);
  const res = await post(c.token, "/api/sandbox/simulate-transfer", { amount: "700", delay_notification: true });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(SANDBOX_FUNDING_MSG.delayed);
  const ref: string = res.json().transaction_reference;
  expect(await eventsFor(t, ref)).toHaveLength(0);
  expect(await balance(t, c.userId)).toBe(0);

  const released = await post(c.token, "/api/sandbox/release-notification", { transaction_reference: ref });
  expect(released.json()).toEqual({ message: SANDBOX_FUNDING_MSG.released, webhook_status: 200 });
  expect(await balance(t, c.userId)).toBe(70_000);
  const again = await post(c.token, "/api/sandbox/release-notification", { transaction_reference: ref });
  expect(again.statusCode).toBe(200);
  expect(await balance(t, c.userId)).toBe(70_000);
});

test("a customer cannot release another customer's transfer (404), nor a made-up one", async () => {
  const owner = await customerWithAccount(t);
  const other = await customerWithAccount(t);
  const ref: string = (
    await post(owner.token, "/api/sandbox/simulate-transfer", { amount: "5", delay_notification: true })
  ).json().transaction_reference;
  const foreign = await post(other.token, "/api/sandbox/release-notification", { transaction_reference: ref });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ message: SANDBOX_FUNDING_MSG.transferMissing });
  expect(await eventsFor(t, ref)).toHaveLength(0);
  const madeUp = await post(other.token, "/api/sandbox/release-notification", { transaction_reference: "MNFY|99|X" });
  expect(madeUp.statusCode).toBe(404);
  const empty = await post(other.token, "/api/sandbox/release-notification", { transaction_reference: " " });
  expect(empty.statusCode).toBe(422);
});

test("without the switch the transfer is credited by its webhook at once", async () => {
  const c = await customerWithAccount(t);
  const res = await post(c.token, "/api/sandbox/simulate-transfer", { amount: "12" });
  expect(res.json().message).toBe(SANDBOX_FUNDING_MSG.simulated);
  expect(await balance(t, c.userId)).toBe(1_200);
});
