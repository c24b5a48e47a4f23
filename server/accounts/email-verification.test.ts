import { eq } from "drizzle-orm";
import { API_MSG, MSG } from "../../lib/contracts/messages";
import { otpCodes, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { onEmailVerified } from "../wallet/on-email-verified";
import { latestCode, outbox, post, registerUser } from "./account-test-kit";

jest.mock("../wallet/on-email-verified", () => ({ onEmailVerified: jest.fn(async () => {}) }));
const hook = onEmailVerified as jest.MockedFunction<typeof onEmailVerified>;

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => hook.mockClear());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const verifiedAt = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0].emailVerifiedAt;

describe("POST /api/verify-otp", () => {
  test("the mailed code verifies the email once and tells the wallet domain", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const res = await post(t, "/api/verify-otp", { email: u.email.toUpperCase(), otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.emailVerified });
    expect(await verifiedAt(u.id)).toBeInstanceOf(Date);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook.mock.calls[0][1]).toBe(u.id);

    const again = await post(t, "/api/verify-otp", { email: u.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MSG.emailAlreadyVerified });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  test("non-digits in the code are stripped", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const res = await post(t, "/api/verify-otp", { email: u.email, otp: `${code.slice(0, 3)} - ${code.slice(3)}` });
    expect(res.statusCode).toBe(200);
  });

  test("a failing wallet hook is logged and the verification still stands", async () => {
    hook.mockRejectedValueOnce(new Error("provider down"));
    const u = await registerUser(t);
    const res = await post(t, "/api/verify-otp", { email: u.email, otp: await latestCode(t, u.email) });
    expect(res.statusCode).toBe(200);
    expect(await verifiedAt(u.id)).toBeInstanceOf(Date);
  });

  test("a wrong code is a 400 and does not verify", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const res = await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.otpInvalid });
    expect(await verifiedAt(u.id)).toBeNull();
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    expect(row.attempts).toBe(1);
  });

  test("the code expires after OTP_TTL_SECONDS (120 s) by the clock", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    t.advance(119_000);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) })).statusCode).toBe(400);
    t.advance(1_000);
    const res = await post(t, "/api/verify-otp", { email: u.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.otpInvalid });
    expect(await verifiedAt(u.id)).toBeNull();
  });

  test("just before expiry the code still works", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    t.advance(119_000);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).statusCode).toBe(200);
  });

  test(`after OTP_MAX_ATTEMPTS wrong tries the code is dead, even the right one`, async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const max = t.config.OTP_MAX_ATTEMPTS;
    for (let i = 1; i < max; i++) {
      const r = await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) });
      expect(r.json()).toEqual({ message: API_MSG.otpInvalid });
    }
    // The last wrong try and the right code after it get the same answer as any wrong code: an
    // anonymous caller must not tell a live code (an unverified account) from no code at all.
    const last = await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: API_MSG.otpInvalid });
    const right = await post(t, "/api/verify-otp", { email: u.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: API_MSG.otpInvalid });
    expect(await verifiedAt(u.id)).toBeNull();

    // A new code works again.
    expect((await post(t, "/api/resend-otp", { email: u.email })).statusCode).toBe(200);
    const fresh = await latestCode(t, u.email, { after: 1 });
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: fresh })).statusCode).toBe(200);
  });

  test("an email with no account, and a verified email without the code that verified it, answer like a wrong code", async () => {
    const unknown = await post(t, "/api/verify-otp", { email: "nobody@example.com", otp: "123456" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: API_MSG.otpInvalid });

    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).statusCode).toBe(200);
    const guess = await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) });
    expect(guess.statusCode).toBe(400);
    expect(guess.body).toBe(unknown.body);
    expect(Object.keys(guess.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // The code that verified it still says so (an emailed link opened again).
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).json()).toEqual({
      message: API_MSG.emailAlreadyVerified,
    });
  });

  test("guessing at a verified email's used code is bounded like a live one", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).statusCode).toBe(200);
    for (let i = 0; i < t.config.OTP_MAX_ATTEMPTS; i++) {
      expect((await post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) })).json()).toEqual({
        message: API_MSG.otpInvalid,
      });
    }
    // Out of tries, even the right code no longer tells that the email is verified.
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).json()).toEqual({
      message: API_MSG.otpInvalid,
    });
  });

  test.each([
    [{ email: "bad", otp: "123456" }, "email", MSG.emailInvalid],
    [{ email: "a@example.com", otp: "12345" }, "otp", MSG.otpMustBe6Digits],
    [{ email: "a@example.com", otp: "1234567" }, "otp", MSG.otpMustBe6Digits],
    [{ email: "a@example.com" }, "otp", MSG.otpMustBe6Digits],
  ])("422 for %j", async (body, field, message) => {
    const res = await post(t, "/api/verify-otp", body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});

describe("POST /api/resend-otp", () => {
  test("mails a new code and the old one stops working", async () => {
    const u = await registerUser(t);
    const old = await latestCode(t, u.email);
    const res = await post(t, "/api/resend-otp", { email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MSG.otpResent });
    await t.app.ctx.afterAnswer.settled();
    expect(await outbox(t, u.email)).toHaveLength(2);
    const fresh = await latestCode(t, u.email, { after: 1 });
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    expect(rows).toHaveLength(1);

    if (fresh !== old) {
      const stale = await post(t, "/api/verify-otp", { email: u.email, otp: old });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({ message: API_MSG.otpInvalid });
    }
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: fresh })).statusCode).toBe(200);
  });

  test("restarts the 120 s: a resent code works after the first would have expired", async () => {
    const u = await registerUser(t);
    t.advance(100_000);
    await post(t, "/api/resend-otp", { email: u.email });
    const fresh = await latestCode(t, u.email, { after: 1 });
    t.advance(100_000);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: fresh })).statusCode).toBe(200);
  });

  test("the same 200 for an unverified, a verified and an unknown email; only the mailbox learns which", async () => {
    const ghost = "ghost@example.com";
    const unknown = await post(t, "/api/resend-otp", { email: ghost });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: API_MSG.otpResent });

    const u = await registerUser(t);
    await post(t, "/api/verify-otp", { email: u.email, otp: await latestCode(t, u.email) });
    const verified = await post(t, "/api/resend-otp", { email: u.email });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe(unknown.body);
    expect(Object.keys(verified.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await t.app.ctx.afterAnswer.settled();
    expect(await outbox(t, ghost)).toHaveLength(0);
    const [note] = await outbox(t, u.email);
    expect(note.subject).toBe("Your Naira Wallet email is already verified");
    expect(note.text).toContain(`${t.config.WEB_PUBLIC_URL}/login`);
    expect(note.text).not.toMatch(/\b\d{6}\b/);
    // No code was made for a verified account.
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    expect(rows.filter((r) => !r.consumedAt)).toHaveLength(0);

    const bad = await post(t, "/api/resend-otp", { email: "nope" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual([MSG.emailInvalid]);
  });
});
