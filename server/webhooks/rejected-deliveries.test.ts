import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { webhookEvents } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { monnifySignature } from "../providers/monnify/monnify-signature";
import { randomIp } from "../accounts/account-test-kit";
import {
  pruneRejectedDeliveries,
  REJECTED_BODY_PREFIX_BYTES,
  REJECTED_DELIVERY_LIMITS,
  REJECTED_RETENTION_DAYS,
} from "./rejected-deliveries";

/**
 * Deliveries with a bad signature cost a bounded amount: a digest instead of the body, a limit
 * per sending address (and overall), and pruning after 30 days. Genuine deliveries are untouched.
 */

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;

function deliver(body: string, opts: { signature?: string; ip?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/monnify",
    headers: { "content-type": "application/json", "monnify-signature": opts.signature ?? "0".repeat(128) },
    payload: body,
    remoteAddress: opts.ip ?? randomIp(),
  });
}

/** A body the size of the attack's (986,706 bytes), unique per call so no two rows could share it. */
function hugeBody(tag: string): string {
  const head = JSON.stringify({ eventType: "SUCCESSFUL_TRANSACTION", eventData: { transactionReference: tag } });
  return head.slice(0, -2) + `,"pad":"${"₦".repeat((986_706 - head.length - 10) / 3)}"}}`;
}

const storedBytes = async () => {
  const [r] = await t.app.ctx.db
    .select({ n: sql<string>`coalesce(sum(octet_length(${webhookEvents.rawBody})), 0)` })
    .from(webhookEvents);
  return Number(r.n);
};

test("a rejected delivery keeps its first 2 KB, its size, its SHA-256 and its sender, not the body", async () => {
  const before = await storedBytes();
  const ip = randomIp();
  const bodies: string[] = [];
  for (let i = 0; i < REJECTED_DELIVERY_LIMITS.perAddress.limit; i++) {
    const body = hugeBody(`BIG-${i}-${Date.now()}`);
    bodies.push(body);
    const res = await deliver(body, { ip });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Invalid signature." });
  }
  // 20 deliveries of ~1 MB each grew the table by 20 MB before; now by at most 20 x 2 KB.
  expect((await storedBytes()) - before).toBeLessThanOrEqual(bodies.length * REJECTED_BODY_PREFIX_BYTES);

  const rows = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.senderAddress, ip));
  expect(rows).toHaveLength(bodies.length);
  for (const row of rows) {
    const body = bodies.find((b) => b.startsWith(row.rawBody))!;
    expect(body).toBeDefined();
    expect(Buffer.byteLength(body)).toBeGreaterThan(980_000);
    expect(row).toMatchObject({
      outcome: "rejected_signature",
      signatureValid: false,
      bodyBytes: Buffer.byteLength(body),
      bodySha256: createHash("sha256").update(body).digest("hex"),
      senderAddress: ip,
    });
    expect(Buffer.byteLength(row.rawBody)).toBeLessThanOrEqual(REJECTED_BODY_PREFIX_BYTES);
    expect(Buffer.byteLength(row.rawBody)).toBeGreaterThan(REJECTED_BODY_PREFIX_BYTES - 3);
    expect(row.rawBody).not.toContain("\uFFFD");
  }
});

test("a small rejected body is kept whole, with what the admin's log reads from it", async () => {
  const ip = randomIp();
  const body = JSON.stringify({
    eventType: "SUCCESSFUL_TRANSACTION",
    eventData: { transactionReference: `SMALL-${Date.now()}`, amountPaid: 1500 },
  });
  expect((await deliver(body, { ip })).statusCode).toBe(401);
  const [row] = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.senderAddress, ip));
  expect(row).toMatchObject({
    rawBody: body,
    bodyBytes: body.length,
    amountKobo: 150_000,
    eventType: "SUCCESSFUL_TRANSACTION",
  });
});

