import { and, eq } from "drizzle-orm";
import {
  adminAuditLog,
  mailOutbox,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
  scheduleRuns,
  schedules,
  transactions,
} from "../db/schema";
import { ENDED_SCHEDULES_SHOWN, MAX_LIVE_SCHEDULES, SCHEDULE_MSG } from "../../lib/contracts/schedules";
import { PIN_MSG } from "../../lib/contracts/pin";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { deliverNotifications } from "../notifications/deliver-job";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { bearer, createUser, TEST_PIN } from "../test/fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { CLAIM_TIMEOUT_MS, claimDue, runRequestId, runSchedules } from "./runs";
import { payScheduled } from "./scheduled-purchase";

jest.setTimeout(120_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A moment as the date-time input gives it: Lagos wall-clock "YYYY-MM-DDTHH:mm". */
const lagosLocal = (d: Date) => new Date(d.getTime() + HOUR).toISOString().slice(0, 16);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
  t.freezeClock(true);
});
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

type Customer = Awaited<ReturnType<typeof customer>>;
const call = async (c: { token: string }, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(c.token), payload: payload as never });
  return { status: res.statusCode, body: res.json() };
};
const airtime = (amount: number | string = 100) => ({ network: "mtn", phone: N.success, amount });
/** A schedule body: airtime once, an hour and a minute from the test clock, with the PIN. */
const body = (extra: Record<string, unknown> = {}) => ({
  service: "airtime",
  purchase: airtime(),
  frequency: "once",
  start_at: lagosLocal(new Date(t.app.ctx.now().getTime() + HOUR + 60_000)),
  request_id: rid("SCHEDULE_"),
  pin: TEST_PIN,
  ...extra,
});
const create = (c: Customer, extra: Record<string, unknown> = {}) => call(c, "POST", "/api/schedules", body(extra));
const runsOf = (scheduleId: string) =>
  t.app.ctx.db.select().from(scheduleRuns).where(eq(scheduleRuns.scheduleId, scheduleId));
const purchasesOf = (c: Customer) =>
  t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, c.userId), eq(transactions.type, "purchase")));
/** The customer's schedule notifications in the bell (newest first): [title, body]. */
const scheduleNotifications = async (c: Customer) =>
  (
    (await call(c, "GET", "/api/notifications?per_page=50")).body.data as {
      type: string;
      title: string;
      body: string;
    }[]
  )
    .filter((n) => n.type.startsWith("schedule_"))
    .map((n) => [n.title, n.body]);
const scheduleCount = async (c: Customer) =>
  (await t.app.ctx.db.select().from(schedules).where(eq(schedules.userId, c.userId))).length;

