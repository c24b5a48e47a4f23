import { eq } from "drizzle-orm";
import { PASSKEY_MSG, registrationOptionsResponse, requestOptionsResponse } from "../../lib/contracts/passkeys";
import { schedules } from "../db/schema";
import { assert, createPasskey, type CeremonyOptions, type SoftPasskey } from "../passkeys/soft-authenticator";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, rid } from "../purchases/test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A schedule approved with a passkey instead of the PIN (issue 18): the assertion answers a
 * challenge issued for this customer, the creation's request_id and one run's amount, and is spent
 * by the creation it approves; anything else is a 403 that saves nothing.
 */

jest.setTimeout(60_000);

let t: TestApp;
let rp: CeremonyOptions;
beforeAll(async () => {
  t = await createTestApp();
  const web = new URL(t.config.WEB_PUBLIC_URL);
  rp = { origin: web.origin, rpId: web.hostname };
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customer>> & { passkey: SoftPasskey };

async function withPasskey(): Promise<Customer> {
  const c = await customer(t, 1_000_000);
  const opts = await c.post("/api/passkeys/registration-options", {});
  const { passkey, response } = createPasskey(registrationOptionsResponse.parse(opts.body).options, rp);
  expect((await c.post("/api/passkeys", { name: "Phone", response })).status).toBe(200);
  return { ...c, passkey };
}

async function approval(c: Customer, requestId: string, amount: number) {
  const res = await c.post("/api/passkeys/approval-options", { request_id: requestId, amount });
  expect(res.status).toBe(200);
  return assert(c.passkey, requestOptionsResponse.parse(res.body).options.challenge, rp);
}

/** ₦100 of MTN airtime every day from tomorrow, approved by `passkey` (no PIN). */
const schedule = (requestId: string, passkey: unknown) => ({
  service: "airtime",
  purchase: { network: "mtn", phone: N.success, amount: 100 },
  frequency: "daily",
  start_at: new Date(Date.now() + 86_400_000 + 3_600_000).toISOString().slice(0, 16),
  request_id: requestId,
  passkey,
});

const schedulesOf = (c: Customer) => t.app.ctx.db.select().from(schedules).where(eq(schedules.userId, c.userId));

test("a schedule approved with a passkey for its request_id and one run's amount is made, without the PIN", async () => {
  const c = await withPasskey();
  const id = rid("SCHEDULE_");
  const res = await c.post("/api/schedules", schedule(id, await approval(c, id, 100)));
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ service: "airtime", amount: 100, frequency: "daily", status: "active" });
  expect(await schedulesOf(c)).toHaveLength(1);
  expect(await c.balance()).toBe(1_000_000); // nothing is paid until a run
});

test("an assertion for another request_id, another amount, or already spent is refused and nothing is saved", async () => {
  const c = await withPasskey();

  const id = rid("SCHEDULE_");
  const forOther = await c.post("/api/schedules", schedule(id, await approval(c, rid("SCHEDULE_"), 100)));
  expect(forOther.status).toBe(403);
  expect(forOther.body.message).toBe(PASSKEY_MSG.refused);

  const lessMoney = rid("SCHEDULE_");
  const forLess = await c.post("/api/schedules", schedule(lessMoney, await approval(c, lessMoney, 50)));
  expect(forLess.status).toBe(403);
  expect(forLess.body.message).toBe(PASSKEY_MSG.refused);
  expect(await schedulesOf(c)).toEqual([]);

  const first = rid("SCHEDULE_");
  const spent = await approval(c, first, 100);
  expect((await c.post("/api/schedules", schedule(first, spent))).status).toBe(201);
  const replayed = await c.post("/api/schedules", schedule(rid("SCHEDULE_"), spent));
  expect(replayed.status).toBe(403);
  expect(await schedulesOf(c)).toHaveLength(1);
  expect(await c.balance()).toBe(1_000_000);
});

test("another customer's passkey cannot approve a schedule", async () => {
  const owner = await withPasskey();
  const thief = await withPasskey();
  const id = rid("SCHEDULE_");
  const res = await owner.post("/api/schedules", schedule(id, await approval(thief, id, 100)));
  expect(res.status).toBe(403);
  expect(await schedulesOf(owner)).toEqual([]);
});
