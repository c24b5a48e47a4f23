import { API_MSG } from "../../lib/contracts/messages";
import { hit } from "../http/rate-limit";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { post, randomIp, registration, uniqueEmail } from "./account-test-kit";
import { ACCOUNT_LIMITS, type LimitedAction } from "./rate-limits";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "some-password-1";
const routes: Record<LimitedAction, { url: string; body: (email: string) => object }> = {
  register: { url: "/api/register", body: (email) => registration({ email }) },
  login: { url: "/api/login", body: (email) => ({ email, password: PASSWORD }) },
  verifyOtp: { url: "/api/verify-otp", body: (email) => ({ email, otp: "123456" }) },
  resendOtp: { url: "/api/resend-otp", body: (email) => ({ email }) },
  forgotPassword: { url: "/api/forgot-password", body: (email) => ({ email }) },
  verifyResetOtp: { url: "/api/verify-reset-otp", body: (email) => ({ email, otp: "123456" }) },
  resetPassword: {
    url: "/api/reset-password",
    body: (email) => ({ email, reset_token: "r".repeat(43), password: PASSWORD, password_confirmation: PASSWORD }),
  },
};
const actions = Object.keys(routes) as LimitedAction[];

describe.each(actions)("%s", (action) => {
  const { url, body } = routes[action];
  const limits = ACCOUNT_LIMITS[action];
  beforeEach(() => t.advanceToNextWindow(Math.max(limits.email.windowSeconds, limits.ip.windowSeconds)));

  test("per account: the attempt after the limit is a 429, from any address", async () => {
    const email = uniqueEmail(action);
    for (let i = 0; i < limits.email.limit; i++) {
      expect((await post(t, url, body(email), { ip: randomIp() })).statusCode).not.toBe(429);
    }
    const blocked = await post(t, url, body(email.toUpperCase()), { ip: randomIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: API_MSG.tooManyAttempts });
    // Another account is not affected.
    expect((await post(t, url, body(uniqueEmail(action)), { ip: randomIp() })).statusCode).not.toBe(429);
  });

  test("per address: the attempt after the limit is a 429, for any account", async () => {
    const ip = randomIp();
    for (let i = 0; i < limits.ip.limit; i++) {
      expect((await post(t, url, body(uniqueEmail(action)), { ip })).statusCode).not.toBe(429);
    }
    const blocked = await post(t, url, body(uniqueEmail(action)), { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: API_MSG.tooManyAttempts });
    expect((await post(t, url, body(uniqueEmail(action)), { ip: randomIp() })).statusCode).not.toBe(429);
  });
});

test("the window is fixed: after it ends the account may try again", async () => {
  const email = uniqueEmail("window");
  const { limit, windowSeconds } = ACCOUNT_LIMITS.login.email;
  t.advanceToNextWindow(windowSeconds);
  for (let i = 0; i <= limit; i++) await post(t, "/api/login", { email, password: PASSWORD });
  expect((await post(t, "/api/login", { email, password: PASSWORD })).statusCode).toBe(429);
  t.advance(windowSeconds * 1000);
  expect((await post(t, "/api/login", { email, password: PASSWORD })).statusCode).toBe(401);
});

test("the address is the forwarded client from the loopback BFF, and only from it", async () => {
  const { limit, windowSeconds } = ACCOUNT_LIMITS.forgotPassword.ip;
  t.advanceToNextWindow(windowSeconds);
  const viaBff = (client: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: uniqueEmail("bff") },
      remoteAddress,
      headers: { "x-forwarded-for": client },
    });
  for (let i = 0; i < limit; i++) expect((await viaBff("203.0.113.7")).statusCode).toBe(200);
  expect((await viaBff("203.0.113.7")).statusCode).toBe(429);
  expect((await viaBff("203.0.113.8")).statusCode).toBe(200);

  // An outside caller cannot pick a fresh address per request with the header.
  const outsider = randomIp();
  for (let i = 0; i < limit; i++) await viaBff(randomIp(), outsider);
  expect((await viaBff(randomIp(), outsider)).statusCode).toBe(429);
});

// Concurrency needs real connections; CI runs this with TEST_DATABASE_URL set.
(usingPostgres() ? describe : describe.skip)("hit() under concurrency (PostgreSQL)", () => {
  test("concurrent hits are all counted: exactly `limit` pass", async () => {
    const key = `concurrency:${uniqueEmail()}`;
    t.advanceToNextWindow(60);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => hit(t.app.ctx, key, { limit: 10, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(30);
  });
});