describe("creating a schedule", () => {
  test("once at a future time: saved with its next run; the same request_id again is the same schedule", async () => {
    const c = await customer(t, 1_000_000);
    const b = body();
    const res = await call(c, "POST", "/api/schedules", b);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      service: "airtime",
      label: "MTN airtime for 08011111111",
      amount: 100,
      frequency: "once",
      status: "active",
      runs_count: 0,
    });
    expect(lagosLocal(new Date(res.body.data.next_run_at))).toBe(b.start_at);
    const again = await call(c, "POST", "/api/schedules", b);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(res.body.data.id);
    expect((await call(c, "GET", "/api/schedules")).body.data).toHaveLength(1);
    expect(await c.balance()).toBe(1_000_000);
  });

  test("the same request_id with another schedule is 409, never the earlier schedule answered as the one asked for", async () => {
    const c = await customer(t, 1_000_000);
    const b = body();
    const first = await call(c, "POST", "/api/schedules", b);
    expect(first.status).toBe(201);
    for (const other of [
      { ...b, purchase: { ...b.purchase, amount: 900 } },
      { ...b, purchase: { ...b.purchase, phone: "08022222222" } },
      { ...b, frequency: "weekly" },
      { ...b, start_at: lagosLocal(new Date(t.app.ctx.now().getTime() + 3 * DAY)) },
      { ...b, service: "electricity" },
    ]) {
      const res = await call(c, "POST", "/api/schedules", other);
      expect([res.status, res.body.message]).toEqual([409, SCHEDULE_MSG.requestIdReused]);
    }
    // The same body again (its keys in another order) is still the retry it was.
    const again = await call(c, "POST", "/api/schedules", Object.fromEntries(Object.entries(b).reverse()));
    expect([again.status, again.body.data.id]).toEqual([200, first.body.data.id]);
    expect(await scheduleCount(c)).toBe(1);
  });

  test("a retry is compared as the stored purchase reads back: its keys, nested ones too, in any order", async () => {
    const c = await customer(t, 1_000_000);
    const b = body();
    const extra = { tags: [{ zone: "home", about: "mum" }], meta: { z: 1, a: [2, 1] } };
    const first = await call(c, "POST", "/api/schedules", { ...b, purchase: { ...b.purchase, ...extra } });
    expect(first.status).toBe(201);
    const reordered = {
      ...b,
      purchase: Object.fromEntries(
        Object.entries({ ...b.purchase, tags: [{ about: "mum", zone: "home" }], meta: { a: [2, 1], z: 1 } }).reverse(),
      ),
    };
    const again = await call(c, "POST", "/api/schedules", reordered);
    expect([again.status, again.body.data?.id]).toEqual([200, first.body.data.id]);
    const changed = { ...b, purchase: { ...b.purchase, ...extra, meta: { z: 1, a: [1, 2] } } };
    expect((await call(c, "POST", "/api/schedules", changed)).status).toBe(409);
  });

  test.each([
    [
      "a start in the past",
      { start_at: lagosLocal(new Date(Date.now() - HOUR)) },
      "start_at",
      "The date and time must be in the future.",
    ],
    [
      "a start in year 9999",
      { start_at: "9999-12-31T10:00" },
      "start_at",
      "The first purchase must be within 365 days.",
    ],
    [
      "a start that is not a date",
      { start_at: "tomorrow" },
      "start_at",
      "Choose the date and time of the first purchase.",
    ],
    [
      "monthly day 0",
      { frequency: "monthly", day_of_month: 0 },
      "day_of_month",
      "Day of month must be between 1 and 31.",
    ],
    [
      "monthly day 32",
      { frequency: "monthly", day_of_month: 32 },
      "day_of_month",
      "Day of month must be between 1 and 31.",
    ],
    [
      "a day of month on a weekly schedule",
      { frequency: "weekly", day_of_month: 5 },
      "day_of_month",
      "Only a monthly schedule has a day of the month.",
    ],
    ["an unknown frequency", { frequency: "hourly" }, "frequency", "Choose how often: once, daily, weekly or monthly."],
    [
      "an end date and a count",
      { frequency: "daily", end_date: "2099-01-01", count: 3 },
      "end_date",
      "Choose an end date or a number of purchases, not both.",
    ],
    [
      "a count of 0",
      { frequency: "daily", count: 0 },
      "count",
      "The number of purchases must be a whole number from 1 to 500.",
    ],
    [
      "an end before the start",
      { frequency: "daily", end_date: "2020-01-01" },
      "end_date",
      "The end date must be on or after the first purchase.",
    ],
    ["airtime under ₦50", { purchase: airtime(10) }, "amount", "Amount must be at least ₦50."],
    ["an amount that is not money", { purchase: airtime("12.345") }, "amount", "Valid amount is required."],
    [
      "a phone that is not Nigerian",
      { purchase: { ...airtime(), phone: "12345" } },
      "phone",
      "Phone number must be 11 digits.",
    ],
    ["an unknown service", { service: "lottery" }, "service", "Choose the service to buy."],
  ])("%s is refused with its message and nothing is saved", async (_name, extra, field, message) => {
    const c = await customer(t, 1_000_000);
    const res = await create(c, extra);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await scheduleCount(c)).toBe(0);
  });

  test("the PIN is asked once, at creation: a wrong one saves nothing", async () => {
    const c = await customer(t, 1_000_000);
    const wrong = await create(c, { pin: "1111" }); // TEST_PIN is 4826
    expect(wrong.status).toBe(403);
    const none = await create(c, { pin: undefined });
    expect([403, 422]).toContain(none.status);
    expect(await scheduleCount(c)).toBe(0);
  });

  test("a data plan is priced by the catalogue: a wrong amount is refused", async () => {
    const c = await customer(t, 1_000_000);
    const res = await create(c, {
      service: "data",
      purchase: { network_id: "mtn", variation_id: "mtn-10mb-100", amount: 1, phone: N.success },
    });
    expect(res.status).toBe(422);
    expect(await scheduleCount(c)).toBe(0);
  });

  test(`at most ${MAX_LIVE_SCHEDULES} active or paused schedules: the next is 409 and saves nothing; a cancelled one frees its place`, async () => {
    const c = await customer(t, 1_000_000);
    const first = await create(c);
    expect(first.status).toBe(201);
    const [made] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, first.body.data.id));
    const { id: _id, ...copy } = made;
    // The rest up to the limit, half of them paused (paused ones can be resumed: they count).
    await t.app.ctx.db.insert(schedules).values(
      Array.from({ length: MAX_LIVE_SCHEDULES - 1 }, (_, i) => ({
        ...copy,
        creationRequestId: rid("SCHEDULE_"),
        status: i % 2 === 0 ? ("paused" as const) : ("active" as const),
      })),
    );
    const refused = await create(c);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCHEDULE_MSG.tooMany);
    expect(await scheduleCount(c)).toBe(MAX_LIVE_SCHEDULES);
    expect((await call(c, "POST", `/api/schedules/${first.body.data.id}/cancel`, {})).status).toBe(200);
    expect((await create(c)).status).toBe(201);
    expect(await scheduleCount(c)).toBe(MAX_LIVE_SCHEDULES + 1);
  });

  test(`the list shows every live schedule and the latest ${ENDED_SCHEDULES_SHOWN} ended ones, newest first`, async () => {
    const c = await customer(t, 1_000_000);
    const first = await create(c);
    const [made] = await t.app.ctx.db.select().from(schedules).where(eq(schedules.id, first.body.data.id));
    const { id: _id, ...copy } = made;
    const at = (minutes: number) => new Date(made.createdAt.getTime() + minutes * 60_000);
    // 80 ended ones made after the first (live) one, cancelled and completed in turn.
    await t.app.ctx.db.insert(schedules).values(
      Array.from({ length: 80 }, (_, i) => ({
        ...copy,
        creationRequestId: rid("SCHEDULE_"),
        status: i % 2 === 0 ? ("cancelled" as const) : ("completed" as const),
        createdAt: at(i + 1),
      })),
    );
    const listed = (await call(c, "GET", "/api/schedules")).body.data as {
      id: string;
      status: string;
      created_at: string;
    }[];
    expect(listed).toHaveLength(1 + ENDED_SCHEDULES_SHOWN);
    expect(listed.filter((s) => s.status === "active").map((s) => s.id)).toEqual([first.body.data.id]);
    const times = listed.map((s) => Date.parse(s.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The ended ones shown are the newest.
    expect(Math.min(...times.slice(0, ENDED_SCHEDULES_SHOWN))).toBe(at(80 - ENDED_SCHEDULES_SHOWN + 1).getTime());
  });
});

