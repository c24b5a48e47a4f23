import { and, desc, eq } from "drizzle-orm";
import { adminAuditLog, journals, ledgerAccounts, notifications, referrals, transactions } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { uniqueEmail } from "../accounts/account-test-kit";
import { canonicalEmail } from "./link";
import { deviceOf, fundByTransfer, phoneOf, referralCodeOf, referralOf, registerWithCode } from "./referral-test-kit";

jest.setTimeout(60_000);

let t: TestApp;
let admin: { token: string; userId: string; email: string };
const adminCall = async (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: bearer(admin.token), payload });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { isAdmin: true });
});
afterAll(async () => {
  await t.app.ctx.afterAnswer.settled();
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

const bonusRows = (userId: string) =>
  t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, "referral_bonus")));

test("each customer has one stable code and a link to /register?ref=CODE", async () => {
  const a = await createUser(t);
  const code = await referralCodeOf(t, a.token);
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  expect(await referralCodeOf(t, a.token)).toBe(code);
  const res = await t.app.inject({ method: "GET", url: "/api/referrals", headers: bearer(a.token) });
  expect(res.json()).toMatchObject({ enabled: true, threshold: 5000, bonus: 500, earned: 0, referrals: [] });
  expect(res.json().link).toMatch(new RegExp(`/register\\?ref=${code}$`));
  expect((await t.app.inject({ method: "GET", url: "/api/referrals" })).statusCode).toBe(401);
});

test("a referred customer's first qualifying funding pays the referrer once, from its own system account", async () => {
  const a = await createUser(t);
  const code = await referralCodeOf(t, a.token);
  const b = await registerWithCode(t, code.toLowerCase());
  expect((await referralOf(t, b))?.status).toBe("linked");

  // Below the threshold: nothing yet.
  await fundByTransfer(t, b, 100_000);
  expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(0);
  // The first funding that reaches it pays; a later one does not pay again.
  await fundByTransfer(t, b, 500_000);
  await fundByTransfer(t, b, 900_000);
  expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(50_000);
  expect(await bonusRows(a.userId)).toHaveLength(1);
  const r = await referralOf(t, b);
  expect(r).toMatchObject({ status: "paid", bonusKobo: 50_000 });
  const [journal] = await t.app.ctx.db
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, `referral-bonus:${b}`));
  expect(journal.kind).toBe("referral_bonus");
  const [expense] = await t.app.ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, "system:referral_bonus_expense"));
  expect(expense.balance).toBeLessThanOrEqual(-50_000);
  const mine = await t.app.inject({ method: "GET", url: "/api/referrals", headers: bearer(a.token) });
  expect(mine.json()).toMatchObject({ earned: 500, referrals: [{ name: "Ada", status: "paid", bonus: 500 }] });
  // Both customers are told once, through the notifications outbox, in the bonus's transaction.
  const told = await t.app.ctx.db
    .select({ userId: notifications.userId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.type, "referral_bonus"));
  expect(told.filter((n) => n.userId === a.userId).map((n) => n.title)).toEqual([
    "You earned a ₦500.00 referral bonus",
  ]);
  expect(told.filter((n) => n.userId === b).map((n) => n.title)).toEqual(["Thanks for joining with a referral"]);
  // The ₦5,000 funding was b's second: the notice does not call it the first.
  expect(told.find((n) => n.userId === b)?.body).not.toMatch(/first funding/i);
});

test("what a referrer has earned counts every paid referral, also past the 100 the page lists", async () => {
  const a = await createUser(t);
  const db = t.app.ctx.db;
  for (let i = 0; i < 101; i++) {
    const friend = await createUser(t, { pin: null });
    await db.insert(referrals).values({
      referredUserId: friend.userId,
      referrerUserId: a.userId,
      code: "TESTCODE",
      status: i === 0 ? "linked" : "paid",
      bonusKobo: i === 0 ? null : 50_000,
      paidAt: i === 0 ? null : t.app.ctx.now(),
      createdAt: new Date(t.app.ctx.now().getTime() - i * 60_000),
    });
  }
  const res = await t.app.inject({ method: "GET", url: "/api/referrals", headers: bearer(a.token) });
  const body = res.json();
  // 100 paid bonuses of ₦500, the oldest of them not in the list.
  expect(body.earned).toBe(50_000);
  expect(body.referrals).toHaveLength(100);
  expect(body.total).toBe(101);
});

