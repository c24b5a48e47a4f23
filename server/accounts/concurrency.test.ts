import { eq } from "drizzle-orm";
import { otpCodes } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { onEmailVerified } from "../wallet/on-email-verified";
import { latestCode, post, registerUser, verifiedUser } from "./account-test-kit";

jest.mock("../wallet/on-email-verified", () => ({ onEmailVerified: jest.fn(async () => {}) }));
const hook = onEmailVerified as jest.MockedFunction<typeof onEmailVerified>;

jest.setTimeout(60_000);

// Real parallel connections are needed; PGlite has one. CI runs these with TEST_DATABASE_URL set.
(usingPostgres() ? describe : describe.skip)("account races (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => hook.mockClear());

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  test("the same code sent ten times at once verifies once and tells the wallet once", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t, "/api/verify-otp", { email: u.email, otp: code })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(9);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  test("parallel wrong guesses are each counted and never exceed the attempt limit", async () => {
    const u = await registerUser(t);
    const code = await latestCode(t, u.email);
    const max = t.config.OTP_MAX_ATTEMPTS;
    await Promise.all(
      Array.from({ length: max * 2 }, () => post(t, "/api/verify-otp", { email: u.email, otp: wrong(code) })),
    );
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    expect(row.attempts).toBe(max);
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code })).statusCode).toBe(400);
  });

  test("one reset token used five times at once changes the password once", async () => {
    const u = await verifiedUser(t);
    await post(t, "/api/forgot-password", { email: u.email });
    const code = await latestCode(t, u.email, { after: 1 });
    const token = (await post(t, "/api/verify-reset-otp", { email: u.email, otp: code })).json().reset_token;
    const answers = await Promise.all(
      ["pass-one-111", "pass-two-222", "pass-three-333", "pass-four-444", "pass-five-555"].map((p) =>
        post(t, "/api/reset-password", { email: u.email, reset_token: token, password: p, password_confirmation: p }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(4);
  });

  test("parallel resends leave exactly one live code", async () => {
    const u = await registerUser(t);
    await Promise.all(Array.from({ length: 5 }, () => post(t, "/api/resend-otp", { email: u.email })));
    // The codes are made after the answers (server/http/after-answer.ts).
    await t.app.ctx.afterAnswer.settled();
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
    expect(rows).toHaveLength(1);
  });
});
