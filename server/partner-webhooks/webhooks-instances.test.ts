import { eq } from "drizzle-orm";
import { webhookDeliveries } from "../db/schema";
import { rid } from "../purchases/test-helpers";
import { bearer, createUser } from "../test/fixtures";
import { usingPostgres } from "../test/test-app";
import { twoInstances } from "../test/two-instances";
import { creditFunding } from "../wallet/funding";
import { attempt, claimDue, deliverDueWebhooks } from "./delivery-job";
import { startReceiver } from "./webhook-test-kit";

/**
 * Webhook deliveries with two API instances running the delivery job on one PostgreSQL database:
 * runners that crash mid-delivery (before sending, and after sending but before recording) leave
 * their claim to expire and the events are delivered by the others; each event reaches the
 * receiver's processing once (it dedupes on the event id), and never twice at once.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(90_000);

maybe("webhook deliveries across two instances (PostgreSQL)", () => {
  let env: Awaited<ReturnType<typeof twoInstances>>;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    env = await twoInstances({ WEBHOOK_TIMEOUT_MS: "2000" });
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await env?.close();
  });

  test("after crashes, every event is delivered, and processed once per event id", async () => {
    const [a, b] = env.apps;
    const u = await createUser(env.dbs[0].db);
    const saved = await a.inject({
      method: "PUT",
      url: "/api/webhooks/live",
      headers: bearer(u.token),
      payload: { url: rx.url },
    });
    rx.state.secret = saved.json().secret;
    const fund = (app: typeof a) =>
      creditFunding(app.ctx, {
        userId: u.userId,
        provider: "monnify",
        transactionReference: `MNFY|${rid("P")}`,
        paymentReference: null,
        amountKobo: 10_000,
        webhookEventId: null,
        details: {},
      });
    await Promise.all(Array.from({ length: 30 }, (_, i) => fund(env.apps[i % 2])));
    const all = await env.dbs[0].db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, u.userId));
    expect(all).toHaveLength(30);

    // Runner 1 claims a batch and dies before sending anything.
    const lostBeforeSend = await claimDue(a.ctx, "00000000-0000-4000-8000-000000000001");
    expect(lostBeforeSend.length).toBeGreaterThan(0);
    // Runner 2 claims the next batch, sends one, and dies before recording it.
    const lostAfterSend = await claimDue(b.ctx, "00000000-0000-4000-8000-000000000002");
    expect(lostAfterSend.length).toBeGreaterThan(0);
    expect(lostAfterSend.map((d) => d.id)).not.toEqual(expect.arrayContaining(lostBeforeSend.map((d) => d.id)));
    await attempt(b.ctx, lostAfterSend[0]);

    // Live runners on both instances, in parallel: the claimed rows wait for their lease to expire.
    await Promise.all([
      deliverDueWebhooks(a.ctx),
      deliverDueWebhooks(b.ctx),
      deliverDueWebhooks(a.ctx),
      deliverDueWebhooks(b.ctx),
    ]);
    const claimedIds = new Set([...lostBeforeSend, ...lostAfterSend].map((d) => d.id));
    expect([...rx.processed.keys()].some((id) => claimedIds.has(id) && id !== lostAfterSend[0].id)).toBe(false);

    env.advance(2000 + 60_000 + 1000); // past the lease
    for (let i = 0; i < 3; i++) await Promise.all([deliverDueWebhooks(a.ctx), deliverDueWebhooks(b.ctx)]);

    const rows = await env.dbs[1].db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, u.userId));
    expect(rows.every((r) => r.status === "delivered")).toBe(true);
    // Every event processed once by the receiver, all signatures valid.
    expect(new Set(rx.processed.keys())).toEqual(new Set(all.map((d) => d.id)));
    expect(rx.hits.every((h) => h.verified)).toBe(true);
    // Only the event whose sender died after sending arrived twice; no other was sent twice.
    const counts = new Map<string, number>();
    for (const h of rx.hits) counts.set(h.eventId, (counts.get(h.eventId) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([[lostAfterSend[0].id, 2]]);
  });
});
