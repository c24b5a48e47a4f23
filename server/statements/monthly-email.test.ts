import { eq } from "drizzle-orm";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { pdfText } from "../test/pdf-tools";
import { buildApp } from "../app";
import { jobs } from "../jobs";
import { statementEmails, users } from "../db/schema";
import type { MailMessage } from "../mail/mailer";
import { lagosDayBounds, lagosDayWindow } from "../wallet/lagos-day";
import { walletBalanceKobo } from "../wallet/ledger";
import { formatKobo } from "../../lib/money";
import { STATEMENT_EMAIL_MESSAGES } from "../../lib/contracts/statements";
import { CLAIM_TIMEOUT_MS, monthlyStatementEmailJob, RETRY_AFTER_MS, sendMonthlyStatements } from "./monthly-email-job";
import { previousLagosMonth } from "./statement-month";
import { move } from "./statement-test-kit";

jest.setTimeout(120_000);

let t: TestApp;
/** Every mail the job hands the mailer, with the attachment's bytes (the outbox keeps only its size). */
let sent: MailMessage[] = [];
/** Addresses whose next send fails (an SMTP error), once each. */
const failNext = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  t.freezeClock(true);
  const outbox = t.app.ctx.mailer;
  t.app.ctx.mailer = {
    async send(msg) {
      if (failNext.delete(msg.to)) throw new Error("421 mail server busy");
      sent.push(msg);
      await outbox.send(msg);
    },
  };
});
afterAll(() => t.close());

const pref = (token: string | null, method: "GET" | "PUT", payload?: unknown) =>
  t.app.inject({
    method,
    url: "/api/statements/email-preference",
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const outboxFor = async (email: string) =>
  (await t.app.inject({ method: "GET", url: `/api/sandbox/outbox?email=${encodeURIComponent(email)}` })).json()
    .messages as {
    subject: string;
    text: string;
    attachments: { filename: string; content_type: string; size: number }[];
  }[];

/** Moves the app's clock to `minutes` past midnight (Lagos) of the 1st of the month after the clock's. */
function toFirstOfNextMonth(minutes = 30) {
  const today = lagosDayWindow(t.app.ctx.now()).day;
  const [y, m] = today.split("-").map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  const at = lagosDayBounds(next).start.getTime() + minutes * 60_000;
  t.advance(at - t.app.ctx.now().getTime());
}

async function optIn(token: string) {
  expect((await pref(token, "PUT", { monthly_email: true })).statusCode).toBe(200);
}

describe("the preference", () => {
  test("off by default, turned on and off, each customer's own", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await pref(a.token, "GET")).json()).toEqual({ monthly_email: false });
    const on = await pref(a.token, "PUT", { monthly_email: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ monthly_email: true, message: STATEMENT_EMAIL_MESSAGES.on });
    expect((await pref(a.token, "GET")).json()).toEqual({ monthly_email: true });
    expect((await pref(b.token, "GET")).json()).toEqual({ monthly_email: false });
    const off = await pref(a.token, "PUT", { monthly_email: false });
    expect(off.json()).toEqual({ monthly_email: false, message: STATEMENT_EMAIL_MESSAGES.off });
    expect((await pref(a.token, "GET")).json()).toEqual({ monthly_email: false });
  });

  test("authentication before validation; a bad body is a 422 that changes nothing", async () => {
    expect((await pref(null, "PUT", { monthly_email: "yes" })).statusCode).toBe(401);
    expect((await pref(null, "GET")).statusCode).toBe(401);
    const a = await createUser(t);
    for (const body of [{ monthly_email: "yes" }, {}, { monthly_email: 1 }, { monthly_email: null }]) {
      const res = await pref(a.token, "PUT", body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(STATEMENT_EMAIL_MESSAGES.choose);
    }
    expect((await pref(a.token, "GET")).json()).toEqual({ monthly_email: false });
  });
});