test("past the limit an address's rejected deliveries are refused with 429 and stored nowhere; others and genuine ones pass", async () => {
  const ip = randomIp();
  const { limit } = REJECTED_DELIVERY_LIMITS.perAddress;
  for (let i = 0; i < limit; i++) expect((await deliver(`{"n":${i}}`, { ip })).statusCode).toBe(401);
  const refused = await deliver(hugeBody("OVER"), { ip });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|hour)\.$/);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  const rows = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.senderAddress, ip));
  expect(rows).toHaveLength(limit);

  // Another address is not held back by this one.
  expect((await deliver("{}", { ip: randomIp() })).statusCode).toBe(401);
  // A correctly signed delivery from the limited address is processed and stored whole.
  const signed = JSON.stringify({
    eventType: "SETTLEMENT",
    eventData: { transactionReference: `SIGNED-${Date.now()}` },
  });
  const genuine = await deliver(signed, { ip, signature: monnifySignature(signed, t.config.MONNIFY_SECRET_KEY) });
  expect(genuine.statusCode).toBe(200);
  const [kept] = await t.app.ctx.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.bodySha256, createHash("sha256").update(signed).digest("hex")));
  expect(kept).toMatchObject({ rawBody: signed, signatureValid: true, outcome: "ignored", senderAddress: ip });

  // The window slides: an hour later the address may be heard again.
  t.advance(REJECTED_DELIVERY_LIMITS.perAddress.windowSeconds * 1000);
  expect((await deliver("{}", { ip })).statusCode).toBe(401);
});

test("a signed body that is not an event is still kept whole (only Monnify can send one)", async () => {
  const body = `{"not":"an event","pad":"${"x".repeat(5000)}"}`;
  const res = await deliver(body, { signature: monnifySignature(body, t.config.MONNIFY_SECRET_KEY) });
  expect(res.statusCode).toBe(200);
  const [row] = await t.app.ctx.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.bodySha256, createHash("sha256").update(body).digest("hex")));
  expect(row).toMatchObject({ rawBody: body, outcome: "invalid", bodyBytes: body.length });
});

test("rejected deliveries are pruned after 30 days; every other delivery stays", async () => {
  const at = (daysAgo: number) => new Date(t.app.ctx.now().getTime() - daysAgo * DAY_MS);
  const tag = `PRUNE-${Date.now()}`;
  const rows = await t.app.ctx.db
    .insert(webhookEvents)
    .values([
      {
        provider: "monnify",
        rawBody: "{}",
        signatureValid: false,
        outcome: "rejected_signature",
        transactionReference: `${tag}-old-rejected`,
        createdAt: at(REJECTED_RETENTION_DAYS + 1),
      },
      {
        provider: "monnify",
        rawBody: "{}",
        signatureValid: false,
        outcome: "rejected_signature",
        transactionReference: `${tag}-young-rejected`,
        createdAt: at(REJECTED_RETENTION_DAYS - 1),
      },
      {
        provider: "monnify",
        rawBody: "{}",
        signatureValid: true,
        outcome: "credited",
        transactionReference: `${tag}-old-credited`,
        createdAt: at(400),
      },
      {
        provider: "monnify",
        rawBody: "{}",
        signatureValid: true,
        outcome: "invalid",
        transactionReference: `${tag}-old-invalid`,
        createdAt: at(400),
      },
    ])
    .returning({ ref: webhookEvents.transactionReference });
  expect(rows).toHaveLength(4);
  await pruneRejectedDeliveries(t.app.ctx);
  const left = await t.app.ctx.db
    .select({ ref: webhookEvents.transactionReference })
    .from(webhookEvents)
    .where(sql`${webhookEvents.transactionReference} like ${`${tag}%`}`);
  expect(left.map((r) => r.ref).sort()).toEqual([`${tag}-old-credited`, `${tag}-old-invalid`, `${tag}-young-rejected`]);
});

test("the admin's webhook log shows a rejected delivery's size and sender", async () => {
  const admin = await createUser(t, { isAdmin: true });
  const ip = randomIp();
  const body = hugeBody(`ADMIN-${Date.now()}`);
  expect((await deliver(body, { ip })).statusCode).toBe(401);
  const res = await t.app.inject({
    method: "GET",
    url: "/api/admin/webhook-events?outcome=rejected_signature&per_page=100",
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  const event = res.json().events.find((e: { sender_address: string }) => e.sender_address === ip);
  expect(event).toMatchObject({
    signature_valid: false,
    outcome: "rejected_signature",
    body_bytes: Buffer.byteLength(body),
    reason: "Signature does not match.",
  });
});
