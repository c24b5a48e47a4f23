import { createTestApp, type TestApp } from "../test/test-app";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = (query: string) => t.app.inject({ method: "GET", url: `/api/sandbox/outbox${query}` });

test("lists mail newest first, filtered by address (any case) and limited", async () => {
  const to = "Mailbox.Reader@Example.com";
  for (const subject of ["first", "second", "third"]) {
    await t.app.ctx.mailer.send({ to, subject, text: `body of ${subject}` });
  }
  await t.app.ctx.mailer.send({ to: "someone.else@example.com", subject: "other", text: "x" });

  const res = await outbox(`?email=${encodeURIComponent("mailbox.reader@example.com")}`);
  expect(res.statusCode).toBe(200);
  const { messages } = res.json();
  expect(messages.map((m: { subject: string }) => m.subject)).toEqual(["third", "second", "first"]);
  expect(messages[0]).toEqual({
    id: expect.any(String),
    to,
    subject: "third",
    text: "body of third",
    attachments: [],
    created_at: expect.any(String),
  });
  expect(Number.isNaN(Date.parse(messages[0].created_at))).toBe(false);

  const limited = await outbox(`?email=${encodeURIComponent(to)}&limit=1`);
  expect(limited.json().messages.map((m: { subject: string }) => m.subject)).toEqual(["third"]);

  const all = await outbox("");
  expect(all.json().messages.length).toBeGreaterThanOrEqual(4);
});

test("an attachment is listed by name, type and size, never its bytes", async () => {
  const to = "attachment.reader@example.com";
  const content = Buffer.from("%PDF-1.3 a small file");
  await t.app.ctx.mailer.send({
    to,
    subject: "with a file",
    text: "see attached",
    attachments: [{ filename: "statement_2026-10-01_2026-10-31.pdf", contentType: "application/pdf", content }],
  });
  const [m] = (await outbox(`?email=${to}`)).json().messages;
  expect(m.attachments).toEqual([
    { filename: "statement_2026-10-01_2026-10-31.pdf", content_type: "application/pdf", size: content.length },
  ]);
});

test("a bad limit is a 422", async () => {
  expect((await outbox("?limit=0")).statusCode).toBe(422);
  expect((await outbox("?limit=abc")).statusCode).toBe(422);
});

test("the outbox does not exist in production mode", async () => {
  const prod = await createTestApp({
    APP_ENV: "production",
    DATABASE_URL: "postgres://unused.invalid/db",
    SMTP_URL: "smtp://127.0.0.1:2525",
    MONNIFY_BASE_URL: "https://api.monnify.example",
    VTPASS_BASE_URL: "https://vtpass.example/api",
    MONNIFY_API_KEY: "MK_PROD_0123456789abcdef",
    MONNIFY_SECRET_KEY: "live-secret-0123456789abcdef",
    VTPASS_API_KEY: "live-api-key-0123456789",
    VTPASS_PUBLIC_KEY: "PK_live_0123456789abcdef",
    VTPASS_SECRET_KEY: "SK_live_0123456789abcdef",
    DATA_ENCRYPTION_KEY: "live-data-key-0123456789abcdef0123456789",
    PIN_PEPPER: "pin-pepper-of-the-test-0123456789abcdef",
  });
  try {
    const res = await prod.app.inject({ method: "GET", url: "/api/sandbox/outbox" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found." });
  } finally {
    await prod.close();
  }
});
