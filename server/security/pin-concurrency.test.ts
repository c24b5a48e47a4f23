import { outbox } from "../accounts/account-test-kit";
import { PIN_LOCKED_SUBJECT } from "../mail/templates/pin-mails";
import { flushCallbacks } from "../purchases/test-helpers";
import { TEST_PIN } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { PIN_MAX_ATTEMPTS } from "../../lib/contracts/pin";
import { airtimeBody, pinCustomer, pinRow } from "./pin-test-kit";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
(usingPostgres() ? describe : describe.skip)("transaction PIN tries at once (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await flushCallbacks(t);
    await t.close();
  });

  test("20 wrong PINs at once: exactly 4 answered 403, the rest 423, one lock and one mail", async () => {
    const c = await pinCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.post("/api/pay/airtime", airtimeBody({ pin: "9157" }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(PIN_MAX_ATTEMPTS - 1);
    expect(statuses.filter((s) => s === 423)).toHaveLength(20 - (PIN_MAX_ATTEMPTS - 1));
    const left = answers.filter((a) => a.status === 403).map((a) => a.body.message);
    expect(left.sort()).toEqual([1, 2, 3, 4].map((n) => `Incorrect PIN. ${n} attempt${n === 1 ? "" : "s"} left.`));
    const row = await pinRow(t, c.userId);
    expect(row.lockedUntil).not.toBeNull();
    expect(row.failedAttempts).toBe(0);
    await t.app.ctx.afterAnswer.settled();
    expect((await outbox(t, c.email)).filter((m) => m.subject === PIN_LOCKED_SUBJECT)).toHaveLength(1);
    expect(await c.balance()).toBe(1_000_000);
  });

  test("a right PIN among 19 wrong at once: judged in turn like them, never past the lock", async () => {
    const c = await pinCustomer(t);
    const pins = Array.from({ length: 20 }, (_, i) => (i === 10 ? TEST_PIN : "9157"));
    const answers = await Promise.all(pins.map((pin) => c.post("/api/pay/airtime", airtimeBody({ pin }))));
    const right = answers[10];
    const wrong = answers.filter((_, i) => i !== 10);
    const refused = wrong.filter((a) => a.status === 403).map((a) => a.body.message);
    // The right PIN judged after k wrong ones (k <= 4) starts the count again: 4 + k answers of 403.
    const k = refused.length - (PIN_MAX_ATTEMPTS - 1);
    if (right.status === 200) expect(k).toBeGreaterThanOrEqual(0);
    else expect([right.status, k]).toEqual([423, 0]);
    expect(k).toBeLessThanOrEqual(PIN_MAX_ATTEMPTS - 1);
    const expected = [1, 2, 3, 4, ...[4, 3, 2, 1].slice(0, k)].map(
      (n) => `Incorrect PIN. ${n} attempt${n === 1 ? "" : "s"} left.`,
    );
    expect(refused.sort()).toEqual(expected.sort());
    expect(wrong.filter((a) => a.status === 423)).toHaveLength(19 - refused.length);
    expect((await pinRow(t, c.userId)).lockedUntil).not.toBeNull();
    await t.app.ctx.afterAnswer.settled();
    expect((await outbox(t, c.email)).filter((m) => m.subject === PIN_LOCKED_SUBJECT)).toHaveLength(1);
    expect((await c.balance()) < 1_000_000).toBe(right.status === 200); // only the right PIN paid
  });
});
