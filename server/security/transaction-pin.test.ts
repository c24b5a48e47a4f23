import { PASSWORD, codeIn, outbox } from "../accounts/account-test-kit";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../accounts/password-hash";
import { transactionPins } from "../db/schema";
import { PIN_LOCKED_SUBJECT } from "../mail/templates/pin-mails";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { flushCallbacks, rid, rowsOf } from "../purchases/test-helpers";
import { bearer, TEST_PIN } from "../test/fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { PIN_MSG } from "../../lib/contracts/pin";
import { verifyPin } from "./pin-hash";
import { airtimeBody, pinCustomer, pinRow } from "./pin-test-kit";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
});
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

const WRONG = "9157";
const settled = () => t.app.ctx.afterAnswer.settled();
const lockMails = async (email: string) =>
  (await outbox(t, email)).filter((m) => m.subject === PIN_LOCKED_SUBJECT).length;

describe("a purchase needs the transaction PIN", () => {
  test("missing: 422 on the pin field, no money moves", async () => {
    const c = await pinCustomer(t);
    const res = await c.post("/api/pay/airtime", airtimeBody({ pin: undefined }));
    expect(res).toEqual({ status: 422, body: { message: PIN_MSG.required, errors: { pin: [PIN_MSG.required] } } });
    expect(await c.balance()).toBe(1_000_000);
    expect(await c.history()).toHaveLength(0);
  });

  test("no PIN set yet: 422 saying one must be set first, whatever the body's pin", async () => {
    const c = await pinCustomer(t, { pin: null });
    for (const pin of [undefined, TEST_PIN]) {
      const res = await c.post("/api/pay/airtime", airtimeBody({ pin }));
      expect(res).toEqual({ status: 422, body: { message: PIN_MSG.notSet, errors: { pin: [PIN_MSG.notSet] } } });
    }
    expect(await c.balance()).toBe(1_000_000);
  });

  test("malformed: 422 from the body's validation, not counted as a try", async () => {
    const c = await pinCustomer(t);
    const res = await c.post("/api/pay/airtime", airtimeBody({ pin: "12a4" }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ pin: [PIN_MSG.format] });
    expect((await pinRow(t, c.userId)).failedAttempts).toBe(0);
  });

  test("wrong: 403 with the tries left, counted; a right PIN pays and starts the count again", async () => {
    const c = await pinCustomer(t);
    const first = await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }));
    expect(first).toEqual({
      status: 403,
      body: { message: "Incorrect PIN. 4 attempts left.", errors: { pin: ["Incorrect PIN. 4 attempts left."] } },
    });
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).body.message).toBe(
      "Incorrect PIN. 3 attempts left.",
    );
    expect(await c.balance()).toBe(1_000_000);
    expect((await c.get("/api/pin")).body.data).toEqual({ is_set: true, locked_until: null, attempts_left: 3 });

    const paid = await c.post("/api/pay/airtime", airtimeBody());
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("success");
    expect((await c.get("/api/pin")).body.data.attempts_left).toBe(5);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).body.message).toBe(
      "Incorrect PIN. 4 attempts left.",
    );
  });

  test("a right PIN on a purchase refused for another reason (balance, service off) still starts the count again", async () => {
    const c = await pinCustomer(t);
    for (let i = 0; i < 3; i++) await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }));
    expect((await c.get("/api/pin")).body.data.attempts_left).toBe(2);
    const tooMuch = await c.post("/api/pay/airtime", airtimeBody({ amount: 50_000 }));
    expect(tooMuch.status).toBe(400);
    expect((await c.get("/api/pin")).body.data.attempts_left).toBe(5);

    for (let i = 0; i < 3; i++) await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }));
    await t.app.ctx.db.execute(
      sql`INSERT INTO service_settings (service, enabled) VALUES ('airtime', false) ON CONFLICT (service) DO UPDATE SET enabled = false`,
    );
    try {
      const off = await c.post("/api/pay/airtime", airtimeBody());
      expect(off.status).toBe(503);
    } finally {
      await t.app.ctx.db.execute(sql`DELETE FROM service_settings WHERE service = 'airtime'`);
    }
    expect((await c.get("/api/pin")).body.data.attempts_left).toBe(5);
    expect(await c.balance()).toBe(1_000_000);
  });

  test("five wrong in a row: 423 for 30 minutes with Retry-After, even for the right PIN; the owner is mailed once", async () => {
    const c = await pinCustomer(t);
    for (let left = 4; left >= 1; left--) {
      expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).status).toBe(403);
    }
    const fifth = await t.app.inject({
      method: "POST",
      url: "/api/pay/airtime",
      headers: bearer(c.token),
      payload: airtimeBody({ pin: WRONG }),
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.headers["retry-after"]).toBe("1800");
    expect(fifth.json().message).toBe(PIN_MSG.locked(30));
    expect(fifth.json().errors.pin).toEqual([PIN_MSG.locked(30)]);

    const right = await c.post("/api/pay/airtime", airtimeBody());
    expect(right.status).toBe(423);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).status).toBe(423);
    const status = (await c.get("/api/pin")).body.data;
    expect(status.attempts_left).toBe(0);
    expect(new Date(status.locked_until).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await settled();
    expect(await lockMails(c.email)).toBe(1);
    expect(await c.balance()).toBe(1_000_000);
    expect(await c.history()).toHaveLength(0);

    t.advance(10 * 60_000);
    const later = await c.post("/api/pay/airtime", airtimeBody());
    expect(later.body.message).toBe(PIN_MSG.locked(20));
    t.advance(21 * 60_000);
    expect((await c.post("/api/pay/airtime", airtimeBody())).status).toBe(200);
    await settled();
    expect(await lockMails(c.email)).toBe(1);
  });

  test("a replay of a request_id already paid needs no PIN and answers the same; a new request_id does", async () => {
    const c = await pinCustomer(t);
    const body = airtimeBody();
    const paid = await c.post("/api/pay/airtime", body);
    expect(paid.status).toBe(200);
    for (const pin of [undefined, WRONG]) {
      const again = await c.post("/api/pay/airtime", { ...body, pin });
      expect(again.status).toBe(200);
      expect(again.body.data.transaction.id).toBe(paid.body.data.transaction.id);
    }
    expect((await pinRow(t, c.userId)).failedAttempts).toBe(0);
    expect(await rowsOf(t, c.userId, "purchase")).toHaveLength(1);
    expect((await c.post("/api/pay/airtime", { ...airtimeBody(), pin: undefined })).status).toBe(422);
  });

  test("order of checks: authentication, then the body, then the PIN, then the balance", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/pay/airtime", payload: { pin: WRONG } });
    expect(anonymous.statusCode).toBe(401);

    const poor = await pinCustomer(t, { kobo: 5_000 });
    const badBody = await poor.post("/api/pay/airtime", { network: "mtn", pin: WRONG });
    expect(badBody.status).toBe(422);
    expect(Object.keys(badBody.body.errors)).not.toContain("pin");
    expect((await pinRow(t, poor.userId)).failedAttempts).toBe(0);

    const tooDear = airtimeBody({ amount: 5000 });
    expect((await poor.post("/api/pay/airtime", { ...tooDear, pin: WRONG })).status).toBe(403);
    expect((await poor.post("/api/pay/airtime", tooDear)).status).toBe(400);
  });

  test("every purchase route asks for it: missing 422, wrong 403, right pays", async () => {
    const c = await pinCustomer(t, { kobo: 10_000_000 });
    for (const url of [
      "/api/pay/airtime",
      "/api/data/purchase",
      "/api/electricity/purchase",
      "/api/paytv/purchase",
      "/api/exampin/purchase",
    ]) {
      const res = await c.post(url, { pin: undefined, ...validBodies[url] });
      expect({ url, status: res.status, pin: res.body.errors?.pin }).toEqual({
        url,
        status: 422,
        pin: [PIN_MSG.required],
      });
      expect((await c.post(url, { ...validBodies[url], pin: WRONG })).status).toBe(403);
      const paid = await c.post(url, validBodies[url]);
      expect({ url, status: paid.status }).toEqual({ url, status: 200 });
    }
  });
});

