import { eq } from "drizzle-orm";
import { PASSKEY_MSG } from "../../lib/contracts/passkeys";
import { schedules } from "../db/schema";
import { customerWithPasskey, passkeyApproval, type PasskeyCustomer } from "../passkeys/passkey-test-kit";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { rid } from "../purchases/test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A schedule approved with a passkey instead of the PIN (issue 18): the assertion answers a
 * challenge issued for this customer, the creation's request_id and one run's amount, and is spent
 * by the creation it approves; anything else is a 403 that saves nothing.
 */

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** ₦100 of MTN airtime every day from tomorrow, approved by `passkey` (no PIN). */
const schedule = (requestId: string, passkey: unknown) => ({
  service: "airtime",
  purchase: { network: "mtn", phone: N.success, amount: 100 },
  frequency: "daily",
  start_at: new Date(Date.now() + 86_400_000 + 3_600_000).toISOString().slice(0, 16),
  request_id: requestId,
  passkey,
});

const schedulesOf = (c: PasskeyCustomer) => t.app.ctx.db.select().from(schedules).where(eq(schedules.userId, c.userId));

test("a schedule approved with a passkey for its request_id and one run's amount is made, without the PIN", async () => {
  const c = await customerWithPasskey(t, 1_000_000);
  const id = rid("SCHEDULE_");
  const res = await c.post("/api/schedules", schedule(id, await passkeyApproval(t, c, id, 100)));
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ service: "airtime", amount: 100, frequency: "daily", status: "active" });
  expect(await schedulesOf(c)).toHaveLength(1);
  expect(await c.balance()).toBe(1_000_000); // nothing is paid until a run
});

test("an assertion for another request_id, another amount, or already spent is refused and nothing is saved", async () => {
  const c = await customerWithPasskey(t, 1_000_000);

  const id = rid("SCHEDULE_");
  const forOther = await c.post("/api/schedules", schedule(id, await passkeyApproval(t, c, rid("SCHEDULE_"), 100)));
  expect(forOther.status).toBe(403);
  expect(forOther.body.message).toBe(PASSKEY_MSG.refused);

  const lessMoney = rid("SCHEDULE_");
  const forLess = await c.post("/api/schedules", schedule(lessMoney, await passkeyApproval(t, c, lessMoney, 50)));
  expect(forLess.status).toBe(403);
  expect(forLess.body.message).toBe(PASSKEY_MSG.refused);
  expect(await schedulesOf(c)).toEqual([]);

  const first = rid("SCHEDULE_");
  const spent = await passkeyApproval(t, c, first, 100);
  expect((await c.post("/api/schedules", schedule(first, spent))).status).toBe(201);
  const replayed = await c.post("/api/schedules", schedule(rid("SCHEDULE_"), spent));
  expect(replayed.status).toBe(403);
  expect(await schedulesOf(c)).toHaveLength(1);
  expect(await c.balance()).toBe(1_000_000);
});

test("another customer's passkey cannot approve a schedule", async () => {
  const owner = await customerWithPasskey(t, 1_000_000);
  const thief = await customerWithPasskey(t, 1_000_000);
  const id = rid("SCHEDULE_");
  const res = await owner.post("/api/schedules", schedule(id, await passkeyApproval(t, thief, id, 100)));
  expect(res.status).toBe(403);
  expect(await schedulesOf(owner)).toEqual([]);
});

test("a new amount approved with a passkey for it is kept; one asked for the old amount is refused", async () => {
  const c = await customerWithPasskey(t, 1_000_000);
  const id = rid("SCHEDULE_");
  const made = (await c.post("/api/schedules", schedule(id, await passkeyApproval(t, c, id, 100)))).body.data;
  const change = (requestId: string, passkey: unknown) =>
    c.put(`/api/schedules/${made.id}`, { amount: 5_000, request_id: requestId, passkey });

  const forOld = rid("EDIT_");
  const refused = await change(forOld, await passkeyApproval(t, c, forOld, 100));
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(PASSKEY_MSG.refused);
  expect((await schedulesOf(c))[0].amountKobo).toBe(10_000);

  const forNew = rid("EDIT_");
  const kept = await change(forNew, await passkeyApproval(t, c, forNew, 5_000));
  expect(kept.status).toBe(200);
  expect(kept.body.data.amount).toBe(5_000);
  expect((await schedulesOf(c))[0].amountKobo).toBe(500_000);
});