test("no self-referral: same email (alias), same phone or same device is kept as refused and never paid", async () => {
  const a = await createUser(t, { email: "ngozi.eze@gmail.com" });
  const code = await referralCodeOf(t, a.token);
  const byEmail = await registerWithCode(t, code, { email: "ngoziEze+again@gmail.com" });
  expect(await referralOf(t, byEmail)).toMatchObject({ status: "refused", reason: "same email as the referrer" });
  const byPhone = await registerWithCode(t, code, { phone: await phoneOf(t, a.userId) });
  expect(await referralOf(t, byPhone)).toMatchObject({ status: "refused", reason: "same phone as the referrer" });
  const device = await deviceOf(t, a.userId);
  const byDevice = await registerWithCode(t, code, {}, { "x-device-token": device });
  expect(await referralOf(t, byDevice)).toMatchObject({ status: "refused", reason: "same device as the referrer" });
  await fundByTransfer(t, byDevice, 1_000_000);
  expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(0);
  expect(canonicalEmail("A.B+x@GoogleMail.com")).toBe("ab@gmail.com");
  expect(canonicalEmail("a.b+x@example.com")).toBe("a.b@example.com");
});

test("an unknown or malformed code registers without a link; a customer is linked once", async () => {
  const unknown = await registerWithCode(t, "ZZZZZZZZ");
  expect(await referralOf(t, unknown)).toBeNull();
  const odd = await registerWithCode(t, "<script>");
  expect(await referralOf(t, odd)).toBeNull();
  const none = await registerWithCode(t, undefined);
  expect(await referralOf(t, none)).toBeNull();
  const tooLong = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      name: "A",
      email: uniqueEmail(),
      phone: "08031234567",
      password: "x",
      password_confirmation: "x",
      referral_code: "x".repeat(40),
    },
  });
  expect(tooLong.statusCode).toBe(422);
});

test("/register can ask whether a link's code is valid: yes for a customer's code (any case), no otherwise or while off", async () => {
  const a = await createUser(t);
  const code = await referralCodeOf(t, a.token);
  const check = async (c: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/referral-codes/${encodeURIComponent(c)}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  expect(await check(code)).toEqual({ status: "success", valid: true });
  expect((await check(code.toLowerCase())).valid).toBe(true);
  for (const c of ["ZZZZZZZZ", "<script>", "x"]) expect((await check(c)).valid).toBe(false);
  // A path parameter that cannot be one answers 404, as every malformed id in a path does.
  expect((await t.app.inject({ method: "GET", url: `/api/referral-codes/${"x".repeat(40)}` })).statusCode).toBe(404);
  expect(
    (await adminCall("PUT", "/api/admin/referrals/settings", { enabled: false, threshold: 5000, bonus: 500 })).status,
  ).toBe(200);
  try {
    expect((await check(code)).valid).toBe(false);
  } finally {
    await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 5000, bonus: 500 });
  }
});

