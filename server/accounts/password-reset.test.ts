import { eq } from "drizzle-orm";
import { PASSWORD_CHANGED_SUBJECT } from "../mail/templates/password-changed";
import { API_MSG, MSG } from "../../lib/contracts/messages";
import { authTokens, otpCodes, passwordResetTokens, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { onEmailVerified } from "../wallet/on-email-verified";
import { latestCode, loggedInUser, outbox, post, registerUser, verifiedUser } from "./account-test-kit";

jest.mock("../wallet/on-email-verified", () => ({ onEmailVerified: jest.fn(async () => {}) }));
const hook = onEmailVerified as jest.MockedFunction<typeof onEmailVerified>;

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => hook.mockClear());

const NEW_PASSWORD = "brand-new-pass-7";
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** forgot-password, then the code from the newest mail. */
async function resetCode(email: string, mailsBefore: number): Promise<string> {
  const res = await post(t, "/api/forgot-password", { email });
  expect(res.statusCode).toBe(200);
  return latestCode(t, email, { after: mailsBefore });
}

async function resetToken(email: string, mailsBefore: number): Promise<string> {
  const code = await resetCode(email, mailsBefore);
  const res = await post(t, "/api/verify-reset-otp", { email, otp: code });
  expect(res.statusCode).toBe(200);
  return res.json().reset_token;
}

/** POST /api/reset-password with a password typed twice alike (NEW_PASSWORD unless given). */
const resetWith = (email: string, resetToken: string, password = NEW_PASSWORD) =>
  post(t, "/api/reset-password", { email, reset_token: resetToken, password, password_confirmation: password });

describe("POST /api/forgot-password", () => {
  test("answers the same for known and unknown emails; only the known one gets mail", async () => {
    const u = await verifiedUser(t);
    const known = await post(t, "/api/forgot-password", { email: u.email });
    const unknown = await post(t, "/api/forgot-password", { email: "nobody-here@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: API_MSG.resetCodeSent });
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const code = await latestCode(t, u.email, { after: 1 });
    const mails = await outbox(t, u.email);
    expect(mails[0].subject).toMatch(/reset/i);
    expect(mails[0].text).toContain("Naira Wallet");
    expect(mails[0].text).toContain("expires in 2 minutes");
    expect(await outbox(t, "nobody-here@example.com")).toHaveLength(0);

    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    const reset = rows.filter((r) => r.purpose === "reset");
    expect(reset).toHaveLength(1);
    expect(reset[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(reset[0].codeHash).not.toContain(code);
  });

  test("a failing mailer still answers the same 200", async () => {
    const u = await verifiedUser(t);
    const send = jest.spyOn(t.app.ctx.mailer, "send").mockRejectedValueOnce(new Error("SMTP down"));
    try {
      const res = await post(t, "/api/forgot-password", { email: u.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: API_MSG.resetCodeSent });
    } finally {
      send.mockRestore();
    }
  });

  test("422 for a malformed email", async () => {
    const res = await post(t, "/api/forgot-password", { email: "x@y" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([MSG.emailInvalid]);
  });

  test("asking again replaces the earlier code", async () => {
    const u = await verifiedUser(t);
    const first = await resetCode(u.email, 1);
    const second = await resetCode(u.email, 2);
    if (first !== second) {
      expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: first })).statusCode).toBe(400);
    }
    expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: second })).statusCode).toBe(200);
  });
});

describe("POST /api/verify-reset-otp", () => {
  test("a right code gives a random reset token stored only hashed, valid 15 minutes", async () => {
    const u = await verifiedUser(t);
    const code = await resetCode(u.email, 1);
    const res = await post(t, "/api/verify-reset-otp", { email: u.email, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: API_MSG.resetOtpVerified,
      reset_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const token = res.json().reset_token;
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(15 * 60_000);
  });

  test("a used code is refused", async () => {
    const u = await verifiedUser(t);
    const code = await resetCode(u.email, 1);
    expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: code })).statusCode).toBe(200);
    const again = await post(t, "/api/verify-reset-otp", { email: u.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MSG.otpInvalid });
  });

  test("wrong, expired and unknown-account codes are all the same 400", async () => {
    const u = await verifiedUser(t);
    const code = await resetCode(u.email, 1);
    const bad = await post(t, "/api/verify-reset-otp", { email: u.email, otp: wrong(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: API_MSG.otpInvalid });

    const unknown = await post(t, "/api/verify-reset-otp", { email: "ghost@example.com", otp: code });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(bad.body);

    t.advance(120_000);
    const expired = await post(t, "/api/verify-reset-otp", { email: u.email, otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(bad.body);
  });

  test("attempts are limited per code", async () => {
    const u = await verifiedUser(t);
    const code = await resetCode(u.email, 1);
    for (let i = 0; i < t.config.OTP_MAX_ATTEMPTS; i++) {
      expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: wrong(code) })).statusCode).toBe(400);
    }
    // Out of tries the right code gets the answer of any wrong one (no hint that a code exists).
    const right = await post(t, "/api/verify-reset-otp", { email: u.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: API_MSG.otpInvalid });
  });

  test("the registration code does not work as a reset code", async () => {
    const u = await registerUser(t);
    const registrationCode = await latestCode(t, u.email);
    const res = await post(t, "/api/verify-reset-otp", { email: u.email, otp: registrationCode });
    expect(res.statusCode).toBe(400);
  });

  test("422 for a bad code format", async () => {
    const res = await post(t, "/api/verify-reset-otp", { email: "a@example.com", otp: "12ab" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual([MSG.otpMustBe6Digits]);
  });
});

