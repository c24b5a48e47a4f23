import { CHANGE_PASSWORD_MSG } from "../../lib/contracts/change-password";
import { MSG } from "../../lib/contracts/messages";
import { sessionsResponse } from "../../lib/contracts/sessions";
import { createTestApp, type TestApp } from "../test/test-app";
import { PASSWORD_CHANGED_SUBJECT } from "../mail/templates/password-changed";
import { loggedInUser, outbox, PASSWORD, post } from "./account-test-kit";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "brand-new-pass-42";

const change = (token: string | undefined, body: Record<string, unknown>) =>
  post(t, "/api/change-password", body, { token });
const changeTo = (token: string, password: string, current = PASSWORD) =>
  change(token, { current_password: current, password, password_confirmation: password });
const login = (email: string, password: string) => post(t, "/api/login", { email, password });
const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } });

/** A customer signed in twice: `token` changes the password, `other` is another browser. */
async function customerOnTwoBrowsers() {
  const user = await loggedInUser(t);
  const other = (await login(user.email, PASSWORD)).json().token as string;
  return { ...user, other };
}

test("the new password replaces the old one; every other session ends, this one stays signed in", async () => {
  const c = await customerOnTwoBrowsers();
  const res = await changeTo(c.token, NEW_PASSWORD);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: CHANGE_PASSWORD_MSG.changed, signed_out: 1 });

  expect((await me(c.other)).statusCode).toBe(401);
  expect((await me(c.token)).statusCode).toBe(200);
  const sessions = await t.app.inject({
    method: "GET",
    url: "/api/sessions",
    headers: { authorization: `Bearer ${c.token}` },
  });
  expect(sessionsResponse.parse(sessions.json()).data.map((s) => s.current)).toEqual([true]);

  expect((await login(c.email, PASSWORD)).statusCode).toBe(401);
  expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);

  // The owner is told, in case it was not them.
  await t.app.ctx.afterAnswer.settled();
  const told = (await outbox(t, c.email)).filter((m) => m.subject === PASSWORD_CHANGED_SUBJECT);
  expect(told).toHaveLength(1);
  expect(told[0].text).toContain("was changed from your profile");
  expect(told[0].text).not.toContain(NEW_PASSWORD);
});

test("authentication comes first: no token is 401 whatever the body", async () => {
  expect((await change(undefined, {})).statusCode).toBe(401);
  expect((await change(undefined, { current_password: PASSWORD, password: "x" })).statusCode).toBe(401);
  expect((await change("not-a-token", { current_password: PASSWORD })).statusCode).toBe(401);
});

test("the reset's rules for the new password, and not the current one again; nothing changes", async () => {
  const c = await customerOnTwoBrowsers();
  const mismatch = await change(c.token, {
    current_password: PASSWORD,
    password: NEW_PASSWORD,
    password_confirmation: `${NEW_PASSWORD}x`,
  });
  expect(mismatch.statusCode).toBe(422);
  expect(mismatch.json().errors).toEqual({ password_confirmation: [MSG.passwordsDoNotMatch] });

  const short = await changeTo(c.token, "short");
  expect(short.statusCode).toBe(422);
  expect(short.json().errors.password).toEqual([MSG.passwordTooShort]);

  const same = await changeTo(c.token, PASSWORD);
  expect(same.statusCode).toBe(422);
  expect(same.json()).toMatchObject({
    message: CHANGE_PASSWORD_MSG.sameAsCurrent,
    errors: { password: [CHANGE_PASSWORD_MSG.sameAsCurrent] },
  });

  const missing = await change(c.token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  expect(missing.json().errors).toEqual({ current_password: [CHANGE_PASSWORD_MSG.currentRequired] });

  expect((await me(c.other)).statusCode).toBe(200);
  expect((await login(c.email, PASSWORD)).statusCode).toBe(200);
});

test("wrong current passwords: 422 on the field, then 429 for 15 minutes (the PIN calls' wrong passwords count too)", async () => {
  const c = await customerOnTwoBrowsers();
  for (let i = 0; i < 3; i++) {
    const wrong = await changeTo(c.token, NEW_PASSWORD, `wrong-guess-${i}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: CHANGE_PASSWORD_MSG.currentWrong,
      errors: { current_password: [CHANGE_PASSWORD_MSG.currentWrong] },
    });
  }
  // A right one gives its place back: only the wrong ones count.
  expect((await changeTo(c.token, NEW_PASSWORD)).statusCode).toBe(200);
  expect((await changeTo(c.token, PASSWORD, "wrong-guess-3")).statusCode).toBe(422);
  // The fifth wrong password, given to set a PIN, shares the account's count.
  expect((await post(t, "/api/pin", { pin: "7391", password: "wrong-guess-4" }, { token: c.token })).statusCode).toBe(
    422,
  );

  t.freezeClock(true);
  try {
    const blocked = await changeTo(c.token, PASSWORD, NEW_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);

    t.advance(15 * 60 * 1000 + 1000);
    expect((await changeTo(c.token, PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
  } finally {
    t.freezeClock(false);
  }
  expect((await me(c.other)).statusCode).toBe(401);
});
