import { eq, inArray } from "drizzle-orm";
import { buildApp } from "../app";
import { notificationDeliveries, notifications } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { rid } from "../purchases/test-helpers";
import { createUser } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { creditFunding } from "../wallet/funding";
import { CLAIM_TIMEOUT_MS, deliverNotifications, RETRY_AFTER_MS } from "./deliver-job";

/**
 * The delivery job on two API instances (same database, clock and mailer), each running it twice
 * at once: every notification's email goes out exactly once. On PostgreSQL (TEST_DATABASE_URL)
 * the runs hold their own connections, so the claims really race (FOR UPDATE SKIP LOCKED).
 */

jest.setTimeout(120_000);

let t: TestApp;
let sent: MailMessage[] = [];
let failFor = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  // Every send yields to the event loop a few times first, so the runs interleave mid-batch.
  t.app.ctx.mailer = {
    async send(msg) {
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      if (failFor.has(msg.to)) throw new Error("SMTP refused");
      sent.push(msg);
    },
  };
});
afterAll(async () => {
  await t.close();
});

async function secondInstance() {
  return buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    now: () => t.app.ctx.now(),
    mailer: t.app.ctx.mailer,
  });
}

async function fundedCustomers(n: number) {
  const people = await Promise.all(Array.from({ length: n }, () => createUser(t, { pin: null })));
  for (const p of people)
    await creditFunding(t.app.ctx, {
      userId: p.userId,
      provider: "monnify",
      transactionReference: `MNFY|${rid("I")}`,
      paymentReference: null,
      amountKobo: 10_000,
      webhookEventId: null,
      details: {},
    });
  return people;
}

const db = () => t.app.ctx.db;

test(`two instances, two runs each at once: each email once${usingPostgres() ? " (PostgreSQL)" : ""}`, async () => {
  const second = await secondInstance();
  try {
    const people = await fundedCustomers(60);
    sent = [];
    await Promise.all([
      deliverNotifications(t.app.ctx),
      deliverNotifications(second.ctx),
      deliverNotifications(t.app.ctx),
      deliverNotifications(second.ctx),
    ]);
    for (const p of people) expect(sent.filter((m) => m.to === p.email)).toHaveLength(1);
    const ids = (
      await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          inArray(
            notifications.userId,
            people.map((p) => p.userId),
          ),
        )
    ).map((r) => r.id);
    const rows = await db()
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, ids));
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  } finally {
    await second.close();
  }
});

test("a failed send is retried later, once, even with both instances retrying at once", async () => {
  const second = await secondInstance();
  try {
    const [p] = await fundedCustomers(1);
    failFor = new Set([p.email]);
    sent = [];
    await Promise.all([deliverNotifications(t.app.ctx), deliverNotifications(second.ctx)]);
    expect(sent.filter((m) => m.to === p.email)).toHaveLength(0);
    failFor = new Set();
    // Not due yet: nothing is sent before the retry time.
    await Promise.all([deliverNotifications(t.app.ctx), deliverNotifications(second.ctx)]);
    expect(sent.filter((m) => m.to === p.email)).toHaveLength(0);
    t.advance(RETRY_AFTER_MS);
    await Promise.all([deliverNotifications(t.app.ctx), deliverNotifications(second.ctx)]);
    await Promise.all([deliverNotifications(t.app.ctx), deliverNotifications(second.ctx)]);
    expect(sent.filter((m) => m.to === p.email)).toHaveLength(1);
  } finally {
    await second.close();
  }
});

test("a claim abandoned mid-send (the instance died) is taken over after the timeout, and only then", async () => {
  const [p] = await fundedCustomers(1);
  const [n] = await db().select().from(notifications).where(eq(notifications.userId, p.userId));
  // As an instance that claimed it and stopped before sending leaves it.
  await db()
    .update(notificationDeliveries)
    .set({ status: "sending", claimedAt: t.app.ctx.now(), attempts: 1 })
    .where(eq(notificationDeliveries.notificationId, n.id));
  sent = [];
  await deliverNotifications(t.app.ctx);
  expect(sent.filter((m) => m.to === p.email)).toHaveLength(0);
  t.advance(CLAIM_TIMEOUT_MS + 1000);
  await deliverNotifications(t.app.ctx);
  await deliverNotifications(t.app.ctx);
  expect(sent.filter((m) => m.to === p.email)).toHaveLength(1);
});
