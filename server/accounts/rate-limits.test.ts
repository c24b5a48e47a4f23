import { tooManyAttemptsFor } from "../../lib/contracts/messages";
import { eq, inArray } from "drizzle-orm";
import { rateLimitHits } from "../db/schema";
import { AppError } from "../http/errors";
import { hit, hitAll, MAX_WINDOW_SECONDS, type RateLimit } from "../http/rate-limit";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { post, randomIp, registration, uniqueEmail, verifiedUser } from "./account-test-kit";
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

  test("per account: the attempt after the limit is a 429 with Retry-After, from any address", async () => {
    const email = uniqueEmail(action);
    for (let i = 0; i < limits.email.limit; i++) {
      expect((await post(t, url, body(email), { ip: randomIp() })).statusCode).not.toBe(429);
    }
    const blocked = await post(t, url, body(email.toUpperCase()), { ip: randomIp() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: tooManyAttemptsFor(Number(blocked.headers["retry-after"])) });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.email.windowSeconds);
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
    expect(blocked.json()).toEqual({ message: tooManyAttemptsFor(Number(blocked.headers["retry-after"])) });
    expect((await post(t, url, body(uniqueEmail(action)), { ip: randomIp() })).statusCode).not.toBe(429);
  });
});

describe("the window slides", () => {
  // A stopped clock: Retry-After is asserted to the second, whatever the machine's speed.
  beforeAll(() => t.freezeClock(true));
  afterAll(() => t.freezeClock(false));
  const LIMIT: RateLimit = { limit: 3, windowSeconds: 900 };
  const key = () => `sliding:${uniqueEmail()}`;
  /** Resolves to the Retry-After seconds of a refusal, or "passed". */
  const attempt = (k: string, limit = LIMIT) =>
    hit(t.app.ctx, k, limit).then(
      () => "passed" as const,
      (err: unknown) => {
        if (err instanceof AppError && err.status === 429) return Number(err.headers?.["retry-after"]);
        throw err;
      },
    );

  test("across a wall-clock boundary: no span of the window's length lets more than the limit through", async () => {
    // Just before a quarter hour: a fixed, clock-aligned window would start counting again 2 s later.
    const now = t.app.ctx.now().getTime();
    t.advance(LIMIT.windowSeconds * 1000 - (now % (LIMIT.windowSeconds * 1000)) - 1000);
    const k = key();
    for (let i = 0; i < LIMIT.limit; i++) expect(await attempt(k)).toBe("passed");
    t.advance(2000);
    expect(await attempt(k)).toBe(LIMIT.windowSeconds - 2);
  });

  test("an attempt leaves the window exactly its length later, and Retry-After says when", async () => {
    const k = key();
    expect(await attempt(k)).toBe("passed");
    t.advance(5 * 60_000);
    expect(await attempt(k)).toBe("passed");
    expect(await attempt(k)).toBe("passed");
    expect(await attempt(k)).toBe(10 * 60); // the first attempt leaves in 10 minutes
    t.advance(10 * 60_000 - 1000);
    expect(await attempt(k)).toBe(1);
    t.advance(1000);
    expect(await attempt(k)).toBe("passed"); // the first left; one place, taken now
    expect(await attempt(k)).toBe(5 * 60); // the next two leave 15 minutes after they came
  });

  test("refused attempts are recorded nowhere: hammering does not push the wait further out", async () => {
    const k = key();
    for (let i = 0; i < LIMIT.limit; i++) await attempt(k);
    t.advance(LIMIT.windowSeconds * 500);
    for (let i = 0; i < 20; i++) expect(await attempt(k)).toBe(LIMIT.windowSeconds / 2);
    t.advance(LIMIT.windowSeconds * 500);
    expect(await attempt(k)).toBe("passed");
    const rows = await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, k));
    expect(rows).toHaveLength(LIMIT.limit + 1);
  });

  test("several keys: refused by one, the attempt is counted against none", async () => {
    const [address, account] = [key(), key()];
    for (let i = 0; i < LIMIT.limit; i++) await attempt(address);
    await expect(
      hitAll(t.app.ctx, [
        [address, LIMIT],
        [account, LIMIT],
      ]),
    ).rejects.toMatchObject({ status: 429 });
    expect(await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, account))).toHaveLength(0);
    await hitAll(t.app.ctx, [
      [account, LIMIT],
      [key(), LIMIT],
    ]);
    expect(await t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, account))).toHaveLength(1);
  });

  test("a window longer than the pruning of attempts is refused as a programming error", async () => {
    await expect(hit(t.app.ctx, key(), { limit: 1, windowSeconds: MAX_WINDOW_SECONDS + 1 })).rejects.toThrow(
      /outlives the pruning/,
    );
  });

  test("over HTTP: the login limit ends for the account once its oldest attempt is a window old", async () => {
    const email = uniqueEmail("window");
    const { limit, windowSeconds } = ACCOUNT_LIMITS.login.email;
    for (let i = 0; i < limit; i++) await post(t, "/api/login", { email, password: PASSWORD });
    const blocked = await post(t, "/api/login", { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(windowSeconds)); // the clock is stopped
    t.advance(windowSeconds * 1000 - 1000);
    expect((await post(t, "/api/login", { email, password: PASSWORD })).statusCode).toBe(429);
    t.advance(1000);
    expect((await post(t, "/api/login", { email, password: PASSWORD })).statusCode).toBe(401);
  });
});

