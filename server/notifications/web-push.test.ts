import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { NOTIFICATION_MSG, notificationPreferencesResponse } from "../../lib/contracts/notifications";
import { loadConfig } from "../config";
import { pushSubscriptions } from "../db/schema";
import { customer, rid } from "../purchases/test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { creditFunding } from "../wallet/funding";
import { deliverNotifications } from "./deliver-job";
import { pushEndpointAllowed } from "./push-endpoint";
import type { Resolve } from "../partner-webhooks/url-safety";
import { PUSH_TTL_SECONDS, sendPush } from "./push";

/**
 * Web push end to end without any outside service: a local HTTP push endpoint inside the test
 * receives the encrypted POST; the test checks the headers (TTL, VAPID Authorization,
 * aes128gcm) and decrypts the body with the subscription's private key (RFC 8291, by hand).
 */

jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let server: Server;
let base: string;
let received: Received[] = [];
/** What the push service answers, by path. */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? "") ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(() => {
  received = [];
});

/** A browser's subscription: its P-256 key pair and auth secret, on the local endpoint. */
function browserSubscription(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${base}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

/** RFC 8291 / RFC 8188 aes128gcm, one record: what the browser does with the push message. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const secret = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const d = createDecipheriv("aes-128-gcm", cek, nonce);
  d.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
  return plain.subarray(0, plain.lastIndexOf(2)).toString("utf8");
}

const fund = (userId: string, kobo: number) =>
  creditFunding(t.app.ctx, {
    userId,
    provider: "monnify",
    transactionReference: `MNFY|${rid("P")}`,
    paymentReference: null,
    amountKobo: kobo,
    webhookEventId: null,
    details: {},
  });

test("a credited transfer is pushed once to the subscribed device: VAPID, TTL, and a payload only it can read", async () => {
  const c = await customer(t, 0);
  const sub = browserSubscription(`/push/${rid()}`);
  const res = await c.post("/api/notifications/push-subscriptions", sub.json);
  expect(res).toEqual({ status: 201, body: { message: NOTIFICATION_MSG.subscribed } });
  const prefs = notificationPreferencesResponse.parse((await c.get("/api/notifications/preferences")).body);
  expect(prefs.push).toEqual({ vapid_public_key: t.config.vapid!.publicKey, subscriptions: 1 });

  const credit = await fund(c.userId, 150_000);
  await deliverNotifications(t.app.ctx);
  await deliverNotifications(t.app.ctx);
  const mine = received.filter((r) => sub.json.endpoint.endsWith(r.path));
  expect(mine).toHaveLength(1);
  const { headers, body } = mine[0];
  expect(headers.ttl).toBe(String(PUSH_TTL_SECONDS));
  expect(headers["content-encoding"]).toBe("aes128gcm");
  expect(headers.urgency).toBe("normal");
  const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? "");
  expect(vapid).not.toBeNull();
  expect(vapid![2]).toBe(t.config.vapid!.publicKey);
  const claims = JSON.parse(Buffer.from(vapid![1].split(".")[1], "base64url").toString("utf8"));
  expect(claims).toMatchObject({ aud: base, sub: t.config.vapid!.subject });
  expect(JSON.parse(decrypt(body, sub.ecdh, sub.auth))).toEqual({
    id: expect.any(String),
    title: "₦1,500.00 added to your wallet",
    body: expect.stringContaining("₦1,500.00"),
    url: `/transactions/${credit.transactionId}`,
  });
});

test("push off for a type: nothing is pushed; unsubscribing stops pushes", async () => {
  const c = await customer(t, 0);
  const sub = browserSubscription(`/push/${rid()}`);
  await c.post("/api/notifications/push-subscriptions", sub.json);
  await t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: { authorization: `Bearer ${c.token}` },
    payload: { preferences: [{ type: "funding_credited", channels: { push: false } }] },
  });
  await fund(c.userId, 1000);
  await deliverNotifications(t.app.ctx);
  expect(received).toEqual([]);

  await t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: { authorization: `Bearer ${c.token}` },
    payload: { preferences: [{ type: "funding_credited", channels: { push: true } }] },
  });
  const removed = await c.post("/api/notifications/push-subscriptions/remove", { endpoint: sub.json.endpoint });
  expect(removed).toEqual({ status: 200, body: { message: NOTIFICATION_MSG.unsubscribed } });
  await fund(c.userId, 1000);
  await deliverNotifications(t.app.ctx);
  expect(received).toEqual([]);
});

test("a subscription the push service forgot (410) is dropped; another customer cannot remove mine", async () => {
  const c = await customer(t, 0);
  const other = await customer(t, 0);
  const path = `/push/${rid()}`;
  const sub = browserSubscription(path);
  await c.post("/api/notifications/push-subscriptions", sub.json);
  await other.post("/api/notifications/push-subscriptions/remove", { endpoint: sub.json.endpoint });
  expect(
    await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.userId)),
  ).toHaveLength(1);
  answers.set(path, 410);
  await fund(c.userId, 1000);
  await deliverNotifications(t.app.ctx);
  expect(received).toHaveLength(1);
  expect(await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.userId))).toEqual([]);
});

test("endpoints: https only in production; loopback http only in sandbox mode; bad keys refused", async () => {
  const c = await customer(t, 0);
  const sub = browserSubscription("/x");
  for (const endpoint of ["http://push.example.com/abc", "ftp://127.0.0.1/x", "http://10.0.0.5/x", "not a url"]) {
    const res = await c.post("/api/notifications/push-subscriptions", { ...sub.json, endpoint });
    expect(res.status).toBe(422);
    expect(res.body.errors.endpoint).toEqual([NOTIFICATION_MSG.subscriptionUrl]);
  }
  const badKeys = await c.post("/api/notifications/push-subscriptions", {
    endpoint: "https://push.example.com/abc",
    keys: { p256dh: "not base64!!", auth: "x" },
  });
  expect(badKeys.status).toBe(422);
  for (const keys of [{ p256dh: "not base64!!", auth: "x" }, { p256dh: "short", auth: "short" }, { p256dh: 5 }, "k"]) {
    const res = await c.post("/api/notifications/push-subscriptions", {
      endpoint: "https://push.example.com/abc",
      keys,
    });
    expect(res.status).toBe(422);
    expect([...new Set(Object.values(res.body.errors as Record<string, string[]>).flat())]).toEqual([
      NOTIFICATION_MSG.subscriptionKeys,
    ]);
  }

  expect(pushEndpointAllowed("https://fcm.googleapis.com/fcm/send/abc", false)).toBe(true);
  expect(pushEndpointAllowed("http://127.0.0.1:9/x", false)).toBe(false);
  expect(pushEndpointAllowed("https://127.0.0.1:9/x", false)).toBe(false);
  expect(pushEndpointAllowed("http://127.0.0.1:9/x", true)).toBe(true);
  expect(pushEndpointAllowed("https://user:pw@push.example.com/x", false)).toBe(false);
});

test("an endpoint on our own network is refused (the API would post to it): stored never, sent never", async () => {
  const c = await customer(t, 0);
  const sub = browserSubscription("/x");
  const inside = [
    "https://10.0.0.5/x",
    "https://169.254.169.254/latest/meta-data",
    "https://192.168.1.1/x",
    "https://[fd00::1]/x",
    "https://[::ffff:10.0.0.5]/x",
  ];
  for (const endpoint of inside) {
    const res = await c.post("/api/notifications/push-subscriptions", { ...sub.json, endpoint });
    expect([endpoint, res.status, res.body.errors?.endpoint]).toEqual([
      endpoint,
      422,
      [NOTIFICATION_MSG.subscriptionUrl],
    ]);
  }
  for (const endpoint of [...inside, "https://127.0.0.2/x", "https://[::ffff:127.0.0.1]/x"])
    expect([endpoint, pushEndpointAllowed(endpoint, false)]).toEqual([endpoint, false]);
  // One stored before this check (or by hand) is not sent to: dropped as gone.
  const config = loadConfig({});
  expect(await sendPush(config, { ...sub.json.keys, endpoint: "https://10.0.0.5/x" }, { title: "x" })).toBe("gone");
});

test("the send resolves the endpoint's name once, in its own connection: a name that now resolves inside (DNS rebinding) is never connected to", async () => {
  const sub = browserSubscription("/x");
  const config = loadConfig({});
  const asked: string[] = [];
  const answering =
    (address: string): Resolve =>
    (host, callback) => {
      asked.push(host);
      callback(null, [{ address, family: 4 }]);
    };
  const port = new URL(base).port;
  // Resolved inside: refused at the connection, dropped as gone, nothing sent.
  expect(
    await sendPush(
      config,
      { ...sub.json.keys, endpoint: `http://localhost:${port}/rebound` },
      { t: 1 },
      answering("10.0.0.5"),
    ),
  ).toBe("gone");
  expect(
    await sendPush(
      config,
      { ...sub.json.keys, endpoint: "https://push.example.test/x" },
      { t: 1 },
      answering("169.254.169.254"),
    ),
  ).toBe("gone");
  expect(asked).toEqual(["localhost", "push.example.test"]);
  expect(received).toEqual([]);
  // Resolved to an allowed address: the connection goes to that very address.
  expect(
    await sendPush(
      config,
      { ...sub.json.keys, endpoint: `http://localhost:${port}/checked` },
      { t: 1 },
      answering("127.0.0.1"),
    ),
  ).toBe("sent");
  expect(received.map((r) => r.path)).toEqual(["/checked"]);
});

test("VAPID keys: sandbox has its own pair; production without keys has push off", () => {
  expect(loadConfig({}).vapid).not.toBeNull();
  const prod = {
    APP_ENV: "production",
    SESSION_PASSWORD: "x".repeat(40),
    DATABASE_URL: "postgres://x@y/z",
    SMTP_URL: "smtp://mail.example.com",
    MONNIFY_BASE_URL: "https://api.monnify.com",
    VTPASS_BASE_URL: "https://vtpass.com/api",
    MONNIFY_API_KEY: "k".repeat(20),
    MONNIFY_SECRET_KEY: "k".repeat(20),
    VTPASS_API_KEY: "k".repeat(20),
    VTPASS_SECRET_KEY: "k".repeat(20),
    VTPASS_PUBLIC_KEY: "k".repeat(20),
    DATA_ENCRYPTION_KEY: "d".repeat(40),
    PIN_PEPPER: "pin-pepper-of-the-test-0123456789abcdef",
  };
  expect(loadConfig(prod).vapid).toBeNull();
  expect(() => loadConfig({ ...prod, VAPID_PUBLIC_KEY: "abc" })).toThrow("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
});