describe("the job", () => {
  test("runs a due occurrence once through the purchase engine, with the request_id of schedule + occurrence", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c)).body.data;
    await runSchedules(t.app.ctx);
    expect(await runsOf(s.id)).toHaveLength(0);
    t.advance(HOUR + 2 * 60_000);
    await runSchedules(t.app.ctx);
    await runSchedules(t.app.ctx);
    const runs = await runsOf(s.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ kind: "run", outcome: "done", amountKobo: 10_000 });
    expect(runs[0].requestId).toBe(runRequestId(s.id, new Date(s.next_run_at)));
    expect(runs[0].notice).toMatch(/paid/);
    const bought = await purchasesOf(c);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ id: runs[0].transactionId, requestId: runs[0].requestId, status: "delivered" });
    const detail = (await call(c, "GET", `/api/schedules/${s.id}`)).body;
    expect(detail.data).toMatchObject({ status: "completed", runs_count: 1, next_run_at: null });
    expect(detail.runs[0]).toMatchObject({ outcome: "done", transaction_id: bought[0].id, amount: 100 });
    expect(await scheduleNotifications(c)).toEqual([["Scheduled purchase done", runs[0].notice]]);
  });

  test("a schedule saved with VTpass's own labels takes the customer's names at its next run", async () => {
    const c = await customer(t, 1_000_000);
    const s = (
      await create(c, {
        service: "data",
        purchase: { network_id: "mtn", variation_id: "mtn-10mb-100", amount: 100, phone: N.success },
      })
    ).body.data;
    expect(s.label).toBe(`MTN 100 MB, 24 hours for ${N.success}`);
    // As schedules were saved before the product's display names.
    const raw = `Network mtn N100 100MB - 24 hrs for ${N.success}`;
    await t.app.ctx.db.update(schedules).set({ label: raw }).where(eq(schedules.id, s.id));
    expect((await call(c, "GET", `/api/schedules/${s.id}`)).body.data.label).toBe(raw);
    t.advance(HOUR + 2 * 60_000);
    await runSchedules(t.app.ctx);
    const [run] = await runsOf(s.id);
    expect(run).toMatchObject({ outcome: "done", message: `${s.label}: ₦100.00 paid.` });
    expect((await call(c, "GET", `/api/schedules/${s.id}`)).body.data.label).toBe(s.label);
  });

  test("a daily schedule with a count runs that many times, one a day", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c, { frequency: "daily", count: 2 })).body.data;
    for (let i = 0; i < 4; i++) {
      t.advance(DAY);
      await runSchedules(t.app.ctx);
    }
    expect((await runsOf(s.id)).filter((r) => r.kind === "run" && r.outcome === "done")).toHaveLength(2);
    expect(await purchasesOf(c)).toHaveLength(2);
    expect((await call(c, "GET", `/api/schedules/${s.id}`)).body.data.status).toBe("completed");
  });

  test("short of money: reminded once a day ahead, skipped (no debit, no retry loop), paused after three in a row", async () => {
    const c = await customer(t, 5_000); // ₦50
    const s = (
      await create(c, { frequency: "daily", start_at: lagosLocal(new Date(t.app.ctx.now().getTime() + 2 * DAY)) })
    ).body.data;
    await runSchedules(t.app.ctx);
    expect(await runsOf(s.id)).toHaveLength(0); // more than a day away
    t.advance(DAY + HOUR);
    await runSchedules(t.app.ctx);
    await runSchedules(t.app.ctx);
    const reminders = (await runsOf(s.id)).filter((r) => r.kind === "reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].outcome).toBe("reminded");
    expect(reminders[0].notice).toMatch(/₦100\.00 is due within 24 hours and your balance is ₦50\.00/);

    for (let i = 0; i < 3; i++) {
      t.advance(DAY);
      await runSchedules(t.app.ctx);
      await runSchedules(t.app.ctx);
    }
    const runs = (await runsOf(s.id)).filter((r) => r.kind === "run");
    expect(runs.map((r) => r.outcome)).toEqual(["skipped", "skipped", "skipped"]);
    expect(runs.every((r) => r.transactionId === null && r.message?.includes("Not enough balance"))).toBe(true);
    expect(await purchasesOf(c)).toHaveLength(0);
    expect(await c.balance()).toBe(5_000);
    const after = (await call(c, "GET", `/api/schedules/${s.id}`)).body.data;
    expect(after).toMatchObject({ status: "paused", skips_in_a_row: 3 });
    expect(after.pause_reason).toMatch(/3 purchases in a row/);
    const told = await scheduleNotifications(c);
    // Each short occurrence is reminded a day ahead, then skipped; the third skip pauses.
    expect(told.map(([title]) => title).sort()).toEqual([
      "Scheduled purchase paused",
      "Scheduled purchase skipped",
      "Scheduled purchase skipped",
      "Top up for your scheduled purchase",
      "Top up for your scheduled purchase",
      "Top up for your scheduled purchase",
    ]);
    expect(told.find(([title]) => title === "Scheduled purchase paused")![1]).toMatch(/3 purchases in a row/);
    t.advance(3 * DAY);
    await runSchedules(t.app.ctx);
    expect((await runsOf(s.id)).filter((r) => r.kind === "run")).toHaveLength(3);
  });

  test("a paused schedule does not run; resumed, it goes on from the next occurrence to come", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c, { frequency: "daily" })).body.data;
    expect((await call(c, "POST", `/api/schedules/${s.id}/pause`)).body.data.status).toBe("paused");
    t.advance(3 * DAY);
    await runSchedules(t.app.ctx);
    expect(await runsOf(s.id)).toHaveLength(0);
    const resumed = (await call(c, "POST", `/api/schedules/${s.id}/resume`)).body.data;
    expect(resumed.status).toBe("active");
    expect(new Date(resumed.next_run_at).getTime()).toBeGreaterThan(t.app.ctx.now().getTime());
    await runSchedules(t.app.ctx);
    expect(await runsOf(s.id)).toHaveLength(0);
    t.advance(DAY);
    await runSchedules(t.app.ctx);
    expect((await runsOf(s.id)).map((r) => r.outcome)).toEqual(["done"]);
    expect((await call(c, "POST", `/api/schedules/${s.id}/resume`)).status).toBe(409);
  });

  /** A change of a schedule's amount, approved with the PIN unless `extra` says otherwise. */
  const edit = (c: Customer, id: string, amount: unknown, extra: Record<string, unknown> = {}) =>
    call(c, "PUT", `/api/schedules/${id}`, { amount, request_id: rid("EDIT_"), pin: TEST_PIN, ...extra });

  test("edit amount (airtime): the next run pays it; a plan's amount cannot be edited; a cancelled schedule never runs", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c, { frequency: "weekly" })).body.data;
    const bad = await edit(c, s.id, 10);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.amount).toEqual(["Amount must be at least ₦50."]);
    for (const amount of [0.001, 1e9, "abc", null, true]) {
      const refused = await edit(c, s.id, amount);
      expect([amount, refused.status, refused.body.errors.amount]).toEqual([
        amount,
        422,
        [PURCHASE_MSG.amountRequired],
      ]);
    }
    const ok = await edit(c, s.id, "250.50");
    expect(ok.body.data.amount).toBe(250.5);
    t.advance(HOUR + 2 * 60_000);
    await runSchedules(t.app.ctx);
    expect((await purchasesOf(c)).map((p) => p.amount)).toEqual([25_050]);
    expect((await call(c, "POST", `/api/schedules/${s.id}/cancel`)).body.data).toMatchObject({
      status: "cancelled",
      next_run_at: null,
    });
    t.advance(8 * DAY);
    await runSchedules(t.app.ctx);
    expect(await purchasesOf(c)).toHaveLength(1);
    expect((await edit(c, s.id, 100)).status).toBe(409);
  });

  test("a new amount needs the PIN: without it, or with a wrong one, nothing changes and the runs pay what was approved", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c, { frequency: "weekly" })).body.data;
    const noPin = await edit(c, s.id, 9_000, { pin: undefined });
    expect(noPin.status).toBe(422);
    expect(noPin.body.errors.pin).toEqual([PIN_MSG.required]);
    const wrongPin = await edit(c, s.id, 9_000, { pin: "1234" });
    expect(wrongPin.status).toBe(403);
    const noId = await edit(c, s.id, 9_000, { request_id: undefined });
    expect(noId.status).toBe(422);
    expect((await call(c, "GET", `/api/schedules/${s.id}`)).body.data.amount).toBe(100);
    t.advance(HOUR + 2 * 60_000);
    await runSchedules(t.app.ctx);
    expect((await purchasesOf(c)).map((p) => p.amount)).toEqual([10_000]);
  });

  test("a runner that paid and died before recording the outcome: the run is taken on again and pays nothing twice", async () => {
    const c = await customer(t, 1_000_000);
    const s = (await create(c)).body.data;
    t.advance(HOUR + 2 * 60_000);
    const [claimed] = await claimDue(t.app.ctx, t.app.ctx.now());
    expect(claimed.schedule.id).toBe(s.id);
    // The "dead" runner paid, then stopped before settling the run.
    await payScheduled(t.app.ctx, c.userId, "airtime", claimed.schedule.purchase, claimed.run.requestId!);
    await runSchedules(t.app.ctx);
    expect((await runsOf(s.id))[0].outcome).toBe("running"); // not abandoned yet
    t.advance(CLAIM_TIMEOUT_MS + 1000);
    await runSchedules(t.app.ctx);
    const [run] = await runsOf(s.id);
    const bought = await purchasesOf(c);
    expect(bought).toHaveLength(1);
    expect(run).toMatchObject({ outcome: "done", transactionId: bought[0].id });
  });
});

