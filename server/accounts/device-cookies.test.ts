import { DEVICE_TOKEN_HEADER } from "../../lib/contracts/sessions";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { outbox, randomIp, uniqueEmail, verifiedUser } from "./account-test-kit";
import { newOpaqueToken } from "./auth-tokens";
import { ACCOUNT_LIMITS, LOGIN_DEVICE_LIMIT } from "./rate-limits";

jest.setTimeout(120_000);

/**
 * Attack point 3 of issue 17: wrong passwords from anywhere must not lock the owner out. OWASP's
 * device cookies: a browser that signed in before presents its device token and spends its own
 * allowance; attempts without one are anonymous and share the per-account and per-address limits.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const WRONG = "wrong-password-1";

interface Attempt {
  email: string;
  password: string;
  device?: string;
  ip?: string;
  userAgent?: string;
}

function login({ email, password, device, ip, userAgent }: Attempt) {
  const headers: Record<string, string> = {};
  if (device !== undefined) headers[DEVICE_TOKEN_HEADER] = device;
  if (userAgent) headers["user-agent"] = userAgent;
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    headers,
    remoteAddress: ip ?? randomIp(),
  });
}

/** A verified customer and the device token of one browser that signed in (the owner's phone). */
async function ownerWithDevice() {
  const user = await verifiedUser(t);
  const res = await login({ email: user.email, password: user.password, userAgent: ANDROID_CHROME });
  expect(res.statusCode).toBe(200);
  const device = res.json().device_token as string;
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...user, device };
}

/** The account-wide lock, as an attacker makes it: the limit of wrong passwords from many addresses. */
async function lockAnonymously(email: string) {
  for (let i = 0; i < ACCOUNT_LIMITS.login.email.limit; i++) {
    expect((await login({ email, password: WRONG })).statusCode).toBe(401);
  }
}

const newSignInMails = async (email: string) =>
  (await outbox(t, email)).filter((m) => m.subject === "New sign-in to your Naira Wallet");

test("a locked account still lets a known device in with the right password", async () => {
  const owner = await ownerWithDevice();
  await lockAnonymously(owner.email);
  // Anonymous attempts are locked, the right password too (the attacker cannot tell it apart).
  const anonymous = await login({ email: owner.email, password: owner.password });
  expect(anonymous.statusCode).toBe(429);
  expect(Number(anonymous.headers["retry-after"])).toBeGreaterThan(0);
  // The owner's phone signs in: its own allowance, untouched by the attacker.
  const known = await login({ email: owner.email, password: owner.password, device: owner.device });
  expect(known.statusCode).toBe(200);
  expect(known.json().device_token).toBe(owner.device);
});