describe("POST /api/reset-password", () => {
  test("a reset lifts the account's sign-in lock: the owner signs in with the new password at once", async () => {
    const u = await verifiedUser(t);
    // Ten wrong passwords, each from its own address, lock the account (no address is at its limit).
    for (let i = 0; i < 10; i++)
      expect((await post(t, "/api/login", { email: u.email, password: "wrong-guess-1" })).statusCode).toBe(401);
    expect((await post(t, "/api/login", { email: u.email, password: u.password })).statusCode).toBe(429);

    const token = await resetToken(u.email, 1);
    const res = await resetWith(u.email, token);
    expect(res.statusCode).toBe(200);
    expect((await post(t, "/api/login", { email: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("sets the new password once, signs out every session and points to /login", async () => {
    const u = await loggedInUser(t);
    // Two mails so far: the registration code and the new sign-in.
    const token = await resetToken(u.email, 2);
    const res = await resetWith(u.email, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.passwordReset, redirect_url: "/login" });

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${u.token}` } });
    expect(me.statusCode).toBe(401);
    const live = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);

    expect((await post(t, "/api/login", { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post(t, "/api/login", { email: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    await t.app.ctx.afterAnswer.settled();
    const told = (await outbox(t, u.email)).filter((m) => m.subject === PASSWORD_CHANGED_SUBJECT);
    expect(told.map((m) => m.text)).toEqual([expect.stringContaining("was reset with a code we emailed you")]);

    const again = await resetWith(u.email, token, "another-pass-1");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MSG.resetTokenInvalid });
    expect((await post(t, "/api/login", { email: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test("the reset token expires after 15 minutes", async () => {
    const u = await verifiedUser(t);
    const token = await resetToken(u.email, 1);
    t.advance(15 * 60_000);
    const res = await resetWith(u.email, token);
    expect(res.statusCode).toBe(400);
    expect((await post(t, "/api/login", { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  test("a token only works for its own account, and a made-up token not at all", async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    const token = await resetToken(a.email, 1);
    const body = { reset_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post(t, "/api/reset-password", { ...body, email: b.email })).statusCode).toBe(400);
    expect((await post(t, "/api/reset-password", { ...body, email: "ghost@example.com" })).statusCode).toBe(400);
    expect(
      (await post(t, "/api/reset-password", { ...body, email: a.email, reset_token: "x".repeat(43) })).statusCode,
    ).toBe(400);
    expect((await post(t, "/api/reset-password", { ...body, email: a.email })).statusCode).toBe(200);
  });

  test("an unverified account that resets its password is verified by it", async () => {
    const u = await registerUser(t);
    const token = await resetToken(u.email, 1);
    const res = await resetWith(u.email, token);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(hook).toHaveBeenCalledTimes(1);
    expect((await post(t, "/api/login", { email: u.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test.each([
    [{ password: "short", password_confirmation: "short" }, "password", MSG.passwordTooShort],
    [
      { password: NEW_PASSWORD, password_confirmation: "other-pass-99" },
      "password_confirmation",
      MSG.passwordsDoNotMatch,
    ],
    [{ reset_token: "" }, "reset_token", "Reset token is invalid."],
    [{ email: "nope" }, "email", MSG.emailInvalid],
  ])("422 for %j", async (overrides, field, message) => {
    const body = {
      email: "a@example.com",
      reset_token: "t".repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...overrides,
    };
    const res = await post(t, "/api/reset-password", body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});