describe("the customer's notices", () => {
  const mailsTo = (email: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** Each of the customer's notifications as [type, title, its delivery channels], oldest first. */
  const deliveriesOf = async (c: Customer) => {
    const rows = await t.app.ctx.db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        inApp: notifications.inApp,
        channel: notificationDeliveries.channel,
      })
      .from(notifications)
      .leftJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
      .where(eq(notifications.userId, c.userId))
      .orderBy(notifications.createdAt, notifications.type, notificationDeliveries.channel);
    const byId = new Map<string, [string, string, string[]]>();
    for (const r of rows) {
      const n = byId.get(r.id) ?? [r.type, r.title, r.inApp ? ["in_app"] : []];
      if (r.channel) n[2].push(r.channel);
      byId.set(r.id, n);
    }
    return [...byId.values()];
  };

  test("a paid run is emailed once, by its purchase with the receipt; its done notice goes to the bell and push only; a skip is emailed", async () => {
    const c = await customer(t, 1_000_000);
    const poor = await customer(t, 5_000); // ₦50: the ₦100 run is skipped
    await create(c, { frequency: "daily", count: 2 });
    await create(poor);
    t.advance(HOUR + 2 * 60_000);
    await runSchedules(t.app.ctx);
    expect(await deliveriesOf(c)).toEqual([
      ["purchase_delivered", "Airtime purchase delivered", ["in_app", "email"]],
      ["schedule_run", "Scheduled purchase done", ["in_app"]],
    ]);
    await deliverNotifications(t.app.ctx);
    const mails = await mailsTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual(["Airtime purchase delivered"]);
    expect(mails[0].attachments).toEqual([expect.objectContaining({ contentType: "application/pdf" })]);
    // The other run notices are the only word of them: emailed.
    expect((await mailsTo(poor.email)).map((m) => m.subject)).toEqual(["Scheduled purchase skipped"]);

    // With a device subscribed, the next run's done notice is pushed (and in the bell), still not emailed.
    await t.app.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: c.userId, endpoint: `https://push.example.com/${rid("SUB_")}`, p256dh: "key", auth: "auth" });
    t.advance(DAY);
    await runSchedules(t.app.ctx);
    expect((await deliveriesOf(c)).slice(2)).toEqual([
      ["purchase_delivered", "Airtime purchase delivered", ["in_app", "email", "push"]],
      ["schedule_run", "Scheduled purchase done", ["in_app", "push"]],
    ]);
    // Nothing is pushed from this suite: the made-up device and its pending pushes go.
    await t.app.ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, c.userId));
    await t.app.ctx.db
      .delete(notificationDeliveries)
      .where(and(eq(notificationDeliveries.channel, "push"), eq(notificationDeliveries.status, "pending")));
  });
});