test("an anonymous attacker's failures lock only anonymous attempts; a known device's failures lock only that device", async () => {
  const owner = await ownerWithDevice();
  const laptop = (await login({ email: owner.email, password: owner.password })).json().device_token as string;
  await lockAnonymously(owner.email);

  // The phone mistypes: its own allowance runs out (OWASP: the device cookie is locked out)...
  for (let i = 0; i < LOGIN_DEVICE_LIMIT.limit; i++) {
    expect((await login({ email: owner.email, password: WRONG, device: owner.device })).statusCode).toBe(401);
  }
  const phoneLocked = await login({ email: owner.email, password: owner.password, device: owner.device });
  expect(phoneLocked.statusCode).toBe(429);
  expect(Number(phoneLocked.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_DEVICE_LIMIT.windowSeconds);
  // ...while the laptop, another known device, still signs in.
  expect((await login({ email: owner.email, password: owner.password, device: laptop })).statusCode).toBe(200);
});

test("a known device's wrong passwords do not count against the account: anonymous sign-in still works", async () => {
  const owner = await ownerWithDevice();
  for (let i = 0; i < LOGIN_DEVICE_LIMIT.limit; i++) {
    await login({ email: owner.email, password: WRONG, device: owner.device });
  }
  expect((await login({ email: owner.email, password: owner.password })).statusCode).toBe(200);
});

test("a successful login gives the device's place back", async () => {
  const owner = await ownerWithDevice();
  const attempt = (password: string) => login({ email: owner.email, password, device: owner.device });
  for (let i = 0; i < LOGIN_DEVICE_LIMIT.limit - 1; i++) expect((await attempt(WRONG)).statusCode).toBe(401);
  // One place left: any number of right passwords go through, each giving it back.
  for (let i = 0; i < 5; i++) expect((await attempt(owner.password)).statusCode).toBe(200);
  expect((await attempt(WRONG)).statusCode).toBe(401);
  expect((await attempt(owner.password)).statusCode).toBe(429);
});

test("the per-address limit (a carrier's shared address) does not keep out a known device", async () => {
  const owner = await ownerWithDevice();
  const sharedAddress = randomIp();
  // Anyone behind the same address fails on other accounts until the address is locked for anonymous attempts.
  for (let i = 0; i < ACCOUNT_LIMITS.login.ip.limit; i++) {
    await login({ email: uniqueEmail("nat"), password: WRONG, ip: sharedAddress });
  }
  expect((await login({ email: owner.email, password: owner.password, ip: sharedAddress })).statusCode).toBe(429);
  const known = await login({ email: owner.email, password: owner.password, device: owner.device, ip: sharedAddress });
  expect(known.statusCode).toBe(200);
});

test("a device cookie of another account is ignored: the attempt is anonymous", async () => {
  const attacker = await ownerWithDevice();
  const victim = await ownerWithDevice();
  // The attacker guesses with their own device token: it is not the victim's, so the guesses are anonymous...
  for (let i = 0; i < ACCOUNT_LIMITS.login.email.limit; i++) {
    expect((await login({ email: victim.email, password: WRONG, device: attacker.device })).statusCode).toBe(401);
  }
  // ...and share the account's lock (which the owner's own phone does not feel),
  expect((await login({ email: victim.email, password: WRONG, device: attacker.device })).statusCode).toBe(429);
  expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(429);
  expect((await login({ email: victim.email, password: victim.password, device: victim.device })).statusCode).toBe(200);
  // ...while the attacker's own device allowance for their own account is untouched.
  for (let i = 0; i < LOGIN_DEVICE_LIMIT.limit - 1; i++) {
    expect((await login({ email: attacker.email, password: WRONG, device: attacker.device })).statusCode).toBe(401);
  }
  expect(
    (await login({ email: attacker.email, password: attacker.password, device: attacker.device })).statusCode,
  ).toBe(200);
});

test("a device cookie of another account does not make a sign-in known: new device, new token, the owner is told", async () => {
  const other = await ownerWithDevice();
  const owner = await verifiedUser(t);
  const res = await login({ email: owner.email, password: owner.password, device: other.device });
  expect(res.statusCode).toBe(200);
  expect(res.json().device_token).not.toBe(other.device);
  expect(await newSignInMails(owner.email)).toHaveLength(1);
});

test("a forged or malformed device cookie is ignored", async () => {
  const owner = await ownerWithDevice();
  await lockAnonymously(owner.email);
  for (const forged of [newOpaqueToken(), "not-a-token", `${owner.device}x`, owner.device.slice(1), "a".repeat(5000)]) {
    const res = await login({ email: owner.email, password: owner.password, device: forged });
    expect(res.statusCode).toBe(429);
  }
  // Among forged ones, the owner's real token still counts (a browser may hold tokens of several accounts).
  const several = `${newOpaqueToken()},${owner.device},${newOpaqueToken()}`;
  expect((await login({ email: owner.email, password: owner.password, device: several })).statusCode).toBe(200);
});

test("the new-device mail: sent once per new device, with device, browser, address, Lagos time and what to do", async () => {
  const owner = await verifiedUser(t);
  const first = await login({
    email: owner.email,
    password: owner.password,
    userAgent: ANDROID_CHROME,
    ip: "102.89.34.10",
  });
  expect(first.statusCode).toBe(200);
  const device = first.json().device_token as string;
  const mails = await newSignInMails(owner.email);
  expect(mails).toHaveLength(1);
  const text = mails[0].text;
  expect(text).toContain("Device: Android phone");
  expect(text).toContain("Browser: Chrome 120");
  expect(text).toContain("Address: 102.89.34.* (Nigeria)");
  expect(text).not.toContain("102.89.34.10");
  expect(text).toMatch(/Time: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);
  expect(text).toContain("If this was not you");
  expect(text).toContain(`${t.config.WEB_PUBLIC_URL}/forgot-password`);
  expect(text).toContain(`${t.config.WEB_PUBLIC_URL}/profile`);
  // No six-digit number: code readers never mistake it for a code mail.
  expect(text).not.toMatch(/\b\d{6}\b/);

  // The same browser again: known, no mail.
  expect((await login({ email: owner.email, password: owner.password, device })).statusCode).toBe(200);
  expect(await newSignInMails(owner.email)).toHaveLength(1);
  // A failed attempt from a new browser: no mail either.
  expect((await login({ email: owner.email, password: WRONG })).statusCode).toBe(401);
  expect(await newSignInMails(owner.email)).toHaveLength(1);
  // Another browser: one more.
  expect((await login({ email: owner.email, password: owner.password })).statusCode).toBe(200);
  expect(await newSignInMails(owner.email)).toHaveLength(2);
});

test("a device not used for a year is forgotten: its token is anonymous again", async () => {
  const owner = await ownerWithDevice();
  t.advance(366 * 24 * 3600 * 1000);
  try {
    await lockAnonymously(owner.email);
    expect((await login({ email: owner.email, password: owner.password, device: owner.device })).statusCode).toBe(429);
  } finally {
    t.advance(-366 * 24 * 3600 * 1000);
  }
});

// Concurrency needs real connections; CI runs this with TEST_DATABASE_URL set.
(usingPostgres() ? describe : describe.skip)("under concurrency (PostgreSQL)", () => {
  test("concurrent wrong passwords with one device cookie: exactly its allowance is tried, the account stays open", async () => {
    const owner = await ownerWithDevice();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => login({ email: owner.email, password: WRONG, device: owner.device })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_DEVICE_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - LOGIN_DEVICE_LIMIT.limit);
    expect((await login({ email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  test("an attacker hammering the account while the owner signs in from a known device: the owner always gets in", async () => {
    const owner = await ownerWithDevice();
    const attack = Array.from({ length: 30 }, () => login({ email: owner.email, password: WRONG }));
    const ownerLogins = Array.from({ length: 5 }, () =>
      login({ email: owner.email, password: owner.password, device: owner.device }),
    );
    const [attacked, owned] = await Promise.all([Promise.all(attack), Promise.all(ownerLogins)]);
    expect(attacked.filter((r) => r.statusCode === 401)).toHaveLength(ACCOUNT_LIMITS.login.email.limit);
    expect(owned.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