describe("the monthly job", () => {
  test("is one of the product's jobs", () => {
    expect(jobs).toContain(monthlyStatementEmailJob);
  });

  test("previous Lagos month: the 1st at 00:30 Lagos is already the new month (23:30 UTC before)", () => {
    const m = previousLagosMonth(new Date("2026-10-31T23:30:00Z"));
    expect(m).toMatchObject({ month: "2026-10", from: "2026-10-01", to: "2026-10-31", label: "October 2026" });
    expect(m.end.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(previousLagosMonth(new Date("2026-01-15T12:00:00Z"))).toMatchObject({
      month: "2025-12",
      from: "2025-12-01",
      to: "2025-12-31",
    });
    expect(previousLagosMonth(new Date("2028-03-01T00:00:00Z")).to).toBe("2028-02-29");
  });

  test("on the 1st, last month's PDF goes once to each opted-in customer; nothing new before the next 1st", async () => {
    const a = await createUser(t);
    const b = await createUser(t); // not opted in
    const c = await createUser(t, { status: "suspended" });
    await optIn(a.token);
    // A suspended customer cannot sign in to change it; set it as if they had before.
    await t.app.ctx.db.update(users).set({ monthlyStatementEmail: true }).where(eq(users.id, c.userId));
    await move(t.app.ctx.db, a.userId, "funding", 500_000, `f:${a.userId}`);
    await move(t.app.ctx.db, a.userId, "purchase", 120_050, `p:${a.userId}`, "MTN airtime purchase");
    await move(t.app.ctx.db, b.userId, "funding", 9_000, `f:${b.userId}`);
    const closing = await walletBalanceKobo(t.app.ctx.db, a.userId);
    expect(closing).toBe(379_950);

    // This month: the customers joined this month, so there is no last month to send.
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(a.email)).toEqual([]);

    toFirstOfNextMonth();
    const month = previousLagosMonth(t.app.ctx.now());
    expect(month.from).toBe(`${lagosDayWindow(new Date()).day.slice(0, 7)}-01`); // this real month
    await sendMonthlyStatements(t.app.ctx);
    await sendMonthlyStatements(t.app.ctx); // a second run (or a restart) sends nothing more

    const mails = await outboxFor(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Naira Wallet: your statement for ${month.label}`);
    expect(mails[0].text).toContain(`Opening balance: ${formatKobo(0)}. Closing balance: ${formatKobo(closing)}.`);
    expect(mails[0].attachments).toEqual([
      {
        filename: `statement_${month.from}_${month.to}.pdf`,
        content_type: "application/pdf",
        size: expect.any(Number),
      },
    ]);
    const pdf = sent.find((m) => m.to === a.email)!.attachments![0].content;
    expect(mails[0].attachments[0].size).toBe(pdf.length);
    const text = pdfText(pdf);
    expect(text).toContain("Account Statement");
    expect(text).toMatch(
      new RegExp(`Closing balance\\s+${formatKobo(closing).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    expect(text).toContain("MTN airtime purchase");
    expect(await outboxFor(b.email)).toEqual([]);
    expect(await outboxFor(c.email)).toEqual([]);

    // Later in the month, up to its last minute: nothing new.
    t.advance(14 * 24 * 3600_000);
    await sendMonthlyStatements(t.app.ctx);
    toFirstOfNextMonth(-1);
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(a.email)).toHaveLength(1);

    // The next 1st: the month just ended, opening and closing at the same balance.
    toFirstOfNextMonth();
    await sendMonthlyStatements(t.app.ctx);
    const next = await outboxFor(a.email);
    expect(next).toHaveLength(2);
    expect(next[0].subject).toBe(`Naira Wallet: your statement for ${previousLagosMonth(t.app.ctx.now()).label}`);
    expect(next[0].text).toContain(`Opening balance: ${formatKobo(closing)}. Closing balance: ${formatKobo(closing)}.`);
  });

  test("a failed send is recorded and retried later, then never sent again", async () => {
    const d = await createUser(t);
    await optIn(d.token);
    toFirstOfNextMonth();
    failNext.add(d.email);
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(d.email)).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(statementEmails).where(eq(statementEmails.userId, d.userId));
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "421 mail server busy" });

    await sendMonthlyStatements(t.app.ctx); // not yet due
    expect(await outboxFor(d.email)).toEqual([]);

    t.advance(RETRY_AFTER_MS + 1000);
    await sendMonthlyStatements(t.app.ctx);
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(d.email)).toHaveLength(1);
    const [after] = await t.app.ctx.db.select().from(statementEmails).where(eq(statementEmails.userId, d.userId));
    expect(after).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // An instance that stopped mid-send leaves its claim "sending": after an hour another takes it over.
    const e = await createUser(t);
    await optIn(e.token);
    const month = previousLagosMonth(t.app.ctx.now()).month;
    await t.app.ctx.db.insert(statementEmails).values({
      userId: e.userId,
      month,
      status: "sending",
      claimedAt: new Date(t.app.ctx.now().getTime() - 10 * 60_000),
    });
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(e.email)).toEqual([]); // still being sent, as far as anyone knows
    t.advance(CLAIM_TIMEOUT_MS);
    await sendMonthlyStatements(t.app.ctx);
    await sendMonthlyStatements(t.app.ctx);
    expect(await outboxFor(e.email)).toHaveLength(1);
  });

  test(`two instances, two runs each at once, send once per customer${usingPostgres() ? " (PostgreSQL)" : ""}`, async () => {
    // A second API instance on the same database, clock and (capturing) mailer.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      now: () => t.app.ctx.now(),
      mailer: t.app.ctx.mailer,
    });
    try {
      const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
      for (const c of customers) await optIn(c.token);
      toFirstOfNextMonth();
      sent = [];
      await Promise.all([
        sendMonthlyStatements(t.app.ctx),
        sendMonthlyStatements(second.ctx),
        sendMonthlyStatements(t.app.ctx),
        sendMonthlyStatements(second.ctx),
      ]);
      for (const c of customers) {
        expect(sent.filter((m) => m.to === c.email)).toHaveLength(1);
        expect(await outboxFor(c.email)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