test("the admin turns the programme off (audited): no link and no bonus while off; sees referrals and payouts", async () => {
  const a = await createUser(t);
  const code = await referralCodeOf(t, a.token);
  const linked = await registerWithCode(t, code);
  const off = await adminCall("PUT", "/api/admin/referrals/settings", { enabled: false, threshold: 5000, bonus: 500 });
  expect(off.status).toBe(200);
  expect(off.body.settings.enabled).toBe(false);
  const whileOff = await registerWithCode(t, code);
  expect(await referralOf(t, whileOff)).toBeNull();
  await fundByTransfer(t, linked, 600_000);
  expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(0);

  const on = await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 2000, bonus: 250 });
  expect(on.status).toBe(200);
  await fundByTransfer(t, linked, 200_000);
  expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(25_000);

  const bad = await adminCall("PUT", "/api/admin/referrals/settings", { enabled: "yes", threshold: -1, bonus: 0 });
  expect(bad.status).toBe(422);
  // Too large, however large, is told with the field's own limit.
  for (const [threshold, bonus] of [
    [2_000_000, 500],
    [50_000_000, 50_000_000],
  ]) {
    const big = await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold, bonus });
    expect(big.status).toBe(422);
    expect(big.body.errors.threshold).toEqual(["The threshold may be at most ₦1,000,000."]);
  }
  const bigBonus = await adminCall("PUT", "/api/admin/referrals/settings", {
    enabled: true,
    threshold: 10,
    bonus: 5e7,
  });
  expect(bigBonus.body.errors.bonus).toEqual(["The bonus may be at most ₦100,000."]);
  const list = await adminCall("GET", "/api/admin/referrals?per_page=50");
  expect(list.status).toBe(200);
  expect(list.body.totals.paid).toBeGreaterThanOrEqual(2);
  expect(
    list.body.referrals.some(
      (r: { referred_id: string; status: string }) => r.referred_id === linked && r.status === "paid",
    ),
  ).toBe(true);
  const customer = await t.app.inject({ method: "GET", url: "/api/admin/referrals", headers: bearer(a.token) });
  expect(customer.statusCode).toBe(403);
  await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 5000, bonus: 500 });
});

test("while the programme is paused the customer has no code or link to share, and keeps what was earned", async () => {
  const a = await createUser(t);
  const b = await registerWithCode(t, await referralCodeOf(t, a.token));
  await fundByTransfer(t, b, 500_000);
  const fresh = await createUser(t);
  const mine = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/referrals", headers: bearer(token) })).json();
  expect(
    (await adminCall("PUT", "/api/admin/referrals/settings", { enabled: false, threshold: 5000, bonus: 500 })).status,
  ).toBe(200);
  try {
    expect(await mine(a.token)).toMatchObject({
      enabled: false,
      code: null,
      link: null,
      earned: 500,
      total: 1,
      referrals: [{ name: "Ada", status: "paid", bonus: 500 }],
    });
    // A customer who never opened the page gets no code made while it is paused.
    expect(await mine(fresh.token)).toMatchObject({ enabled: false, code: null, link: null, referrals: [] });
  } finally {
    await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 5000, bonus: 500 });
  }
  expect((await mine(a.token)).link).toMatch(/\/register\?ref=[A-HJKMNP-Z2-9]{8}$/);
  expect((await mine(fresh.token)).code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
});

test("a change of the programme's settings is audited: who, and the settings before and after", async () => {
  const first = await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 5000, bonus: 500 });
  expect(first.status).toBe(200);
  const changed = await adminCall("PUT", "/api/admin/referrals/settings", {
    enabled: false,
    threshold: 7500.5,
    bonus: 750,
  });
  expect(changed.status).toBe(200);
  const [row] = await t.app.ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, "referral.settings"))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(1);
  expect(row).toMatchObject({
    adminId: admin.userId,
    adminEmail: admin.email,
    targetType: "referral_programme",
    targetId: "referrals",
    before: { enabled: true, threshold: 5000, bonus: 500, updated_at: first.body.settings.updated_at },
    after: { enabled: false, threshold: 7500.5, bonus: 750, updated_at: changed.body.settings.updated_at },
  });
  // The audit log's page reads the same row.
  const log = await adminCall("GET", "/api/admin/audit-log?action=referral.settings");
  expect(log.body.entries[0]).toMatchObject({
    admin_email: admin.email,
    action: "referral.settings",
    target_type: "referral_programme",
    target_id: "referrals",
    before: row.before,
    after: row.after,
  });
  await adminCall("PUT", "/api/admin/referrals/settings", { enabled: true, threshold: 5000, bonus: 500 });
});