describe("ownership", () => {
  test("another customer's schedule id answers 404 everywhere and is left unchanged", async () => {
    const alice = await customer(t, 1_000_000);
    const bob = await customer(t, 1_000_000);
    const s = (await create(alice)).body.data;
    for (const [method, path, payload] of [
      ["GET", "", undefined],
      ["PUT", "", { amount: 500, request_id: rid("EDIT_"), pin: TEST_PIN }],
      ["POST", "/pause", undefined],
      ["POST", "/resume", undefined],
      ["POST", "/cancel", undefined],
    ] as const) {
      const res = await call(bob, method, `/api/schedules/${s.id}${path}`, payload);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Schedule not found." });
    }
    expect((await call(bob, "GET", "/api/schedules")).body.data).toEqual([]);
    expect((await call(alice, "GET", `/api/schedules/${s.id}`)).body.data).toMatchObject({
      status: "active",
      amount: 100,
    });
    expect((await call(alice, "GET", "/api/schedules/not-a-uuid")).status).toBe(404);
  });
});

describe("TV auto-renew", () => {
  test("renews the same plan on the same smartcard monthly, the day before it would lapse; once per smartcard", async () => {
    const c = await customer(t, 5_000_000);
    const paid = await c.post("/api/paytv/purchase", {
      provider: "gotv",
      smartcard: N.smartcard,
      plan: "gotv-max",
      amount: 8500,
      phone: "08031234567",
      request_id: rid("PAYTV_"),
    });
    expect(paid.body.status).toBe("success");
    const [txn] = await purchasesOf(c);
    const res = await call(c, "POST", "/api/schedules/tv-renewal", {
      transaction_id: txn.id,
      request_id: rid("RENEW_"),
      pin: TEST_PIN,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: "tv_renewal", service: "cabletv", frequency: "monthly", amount: 8500 });
    const next = new Date(res.body.data.next_run_at);
    const bought = new Date(txn.createdAt.getTime() + HOUR); // Lagos wall clock
    const lapse = new Date(Date.UTC(bought.getUTCFullYear(), bought.getUTCMonth() + 1, bought.getUTCDate()));
    const expected =
      bought.getUTCDate() === 1
        ? new Date(Date.UTC(bought.getUTCFullYear(), bought.getUTCMonth() + 1, 0))
        : new Date(lapse.getTime() - DAY);
    expect(new Date(next.getTime() + HOUR).toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    const twice = await call(c, "POST", "/api/schedules/tv-renewal", {
      transaction_id: txn.id,
      request_id: rid("RENEW_"),
      pin: TEST_PIN,
    });
    expect(twice.status).toBe(409);
    t.advance(next.getTime() - t.app.ctx.now().getTime() + 1000);
    await runSchedules(t.app.ctx);
    const renewals = await purchasesOf(c);
    expect(renewals).toHaveLength(2);
    expect(renewals[1].details).toMatchObject({ smartcard_number: N.smartcard, variation_code: "gotv-max" });
  });

  test("only a delivered TV purchase renews; another customer's transaction is 404", async () => {
    const c = await customer(t, 1_000_000);
    await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id: rid() });
    const [airtimeTxn] = await purchasesOf(c);
    const notTv = await call(c, "POST", "/api/schedules/tv-renewal", {
      transaction_id: airtimeTxn.id,
      request_id: rid("RENEW_"),
      pin: TEST_PIN,
    });
    expect(notTv.status).toBe(422);
    const other = await customer(t, 0);
    const theirs = await call(other, "POST", "/api/schedules/tv-renewal", {
      transaction_id: airtimeTxn.id,
      request_id: rid("RENEW_"),
      pin: TEST_PIN,
    });
    expect(theirs.status).toBe(404);
  });
});