const validBodies: Record<string, Record<string, unknown>> = {
  "/api/pay/airtime": airtimeBody(),
  "/api/data/purchase": {
    network_id: "mtn-data",
    variation_id: "mtn-100mb-1000",
    amount: 1000,
    phone: N.success,
    request_id: rid("DATA_"),
  },
  "/api/electricity/purchase": {
    disco: "ikeja-electric",
    meter_number: N.prepaidMeter,
    meter_type: "prepaid",
    amount: 5000,
    phone: "08031234567",
    customer_name: "TESTMETER1",
    customer_address: "1 Marina Road",
    request_id: rid("ELEC_"),
  },
  "/api/paytv/purchase": {
    provider: "gotv",
    smartcard: N.smartcard,
    plan: "gotv-max",
    amount: 8500,
    phone: "08031234567",
    request_id: rid("PAYTV_"),
  },
  "/api/exampin/purchase": {
    exam_type: "WAEC",
    variation_id: "waecdirect",
    amount: 3900,
    phone: N.success,
    quantity: 1,
    request_id: rid("EXAMPIN_"),
  },
};

describe("the PIN at rest and in answers", () => {
  test("stored as a keyed hash (pepper and salt), never in clear", async () => {
    const c = await pinCustomer(t, { pin: null });
    expect((await c.post("/api/pin", { pin: "7391", password: PASSWORD })).status).toBe(200);
    const row = await pinRow(t, c.userId);
    expect(row.pinHash).toMatch(/^pin-hmac\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row.pinHash).not.toContain("7391");
    expect(await verifyPin("7391", row.pinHash, t.app.ctx.config.pinPepper)).toBe(true);
    expect(await verifyPin("7391", row.pinHash, "another-pepper")).toBe(false);
  });

  test("a PIN stored as scrypt (before the keyed hash) still pays, and the right PIN rewrites it", async () => {
    const c = await pinCustomer(t);
    const legacy = await hashPassword(TEST_PIN);
    await t.app.ctx.db
      .update(transactionPins)
      .set({ pinHash: legacy, failedAttempts: 1 })
      .where(eq(transactionPins.userId, c.userId));
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).status).toBe(403);
    expect((await pinRow(t, c.userId)).pinHash).toBe(legacy); // a wrong PIN rewrites nothing
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: TEST_PIN }))).status).toBe(200);
    const row = await pinRow(t, c.userId);
    expect(row.pinHash).toMatch(/^pin-hmac\$/);
    expect(row.failedAttempts).toBe(0);
    expect(await verifyPin(TEST_PIN, row.pinHash, t.app.ctx.config.pinPepper)).toBe(true);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: TEST_PIN }))).status).toBe(200);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }))).body.message).toBe(PIN_MSG.incorrect(4));
  });

  test("no answer repeats the PIN", async () => {
    const c = await pinCustomer(t);
    for (const pin of ["7391", "73a1", "73919"]) {
      const res = await c.post("/api/pay/airtime", airtimeBody({ pin }));
      expect(JSON.stringify(res.body)).not.toContain(pin.slice(0, 4));
    }
    const status = await c.get("/api/pin");
    expect(JSON.stringify(status.body)).not.toContain(TEST_PIN);
  });
});