test("only failed logins count: any number of right passwords, then the limit of wrong ones, then 429 even for the right one", async () => {
  const ip = randomIp();
  const u = await verifiedUser(t);
  const { limit } = ACCOUNT_LIMITS.login.email;
  const login = (password: string) => post(t, "/api/login", { email: u.email, password }, { ip });
  for (let i = 0; i < limit + 5; i++) expect((await login(u.password)).statusCode).toBe(200);
  // A success gives its place back on both keys: nothing of the account or the address is left.
  const rows = await t.app.ctx.db
    .select()
    .from(rateLimitHits)
    .where(inArray(rateLimitHits.key, [`login:email:${u.email.toLowerCase()}`, `login:ip:${ip}`]));
  expect(rows).toHaveLength(0);
  for (let i = 0; i < limit; i++) expect((await login("wrong-password-1")).statusCode).toBe(401);
  const blocked = await login(u.password);
  expect(blocked.statusCode).toBe(429);
});

test("a login refused for an unverified email counts: it is not a way in (and it mails a code)", async () => {
  const ip = randomIp();
  const email = uniqueEmail("unverified");
  expect((await post(t, "/api/register", registration({ email }), { ip: randomIp() })).statusCode).toBe(201);
  const { limit } = ACCOUNT_LIMITS.login.email;
  for (let i = 0; i < limit; i++)
    expect((await post(t, "/api/login", { email, password: registration().password }, { ip })).statusCode).toBe(403);
  expect((await post(t, "/api/login", { email, password: registration().password }, { ip })).statusCode).toBe(429);
});

test("the address is the forwarded client from the loopback BFF, and only from it", async () => {
  const { limit } = ACCOUNT_LIMITS.forgotPassword.ip;
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
(usingPostgres() ? describe : describe.skip)("under concurrency (PostgreSQL)", () => {
  test("concurrent attempts on one key: exactly `limit` pass", async () => {
    const key = `concurrency:${uniqueEmail()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => hit(t.app.ctx, key, { limit: 10, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(30);
  });

  test("attempts naming the same two keys in either order neither deadlock nor pass the limit", async () => {
    const a = `pair-a:${uniqueEmail()}`;
    const b = `pair-b:${uniqueEmail()}`;
    const limit = { limit: 7, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        hitAll(
          t.app.ctx,
          i % 2
            ? [
                [a, limit],
                [b, limit],
              ]
            : [
                [b, limit],
                [a, limit],
              ],
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 429 });
  });
});
