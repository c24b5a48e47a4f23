import { eq } from "drizzle-orm";
import { API_MSG, MSG } from "../../lib/contracts/messages";
import { otpCodes, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { codeIn, outbox, post, registration } from "./account-test-kit";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/register", () => {
  test("creates the customer, answers 201 with the public user and mails a 6-digit code", async () => {
    const body = registration({ email: "New.Customer@Example.com", name: "  Chiamaka Eze " });
    const res = await post(t, "/api/register", body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      message: API_MSG.registered,
      user: { id: expect.any(String), name: "Chiamaka Eze", email: "new.customer@example.com", phone: "08031234567" },
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, json.user.id));
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.status).toBe("active");
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.passwordHash).not.toContain(body.password);

    const mails = await outbox(t, "new.customer@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Naira Wallet");
    expect(mails[0].text).toContain("Naira Wallet");
    expect(mails[0].text).toContain("expires in 2 minutes");
    const code = codeIn(mails[0].text);

    const codes = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, json.user.id));
    expect(codes).toHaveLength(1);
    expect(codes[0].purpose).toBe("registration");
    expect(codes[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codes[0].codeHash).not.toContain(code);
    expect(codes[0].expiresAt.getTime() - codes[0].createdAt.getTime()).toBe(120_000);
  });

  test.each(["+234 803 123 4567", "234-803-123-4567", "(0803) 123 4567"])(
    "a phone written %j is stored as 08031234567 (issue 16)",
    async (phone) => {
      const email = `paste.${phone.replace(/\D/g, "")}.${phone.length}@example.com`;
      const res = await post(t, "/api/register", registration({ email, phone }));
      expect(res.statusCode).toBe(201);
      expect(res.json().user.phone).toBe("08031234567");
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row.phone).toBe("08031234567");
    },
  );

  test("a number from abroad is kept as written, its plus with it", async () => {
    const email = "abroad.customer@example.com";
    const res = await post(t, "/api/register", registration({ email, phone: " +1 202 555 0100 " }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe("+1 202 555 0100");
  });

  test("a taken email (any case) is a 422 on the email field", async () => {
    const first = registration();
    expect((await post(t, "/api/register", first)).statusCode).toBe(201);
    const res = await post(t, "/api/register", registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: API_MSG.emailTaken, errors: { email: [API_MSG.emailTaken] } });
    const rows = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
  });

  test("two registrations of one address at once create one account", async () => {
    const body = registration();
    const answers = await Promise.all([post(t, "/api/register", body), post(t, "/api/register", body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  test.each([
    ["name", { name: "" }, MSG.nameRequired],
    ["name", { name: "   " }, MSG.nameRequired],
    ["name", { name: undefined }, MSG.nameRequired],
    ["name", { name: "Ada\nObi" }, MSG.nameNotPrintable],
    ["name", { name: "Ada\tObi" }, MSG.nameNotPrintable],
    ["email", { email: "not-an-email" }, MSG.emailInvalid],
    ["email", { email: "ada@example.comput" }, MSG.emailInvalid],
    ["email", { email: undefined }, MSG.emailInvalid],
    ["phone", { phone: "080312" }, MSG.phoneInvalid],
    ["phone", { phone: "0803123456712345" }, MSG.phoneInvalid],
    ["phone", { phone: "0803-123-45a7" }, MSG.phoneInvalid],
    ["phone", { phone: "+234+803+123+4567" }, MSG.phoneInvalid],
    ["phone", { phone: "0803123\n4567" }, MSG.phoneInvalid],
    ["phone", { phone: "+234 803 123 4567 8901 234" }, MSG.phoneInvalid],
    ["password", { password: "short", password_confirmation: "short" }, MSG.passwordTooShort],
    ["password_confirmation", { password_confirmation: "different-9" }, MSG.passwordsDoNotMatch],
  ])("422 on %s for %j", async (field, overrides, message) => {
    const res = await post(t, "/api/register", registration(overrides));
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expect(json.errors[field]).toEqual([message]);
    expect(Object.keys(json.errors)).toEqual([field]);
    expect(json.message).toBe(message);
  });

  test("a failing mailer does not lose the account; the code can be resent", async () => {
    const send = jest.spyOn(t.app.ctx.mailer, "send").mockRejectedValueOnce(new Error("SMTP down"));
    try {
      const body = registration();
      const res = await post(t, "/api/register", body);
      expect(res.statusCode).toBe(201);
      expect(await outbox(t, body.email)).toHaveLength(0);
      expect((await post(t, "/api/resend-otp", { email: body.email })).statusCode).toBe(200);
      await t.app.ctx.afterAnswer.settled();
      expect(await outbox(t, body.email)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  test("an empty body is a 422 naming every field, never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "email",
      "name",
      "password",
      "password_confirmation",
      "phone",
    ]);
  });
});
