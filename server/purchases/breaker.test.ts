jest.setTimeout(60_000);

import { and, eq } from "drizzle-orm";
import { transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { afterAnswered, afterUnanswered, gateOf, CLOSED, type BreakerSettings } from "./breaker-rules";
import { runPurchaseRequeries } from "./requery-job";
import { breakerOffMessage } from "./service-availability";
import { customer, flushCallbacks, rid } from "./test-helpers";

const S: BreakerSettings = { failures: 3, windowMs: 60_000, cooldownMs: 30_000, trialStaleMs: 10_000 };
const at = (ms: number) => new Date(1_700_000_000_000 + ms);

describe("breaker rules", () => {
  test("a run of unanswered calls within the window opens it; an answer in between or an old run starts again", () => {
    let r = afterUnanswered(null, at(0), S, "timeout").next;
    r = afterUnanswered(r, at(1000), S, "timeout").next;
    expect(r).toMatchObject({ state: "closed", failures: 2 });
    r = afterAnswered(r)!.next;
    expect(r).toMatchObject({ state: "closed", failures: 0 });
    r = afterUnanswered(r, at(2000), S, "timeout").next;
    r = afterUnanswered(r, at(3000), S, "timeout").next;
    expect(afterUnanswered(r, at(70_000), S, "timeout").next).toMatchObject({ state: "closed", failures: 1 });
    const trip = afterUnanswered(r, at(4000), S, "network");
    expect(trip.tripped).toBe(true);
    expect(trip.next).toMatchObject({ state: "open", failures: 3, openedAt: at(4000) });
    expect(trip.next.reason).toBe("3 calls in a row went unanswered within 60 s (last: network)");
  });

  test("open refuses until the cool-down, then one trial; a silent trial re-opens, an answered one closes", () => {
    const open = { ...CLOSED, state: "open" as const, openedAt: at(0) };
    expect(gateOf(null, at(0), S)).toBe("pass");
    expect(gateOf(open, at(29_999), S)).toBe("refuse");
    expect(gateOf(open, at(30_000), S)).toBe("trial");
    const half = { ...open, state: "half_open" as const, trialAt: at(30_000) };
    expect(gateOf(half, at(39_999), S)).toBe("refuse");
    expect(gateOf(half, at(40_000), S)).toBe("trial"); // the trial's process died: another one
    expect(afterUnanswered(half, at(31_000), S, "timeout")).toMatchObject({
      tripped: true,
      next: { state: "open", openedAt: at(31_000), trialAt: null },
    });
    expect(afterAnswered(half)).toMatchObject({ closed: true, next: { state: "closed", failures: 0 } });
    expect(afterUnanswered(open, at(1000), S, "timeout")).toEqual({ next: open, tripped: false });
    expect(afterAnswered(open)).toBeNull();
  });
});

describe("circuit breaker on VTpass purchases", () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "200", BREAKER_FAILURES: "3", BREAKER_COOLDOWN_MS: "30000" });
    vtpassSimulator(t.app.ctx).settings.hangMs = 400; // the timeout scenario: just past the adapter's 200 ms
    admin = await createUser(t, { isAdmin: true });
  });
  afterAll(async () => {
    await flushCallbacks(t);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
    await t.close();
  });

  const adminGet = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers: bearer(admin.token) })).json();
  const airtime = (phone: string) => ({ network: "mtn", phone, amount: 100, request_id: rid() });
  const breaker = async (service: string) =>
    (await adminGet("/api/admin/provider-breakers")).breakers.find((b: { service: string }) => b.service === service);
  const availability = async (c: Awaited<ReturnType<typeof customer>>, service: string) =>
    (await c.get("/api/services")).body.services.find((s: { service: string }) => s.service === service);

  test("trips after N timeouts, refuses new purchases up front, lets re-queries through, and a trial closes it", async () => {
    const c = await customer(t, 10_000_000);
    for (let i = 0; i < 3; i++) {
      const res = await c.post("/api/pay/airtime", airtime(N.timeoutAlias));
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("pending");
    }

    // Open: the admin sees which, since when and why, and a provider alert.
    expect(await breaker("airtime")).toMatchObject({
      state: "open",
      refusing: true,
      failures: 3,
      reason: "3 calls in a row went unanswered within 60 s (last: timeout)",
    });
    expect((await breaker("airtime")).opened_at).not.toBeNull();
    expect(await breaker("data")).toMatchObject({ state: "closed", refusing: false });
    const alerts = (await adminGet("/api/admin/provider-alerts")).alerts;
    expect(alerts).toEqual([expect.objectContaining({ provider: "vtpass", code: "breaker:airtime", occurrences: 1 })]);

    // The entry page's availability says so, in the breaker's own words; other services are untouched.
    expect(await availability(c, "airtime")).toEqual({
      service: "airtime",
      available: false,
      message: breakerOffMessage("airtime"),
    });
    expect((await availability(c, "data")).available).toBe(true);

    // A new purchase (of a number that would succeed) is refused with the message, debiting nothing.
    const before = await c.balance();
    const rowsBefore = (await c.history()).length;
    const refused = await c.post("/api/pay/airtime", airtime(N.success));
    expect(refused).toEqual({ status: 503, body: { message: breakerOffMessage("airtime") } });
    expect(await c.balance()).toBe(before);
    expect(await c.history()).toHaveLength(rowsBefore);

    // The pending purchases are still re-queried (VTpass processed them: delivered).
    t.advance(5_000);
    while ((await runPurchaseRequeries(t.app.ctx)) > 0);
    const statuses = (await c.history()).filter((r) => r.type === "purchase").map((r) => r.status);
    expect(statuses).toEqual(["delivered", "delivered", "delivered"]);
    expect((await breaker("airtime")).state).toBe("open"); // re-query answers do not decide

    // After the cool-down the next purchase is the half-open trial; one refused at the debit
    // (insufficient funds) gives the trial back at once; answered, the trial closes the breaker.
    t.advance(30_000);
    expect((await availability(c, "airtime")).available).toBe(true);
    const poor = await customer(t, 0);
    expect((await poor.post("/api/pay/airtime", airtime(N.success))).status).toBe(400);
    expect((await breaker("airtime")).state).toBe("open");
    const trial = await c.post("/api/pay/airtime", airtime(N.success));
    expect(trial.status).toBe(200);
    expect(trial.body.status).toBe("success");
    expect(await breaker("airtime")).toMatchObject({ state: "closed", refusing: false, failures: 0 });
    expect((await adminGet("/api/admin/provider-alerts")).alerts).toEqual([]);
    expect((await c.post("/api/pay/airtime", airtime(N.success))).status).toBe(200);
  });

  test("half-open lets exactly one trial through; a trial that times out opens it again", async () => {
    const c = await customer(t, 10_000_000);
    const buy = (phone: string) =>
      c.post("/api/data/purchase", {
        network_id: "mtn-data",
        variation_id: "mtn-100mb-1000",
        amount: 1000,
        phone,
        request_id: rid("DATA_"),
      });
    for (let i = 0; i < 3; i++) expect((await buy(N.timeoutAlias)).status).toBe(200);
    expect((await breaker("data")).state).toBe("open");

    t.advance(30_000);
    const before = await c.balance();
    // The trial hangs past the timeout; the purchases sent meanwhile are refused.
    const trial = buy(N.timeoutAlias);
    // Once the trial has claimed the half-open breaker (its call then hangs for 200 ms)...
    for (let i = 0; (await breaker("data")).state !== "half_open"; i++) {
      if (i > 500) throw new Error("the trial never claimed the breaker");
      await new Promise((r) => setImmediate(r));
    }
    const during = await Promise.all([buy(N.success), buy(N.success)]);
    expect(during.map((d) => d.status)).toEqual([503, 503]);
    expect((await trial).status).toBe(200);
    const after = await breaker("data");
    expect(after).toMatchObject({ state: "open", refusing: true });
    expect(after.reason).toBe("the trial purchase went unanswered (timeout)");
    // Only the trial was debited; it waits for the re-query job like any unanswered purchase.
    expect(before - (await c.balance())).toBe(100_000);
    expect((await buy(N.success)).status).toBe(503);
    const pending = await t.app.ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, c.userId), eq(transactions.status, "pending")));
    expect(pending).toHaveLength(4);
  });
});