describe("admin", () => {
  test("sees counts, next runs and failures; pauses one with an audited reason", async () => {
    const admin = await createUser(t, { isAdmin: true });
    const c = await customer(t, 1_000_000);
    const s = (await create(c, { frequency: "daily" })).body.data;
    const view = await call(admin, "GET", "/api/admin/schedules");
    expect(view.status).toBe(200);
    expect(view.body.counts.active).toBeGreaterThanOrEqual(1);
    expect(view.body.next_runs.map((r: { id: string }) => r.id)).toContain(s.id);
    expect(view.body.recent_failures.length).toBeGreaterThanOrEqual(1); // the skipped runs above
    expect((await call(c, "GET", "/api/admin/schedules")).status).toBe(403);
    const noReason = await call(admin, "POST", `/api/admin/schedules/${s.id}/pause`, { reason: "" });
    expect(noReason.status).toBe(422);
    const paused = await call(admin, "POST", `/api/admin/schedules/${s.id}/pause`, {
      reason: "Suspected fraud on the line",
    });
    expect(paused.body.data).toMatchObject({ status: "paused", pause_reason: "Suspected fraud on the line" });
    const audit = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, s.id));
    expect(audit).toMatchObject([
      { action: "schedule.pause", targetType: "schedule", after: { reason: "Suspected fraud on the line" } },
    ]);
    expect((await call(admin, "POST", `/api/admin/schedules/${s.id}/pause`, { reason: "again" })).status).toBe(409);
    t.advance(2 * DAY);
    await runSchedules(t.app.ctx);
    expect(await runsOf(s.id)).toHaveLength(0);
  });
});

