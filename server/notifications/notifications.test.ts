import { and, eq } from "drizzle-orm";
import {
  markReadResponse,
  NOTIFICATION_MSG,
  notificationListResponse,
  notificationPreferencesResponse,
  unreadCountResponse,
} from "../../lib/contracts/notifications";
import { PIN_MAX_ATTEMPTS } from "../../lib/contracts/pin";
import { hashPassword } from "../accounts/password-hash";
import { mailOutbox, notificationDeliveries, notifications, users } from "../db/schema";
import { customer, rid, waecTwoCards } from "../purchases/test-helpers";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { apiSuite } from "../test/api-suite";
import { creditFunding } from "../wallet/funding";
import { rowShortReference, shortReference } from "../../lib/purchases/short-reference";
import { deliverNotifications } from "./deliver-job";
import { purchaseDeliveredEvent, purchaseFailedEvent } from "./events";
import type { TransactionRow } from "../wallet/transactions-repo";

jest.setTimeout(60_000);

const { t } = apiSuite({ purchases: true });

type Customer = Awaited<ReturnType<typeof customer>>;

const mailsTo = (email: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const list = async (c: Customer, query = "") => {
  const res = await c.get(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return notificationListResponse.parse(res.body);
};
const unread = async (c: Customer) =>
  unreadCountResponse.parse((await c.get("/api/notifications/unread-count")).body).unread;
const put = async (c: Customer, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: { authorization: `Bearer ${c.token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};
const fund = (c: Customer, kobo: number, transactionReference = `MNFY|${rid("T")}`) =>
  creditFunding(t.app.ctx, {
    userId: c.userId,
    provider: "monnify",
    transactionReference,
    paymentReference: null,
    amountKobo: kobo,
    webhookEventId: null,
    details: {},
  });
const airtime = (phone: string, amount: number) => ({ network: "mtn", phone, amount, request_id: rid() });
const typesOf = async (c: Customer) => (await list(c, "?per_page=100")).data.map((n) => n.type);

describe("the outbox", () => {
  test("a credited transfer: one notification in the bell, one email however often the job runs", async () => {
    const c = await customer(t, 0);
    const reference = `MNFY|${rid("T")}`;
    const credit = await fund(c, 250_000, reference);
    expect(credit.credited).toBe(true);
    const page = await list(c);
    // the short reference the history shows, not the long one
    expect(page.data[0].body).toContain(`(reference ${shortReference(reference)})`);
    expect(page.data[0].body).not.toContain(reference);
    expect(page.unread).toBe(1);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      type: "funding_credited",
      title: "₦2,500.00 added to your wallet",
      link: `/transactions/${credit.transactionId}`,
      read_at: null,
    });
    await deliverNotifications(t.app.ctx);
    await deliverNotifications(t.app.ctx);
    const mails = await mailsTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("₦2,500.00 added to your wallet");
    expect(mails[0].text).toContain(`/transactions/${credit.transactionId}`);
  });

  test("a delivered purchase: its notification carries the token or pins, its email the receipt PDF", async () => {
    const c = await customer(t, 500_000);
    const res = await c.post("/api/pay/airtime", airtime(N.success, 1000));
    expect(res.body.status).toBe("success");
    const [n] = (await list(c)).data;
    expect(n.type).toBe("purchase_delivered");
    expect(n.title).toMatch(/ purchase delivered$/);
    expect(n.body).toContain("₦1,000.00");
    // the short reference the result, history and receipt show; the long one stays on the receipt PDF
    const short = rowShortReference({
      requestId: res.body.transaction.request_id,
      reference: res.body.transaction_reference,
    });
    expect(n.body).toContain(`(reference ${short})`);
    expect(n.body).not.toContain(res.body.transaction_reference);
    await deliverNotifications(t.app.ctx);
    const [mail] = await mailsTo(c.email);
    expect(mail.subject).toBe(n.title);
    expect(mail.text).toContain(`(reference ${short})`);
    expect(mail.text).not.toContain(res.body.transaction_reference);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        contentType: "application/pdf",
        filename: `receipt_${res.body.transaction_reference}.pdf`,
      }),
    ]);
  });

  test("an electricity token is in the delivered notification", async () => {
    const c = await customer(t, 1_000_000);
    const res = await c.post("/api/electricity/purchase", {
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina Road",
      request_id: rid("ELEC_"),
    });
    expect(res.body.status).toBe("success");
    const [n] = (await list(c)).data;
    expect(n.body).toMatch(/Token: \S+/);
  });

  test("exam pins are in the delivered notification and in its email", async () => {
    const c = await customer(t, 1_000_000);
    const res = await c.post("/api/exampin/purchase", waecTwoCards());
    expect(res.body.status).toBe("success");
    const pins = res.body.transaction.pins as { serial: string; pin: string }[];
    expect(pins).toHaveLength(2);
    const [n] = (await list(c)).data;
    expect(n.type).toBe("purchase_delivered");
    await deliverNotifications(t.app.ctx);
    const [mail] = await mailsTo(c.email);
    expect(mail.subject).toBe(n.title);
    for (const p of pins) {
      const line = `PIN: ${p.pin} (serial ${p.serial})`;
      expect(n.body).toContain(line);
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(p.pin);
      expect(mail.html).toContain(p.serial);
    }
  });

  test("a failed purchase is refunded and notified once", async () => {
    const c = await customer(t, 500_000);
    const res = await c.post("/api/pay/airtime", airtime("08099999999", 500));
    expect(res.body.transaction.status).toBe("failed");
    expect(await typesOf(c)).toEqual(["purchase_failed"]);
    const [n] = (await list(c)).data;
    expect(n.title).toContain("₦500.00 refunded");
    expect(n.body).toContain(
      `(reference ${rowShortReference({ requestId: res.body.transaction.request_id, reference: res.body.transaction_reference })})`,
    );
    expect(n.body).not.toContain(res.body.transaction_reference);
    // In the customer's words: the service as the screens name it, no provider reason ("TRANSACTION FAILED").
    expect(n.title).toBe("Airtime purchase failed: ₦500.00 refunded");
    expect(n.body).toMatch(
      /^Your Airtime purchase of ₦500\.00 \(reference [A-Z0-9]{4}-[A-Z0-9]{4}\) failed\. The money is back in your wallet\.$/,
    );
  });

  test("texts name a service as the customer's screens do (Cable TV, not the operators' PayTV)", async () => {
    const row = {
      id: rid(),
      userId: rid(),
      service: "cabletv",
      amount: 440_000,
      requestId: "PAYTV_20261128_ab12cd34",
      reference: "x",
      details: {},
    };
    const delivered = purchaseDeliveredEvent(row as unknown as TransactionRow);
    expect(delivered.title).toBe("Cable TV purchase delivered");
    expect(delivered.body).toBe("Your Cable TV purchase of ₦4,400.00 (reference AB12-CD34) was delivered.");
    expect(purchaseFailedEvent(row as unknown as TransactionRow).title).toBe(
      "Cable TV purchase failed: ₦4,400.00 refunded",
    );
  });

  test("a rolled-back event leaves no notification", async () => {
    const c = await customer(t, 0);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        const { recordNotification } = await import("./record");
        await recordNotification(tx, {
          userId: c.userId,
          type: "funding_credited",
          eventKey: `test:${rid()}`,
          title: "x",
          body: "y",
        });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await unread(c)).toBe(0);
  });
});

describe("own data only", () => {
  test("another customer's notification answers 404 and stays unread; a malformed id 404", async () => {
    const alice = await customer(t, 0);
    const bob = await customer(t, 0);
    await fund(alice, 10_000);
    const [n] = (await list(alice)).data;
    expect((await list(bob)).data).toEqual([]);
    const stolen = await bob.post(`/api/notifications/${n.id}/read`, {});
    expect(stolen).toEqual({ status: 404, body: { message: NOTIFICATION_MSG.notFound } });
    expect((await bob.post("/api/notifications/not-a-uuid/read", {})).status).toBe(404);
    await bob.post("/api/notifications/read-all", {});
    expect(await unread(alice)).toBe(1);
    const mine = await alice.post(`/api/notifications/${n.id}/read`, {});
    expect(mine.status).toBe(200);
    expect(markReadResponse.parse(mine.body)).toEqual({ message: NOTIFICATION_MSG.markedRead, unread: 0 });
    expect((await list(alice)).data[0].read_at).not.toBeNull();
  });

  test("anonymous calls answer 401", async () => {
    for (const url of ["/api/notifications", "/api/notifications/unread-count", "/api/notifications/preferences"])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  test("newest first, paginated; mark all read", async () => {
    const c = await customer(t, 0);
    for (let i = 1; i <= 3; i++) {
      await fund(c, i * 100);
      t.advance(1000);
    }
    const first = await list(c, "?per_page=2");
    expect(first.data.map((n) => n.title)).toEqual(["₦3.00 added to your wallet", "₦2.00 added to your wallet"]);
    expect(first.pagination).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    expect((await list(c, "?per_page=2&page=2")).data.map((n) => n.title)).toEqual(["₦1.00 added to your wallet"]);
    expect((await c.get("/api/notifications?per_page=0")).status).toBe(422);
    expect((await c.post("/api/notifications/read-all", {})).body).toEqual({
      message: NOTIFICATION_MSG.allMarkedRead,
      unread: 0,
    });
    expect(await unread(c)).toBe(0);
  });
});

describe("preferences", () => {
  test("default all on; email off sends no email, in-app off keeps it out of the bell", async () => {
    const c = await customer(t, 0);
    const prefs = notificationPreferencesResponse.parse((await c.get("/api/notifications/preferences")).body);
    expect(prefs.preferences.every((p) => p.channels.email && p.channels.in_app && p.channels.push)).toBe(true);
    expect(prefs.preferences.filter((p) => p.locked).map((p) => p.type)).toEqual(["pin_locked", "new_device_sign_in"]);

    const saved = await put(c, { preferences: [{ type: "funding_credited", channels: { email: false } }] });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.find((p: { type: string }) => p.type === "funding_credited").channels).toEqual({
      email: false,
      in_app: true,
      push: true,
    });
    await fund(c, 1000);
    await deliverNotifications(t.app.ctx);
    expect(await mailsTo(c.email)).toEqual([]);
    expect(await unread(c)).toBe(1);

    await put(c, { preferences: [{ type: "funding_credited", channels: { email: true, in_app: false } }] });
    await fund(c, 2000);
    await deliverNotifications(t.app.ctx);
    expect(await unread(c)).toBe(1);
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual(["₦20.00 added to your wallet"]);
  });

  test("security events cannot be turned off: 422 with the reason, and nothing saved", async () => {
    const c = await customer(t, 0);
    const res = await put(c, {
      preferences: [
        { type: "funding_credited", channels: { push: false } },
        { type: "pin_locked", channels: { email: false } },
      ],
      low_balance_threshold: 500,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors["preferences.1.channels"]).toEqual([NOTIFICATION_MSG.securityLocked]);
    const prefs = notificationPreferencesResponse.parse((await c.get("/api/notifications/preferences")).body);
    expect(prefs.preferences.find((p) => p.type === "funding_credited")!.channels.push).toBe(true);
    expect(prefs.low_balance_threshold).toBeNull();
    // Switching a security event on is harmless.
    expect((await put(c, { preferences: [{ type: "new_device_sign_in", channels: { email: true } }] })).status).toBe(
      200,
    );
  });

  test("bad bodies are refused with a clear message", async () => {
    const c = await customer(t, 0);
    const messages = async (body: Record<string, unknown>) => {
      const res = await put(c, body);
      expect(res.status).toBe(422);
      return [...new Set(Object.values(res.body.errors as Record<string, string[]>).flat())];
    };
    expect(await messages({ preferences: [{ type: "nope", channels: {} }] })).toEqual([
      NOTIFICATION_MSG.preferenceInvalid,
    ]);
    expect(await messages({ preferences: [{ type: "funding_credited", channels: { email: "yes" } }] })).toEqual([
      NOTIFICATION_MSG.preferenceInvalid,
    ]);
    expect(await messages({ preferences: "all" })).toEqual([NOTIFICATION_MSG.preferenceInvalid]);
    const many = Array.from({ length: 60 }, () => ({ type: "funding_credited", channels: {} }));
    expect(await messages({ preferences: many })).toEqual([NOTIFICATION_MSG.preferencesTooMany]);
    expect((await put(c, { low_balance_threshold: "abc" })).body.errors.low_balance_threshold).toEqual([
      NOTIFICATION_MSG.thresholdFormat,
    ]);
    expect((await put(c, { low_balance_threshold: 0 })).body.errors.low_balance_threshold).toEqual([
      NOTIFICATION_MSG.thresholdRange,
    ]);
    expect((await put(c, { low_balance_threshold: 12.345 })).status).toBe(422);
  });
});

describe("security events", () => {
  test("a PIN locked by wrong PINs: in the bell, and only the one direct email", async () => {
    const c = await customer(t, 500_000);
    for (let i = 0; i < PIN_MAX_ATTEMPTS; i++)
      await c.post("/api/pay/airtime", { ...airtime(N.success, 100), pin: "0000" });
    expect(await typesOf(c)).toEqual(["pin_locked"]);
    await deliverNotifications(t.app.ctx);
    const mails = await mailsTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Naira Wallet transaction PIN is locked"]);
    const [n] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, c.userId));
    expect(
      await t.app.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, n.id), eq(notificationDeliveries.channel, "email"))),
    ).toEqual([]);
  });

  test("a new device sign-in: in the bell even with every switch asked off, one email", async () => {
    const c = await customer(t, 0);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword("Secret123!x") })
      .where(eq(users.id, c.userId));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: c.email, password: "Secret123!x" },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36" },
    });
    expect(login.statusCode).toBe(200);
    expect(await typesOf(c)).toEqual(["new_device_sign_in"]);
    await deliverNotifications(t.app.ctx);
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual(["New sign-in to your Naira Wallet"]);
  });
});

describe("low balance", () => {
  test("a debit that takes the balance under the threshold notifies once; funding above re-arms it", async () => {
    const c = await customer(t, 150_000); // ₦1,500
    const saved = await put(c, { low_balance_threshold: "1000" });
    expect(saved.status).toBe(200);
    expect(saved.body.low_balance_threshold).toBe(1000);
    await c.post("/api/pay/airtime", airtime(N.success, 400)); // ₦1,100 left (plus cashback): above
    expect(await typesOf(c)).not.toContain("low_balance");
    await c.post("/api/pay/airtime", airtime(N.success, 200)); // under ₦1,000
    const lows = (await list(c, "?per_page=100")).data.filter((n) => n.type === "low_balance");
    expect(lows).toHaveLength(1);
    expect(lows[0].body).toContain("under the ₦1,000.00");
    await c.post("/api/pay/airtime", airtime(N.success, 100)); // still under: not again
    expect((await typesOf(c)).filter((x) => x === "low_balance")).toHaveLength(1);
    await fund(c, 100_000);
    await c.post("/api/pay/airtime", airtime(N.success, 1000));
    expect((await typesOf(c)).filter((x) => x === "low_balance")).toHaveLength(2);
  });

  test("no threshold, no alert; null turns it off", async () => {
    const c = await customer(t, 50_000);
    await put(c, { low_balance_threshold: 400 });
    expect((await put(c, { low_balance_threshold: null })).body.low_balance_threshold).toBeNull();
    await c.post("/api/pay/airtime", airtime(N.success, 200));
    expect(await typesOf(c)).not.toContain("low_balance");
  });
});

test("the OpenAPI document lists every notifications path with its methods, each with the bearer", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  const expected: Record<string, string[]> = {
    "/api/notifications": ["get"],
    "/api/notifications/unread-count": ["get"],
    "/api/notifications/{id}/read": ["post"],
    "/api/notifications/read-all": ["post"],
    "/api/notifications/preferences": ["get", "put"],
    "/api/notifications/push-subscriptions": ["post"],
    "/api/notifications/push-subscriptions/remove": ["post"],
  };
  const documented = Object.keys(doc.paths).filter((p) => /^\/api\/notifications(\/|$)/.test(p));
  expect(documented.sort()).toEqual(Object.keys(expected).sort());
  for (const [path, methods] of Object.entries(expected)) {
    expect(Object.keys(doc.paths[path]).sort()).toEqual(methods);
    for (const method of methods) {
      const op = doc.paths[path][method];
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(op.tags).toEqual(["notifications"]);
      expect(op.summary).toEqual(expect.any(String));
    }
  }
});
