import { eq } from "drizzle-orm";
import { API_MSG, MSG } from "../../lib/contracts/messages";
import { userSchema } from "../../lib/contracts/user";
import { authTokens, users } from "../db/schema";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { latestCode, loggedInUser, outbox, post, registerUser, verifiedUser } from "./account-test-kit";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (token: string, url = "/api/user") =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

describe("POST /api/login", () => {
  test("a verified customer gets a bearer token and the same user object as GET /api/user", async () => {
    const u = await verifiedUser(t);
    const res = await post(t, "/api/login", { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userSchema.strict().parse(user)).toEqual(user);
    expect(user).toMatchObject({
      id: u.id,
      email: u.email,
      name: u.name,
      phone: u.phone,
      email_verified: true,
      is_admin: false,
    });

    const me = await getUser(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: user });
  });

  test("the token is stored only as its SHA-256 and expires after TOKEN_TTL_HOURS", async () => {
    const u = await loggedInUser(t);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toBe(u.token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(t.config.TOKEN_TTL_HOURS * 3600_000);

    t.advance(t.config.TOKEN_TTL_HOURS * 3600_000 - 60_000);
    expect((await getUser(u.token)).statusCode).toBe(200);
    t.advance(60_000);
    expect((await getUser(u.token)).statusCode).toBe(401);
  });

  test("unknown email and wrong password get the same 401", async () => {
    const u = await verifiedUser(t);
    const wrong = await post(t, "/api/login", { email: u.email, password: "not-the-password" });
    const unknown = await post(t, "/api/login", { email: "stranger@example.com", password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MSG.loginInvalid });
    expect(unknown.body).toBe(wrong.body);
  });

  test("unverified with the right password: 403 naming the OTP, and a fresh code is mailed", async () => {
    const u = await registerUser(t);
    const first = await latestCode(t, u.email);
    const res = await post(t, "/api/login", { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: API_MSG.loginNotVerified });
    expect(res.json().message).toContain("OTP");
    expect(await outbox(t, u.email)).toHaveLength(2);
    const fresh = await latestCode(t, u.email, { after: 1 });
    if (fresh !== first)
      expect((await post(t, "/api/verify-otp", { email: u.email, otp: first })).statusCode).toBe(400);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: fresh })).statusCode).toBe(200);
    expect((await post(t, "/api/login", { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  test("unverified with a wrong password is a plain 401 and mails nothing", async () => {
    const u = await registerUser(t);
    const res = await post(t, "/api/login", { email: u.email, password: "wrong-password" });
    expect(res.statusCode).toBe(401);
    expect(await outbox(t, u.email)).toHaveLength(1);
  });

  test.each([
    ["suspended", API_MSG.accountSuspended],
    ["inactive", API_MSG.accountInactive],
  ] as const)("a %s account is refused with 403 without OTP in the message", async (status, message) => {
    const u = await verifiedUser(t);
    await t.database.db.update(users).set({ status }).where(eq(users.id, u.id));
    const res = await post(t, "/api/login", { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
    expect(message).not.toContain("OTP");
  });

  test("422 for a malformed email or an empty password", async () => {
    const res = await post(t, "/api/login", { email: "nope", password: "" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "password"]);
  });
});

describe("bearer routes", () => {
  test("GET /api/user ignores the t query and needs a token", async () => {
    const u = await loggedInUser(t);
    const res = await getUser(u.token, `/api/user?t=${Date.now()}&t=again`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(u.email);
    const none = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(none.statusCode).toBe(401);
    const forged = await getUser("A".repeat(43));
    expect(forged.statusCode).toBe(401);
  });

  test("POST /api/logout with an empty body revokes that token only", async () => {
    const u = await loggedInUser(t);
    const other = (await post(t, "/api/login", { email: u.email, password: u.password })).json().token as string;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${u.token}`, "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.loggedOut });
    expect((await getUser(u.token)).statusCode).toBe(401);
    expect((await post(t, "/api/logout", undefined, { token: u.token })).statusCode).toBe(401);
    expect((await getUser(other)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    expect(rows.filter((r) => r.revokedAt !== null)).toHaveLength(1);
  });

  test("POST /api/logout without a body or content type works too", async () => {
    const u = await loggedInUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await getUser(u.token)).statusCode).toBe(401);
  });

  test("POST /api/user/onboarding-seen records the dismissal", async () => {
    const u = await loggedInUser(t);
    expect((await getUser(u.token)).json().data.onboarding_seen).toBe(false);
    const res = await post(t, "/api/user/onboarding-seen", undefined, { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.onboardingSeen, onboarding_seen: true });
    expect((await getUser(u.token)).json().data.onboarding_seen).toBe(true);
    expect((await post(t, "/api/user/onboarding-seen", {})).statusCode).toBe(401);
  });

  test("a suspended customer's live token stops working", async () => {
    const u = await loggedInUser(t);
    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, u.id));
    expect((await getUser(u.token)).statusCode).toBe(401);
  });
});

describe("an admin account on the customer side", () => {
  test("its token is refused (403) on customer calls and moves no money; it can still sign out", async () => {
    const admin = await createUser(t, { isAdmin: true });
    const customerCall = async (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), payload: payload as never });
    for (const [method, url, payload] of [
      ["GET", "/api/user", undefined],
      ["GET", "/api/transactions", undefined],
      ["GET", "/api/sessions", undefined],
      [
        "POST",
        "/api/pay/airtime",
        { network: "mtn", phone: "08011111111", amount: 100, request_id: "ADMIN_AS_CUSTOMER" },
      ],
      ["POST", "/api/kyc/submit", {}],
    ] as const) {
      const res = await customerCall(method, url, payload);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.adminAccount]);
    }
    expect((await customerCall("GET", "/api/admin/user")).statusCode).toBe(200);
    expect((await customerCall("POST", "/api/logout", {})).statusCode).toBe(200);
    expect((await customerCall("GET", "/api/admin/user")).statusCode).toBe(401);
  });
});