describe("setting, changing and resetting the PIN", () => {
  test("set: needs the password, refuses an easy PIN, 409 once set; the owner is told", async () => {
    const c = await pinCustomer(t, { pin: null });
    expect((await c.get("/api/pin")).body.data).toEqual({ is_set: false, locked_until: null, attempts_left: 5 });
    const wrongPassword = await c.post("/api/pin", { pin: "7391", password: "not-the-password" });
    expect(wrongPassword).toEqual({
      status: 422,
      body: { message: PIN_MSG.passwordWrong, errors: { password: [PIN_MSG.passwordWrong] } },
    });
    for (const pin of ["1234", "0000", "9876"]) {
      expect((await c.post("/api/pin", { pin, password: PASSWORD })).body.errors).toEqual({ pin: [PIN_MSG.tooEasy] });
    }
    expect((await c.post("/api/pin", { pin: "7391", password: PASSWORD })).body).toEqual({ message: PIN_MSG.set });
    expect((await c.post("/api/pin", { pin: "7392", password: PASSWORD })).status).toBe(409);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: "7391" }))).status).toBe(200);
    await settled();
    expect((await outbox(t, c.email)).map((m) => m.subject)).toContain("Your Naira Wallet transaction PIN was set");
  });

  test("wrong passwords at the PIN calls are limited: the sixth in 15 minutes answers 429", async () => {
    const c = await pinCustomer(t, { pin: null });
    for (let i = 0; i < 5; i++) expect((await c.post("/api/pin", { pin: "7391", password: "nope" })).status).toBe(422);
    expect((await c.post("/api/pin", { pin: "7391", password: PASSWORD })).status).toBe(429);
    t.advance(15 * 60_000 + 1000);
    expect((await c.post("/api/pin", { pin: "7391", password: PASSWORD })).status).toBe(200);
  });

  test("change: the old PIN, counted like any try; then only the new one pays", async () => {
    const c = await pinCustomer(t);
    const wrong = await c.post("/api/pin/change", { old_pin: WRONG, new_pin: "7391" });
    expect(wrong).toEqual({
      status: 403,
      body: { message: "Incorrect PIN. 4 attempts left.", errors: { old_pin: ["Incorrect PIN. 4 attempts left."] } },
    });
    expect((await c.post("/api/pin/change", { old_pin: TEST_PIN, new_pin: TEST_PIN })).body.errors).toEqual({
      new_pin: [PIN_MSG.sameAsOld],
    });
    expect((await c.post("/api/pin/change", { old_pin: TEST_PIN, new_pin: "7391" })).body).toEqual({
      message: PIN_MSG.changed,
    });
    expect((await c.post("/api/pay/airtime", airtimeBody())).status).toBe(403);
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: "7391" }))).status).toBe(200);
  });

  test("reset: a mailed code and the password set a new PIN and end the lock", async () => {
    const c = await pinCustomer(t);
    for (let i = 0; i < 5; i++) await c.post("/api/pay/airtime", airtimeBody({ pin: WRONG }));
    expect((await c.get("/api/pin")).body.data.attempts_left).toBe(0);

    expect((await c.post("/api/pin/reset/request", {})).body).toEqual({ message: PIN_MSG.resetSent });
    const mail = (await outbox(t, c.email)).find((m) => /PIN reset code/.test(m.subject));
    const code = codeIn(mail!.text);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const badPassword = await c.post("/api/pin/reset", { code, password: "nope", new_pin: "7391" });
    expect(badPassword.body.errors).toEqual({ password: [PIN_MSG.passwordWrong] });
    const badCode = await c.post("/api/pin/reset", { code: wrongCode, password: PASSWORD, new_pin: "7391" });
    expect(badCode.body.errors).toEqual({ code: [PIN_MSG.codeInvalid] });
    const ok = await c.post("/api/pin/reset", { code, password: PASSWORD, new_pin: "7391" });
    expect(ok.body).toEqual({ message: PIN_MSG.reset });
    expect((await c.post("/api/pin/reset", { code, password: PASSWORD, new_pin: "7392" })).status).toBe(422);

    expect((await c.get("/api/pin")).body.data).toEqual({ is_set: true, locked_until: null, attempts_left: 5 });
    expect((await c.post("/api/pay/airtime", airtimeBody({ pin: "7391" }))).status).toBe(200);
  });

  test("the PIN calls need a signed-in customer before anything else", async () => {
    for (const url of ["/api/pin", "/api/pin/change", "/api/pin/reset/request", "/api/pin/reset"]) {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/pin" })).statusCode).toBe(401);
  });
});

test("OpenAPI documents the PIN calls and every purchase's pin, 403 and 423", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  expect(doc.paths["/api/pin"].get.responses["200"]).toBeDefined();
  for (const p of ["/api/pin", "/api/pin/change", "/api/pin/reset/request", "/api/pin/reset"]) {
    expect(doc.paths[p].post.security).toEqual([{ bearer: [] }]);
  }
  for (const p of [
    "/api/pay/airtime",
    "/api/data/purchase",
    "/api/electricity/purchase",
    "/api/paytv/purchase",
    "/api/exampin/purchase",
  ]) {
    const op = doc.paths[p].post;
    expect(op.requestBody.content["application/json"].schema.properties.pin).toMatchObject({ type: "string" });
    expect(op.responses["403"]).toBeDefined();
    expect(op.responses["423"]).toBeDefined();
  }
});