test("the OpenAPI document lists every schedules path with its methods, each with the bearer", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  const expected: Record<string, Record<string, string>> = {
    "/api/schedules": { get: "schedules", post: "schedules" },
    "/api/schedules/tv-renewal": { post: "schedules" },
    "/api/schedules/{id}": { get: "schedules", put: "schedules" },
    "/api/schedules/{id}/pause": { post: "schedules" },
    "/api/schedules/{id}/resume": { post: "schedules" },
    "/api/schedules/{id}/cancel": { post: "schedules" },
    "/api/admin/schedules": { get: "admin" },
    "/api/admin/schedules/{id}/pause": { post: "admin" },
    // The test hook exists in sandbox mode only (the test app runs in it).
    "/api/sandbox/schedules/{id}/due-now": { post: "sandbox" },
  };
  const documented = Object.keys(doc.paths).filter((p) => /^\/api\/(admin\/|sandbox\/)?schedules(\/|$)/.test(p));
  expect(documented.sort()).toEqual(Object.keys(expected).sort());
  for (const [path, methods] of Object.entries(expected)) {
    expect(Object.keys(doc.paths[path]).sort()).toEqual(Object.keys(methods).sort());
    for (const [method, tag] of Object.entries(methods)) {
      const op = doc.paths[path][method];
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(op.tags).toEqual([tag]);
      expect(op.summary).toEqual(expect.any(String));
    }
  }
});
