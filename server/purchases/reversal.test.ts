import { deliverNotifications } from "../notifications/deliver-job";
import { eq, like } from "drizzle-orm";
import { journals, ledgerEntries, mailOutbox, purchaseProviderRequests, vtpassSandboxTransactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { bearer, createUser } from "../test/fixtures";
import { pdfText } from "../test/pdf-tools";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { runPurchaseRequeries } from "./requery-job";
import { customer, flushCallbacks, journalCount, rid, rowsOf } from "./test-helpers";
import { rowShortReference } from "../../lib/purchases/short-reference";

/**
 * Issue 23 point 2: VTpass reverses a purchase it first reported delivered ("TRANSACTION REVERSAL
 * UPDATE", code 040, status reversed). The reversal is confirmed by requery and refunded once, the
 * cashback paid on it taken back in the same journal, the customer mailed, the admin's page shows
 * delivered then reversed; the re-query job's reversal checks catch a reversal whose callback was lost.
 */
jest.setTimeout(60_000);

const HOUR = 3_600_000;
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});
afterEach(async () => {
  const sim = vtpassSimulator(t.app.ctx);
  sim.settings.deliver = null;
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
});

const sim = () => vtpassSimulator(t.app.ctx);
const airtime = (phone: string, amount = 1000) => ({ network: "mtn", phone, amount, request_id: rid() });
/** The reversal mails sent to `email`, once the notification job has delivered what is due. */
const mailsTo = async (email: string) => {
  await deliverNotifications(t.app.ctx);
  const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((m) => m.subject.includes("was reversed"));
};
const providerRequest = async (id: string) =>
  (await t.app.ctx.db.select().from(purchaseProviderRequests).where(eq(purchaseProviderRequests.transactionId, id)))[0];
const callback = (payload: object) =>
  t.app
    .inject({ method: "POST", url: "/api/webhooks/vtpass", payload })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const requeryCount = async (requestId: string) =>
  (
    await t.app.ctx.db
      .select({ n: vtpassSandboxTransactions.requeryCount })
      .from(vtpassSandboxTransactions)
      .where(eq(vtpassSandboxTransactions.requestId, requestId))
  )[0].n;

/** A delivered ₦1,000 airtime purchase VTpass will reverse (2% cashback paid on it). */
async function deliveredThenReversible() {
  const c = await customer(t, 500_000);
  const res = await c.post("/api/pay/airtime", airtime(N.reverseAlias));
  expect(res.body).toMatchObject({ status: "success", cashback_amount: 20 });
  expect(await c.balance()).toBe(500_000 - 100_000 + 2_000);
  return {
    c,
    id: res.body.transaction.id as string,
    reference: res.body.transaction_reference as string,
    short: rowShortReference({ requestId: res.body.transaction.request_id, reference: res.body.transaction_reference }),
  };
}

/** The simulated VTpass reverses every due "reverse" transaction and sends its callbacks. */
async function vtpassReverses() {
  t.advance(sim().settings.reverseAfterMs + 1);
  await sim().settle();
  await flushCallbacks(t);
}

test("the reversal callback: confirmed by requery, refunded once with the cashback taken back, the customer mailed", async () => {
  const { c, id, reference, short } = await deliveredThenReversible();
  await vtpassReverses();

  const view = (await c.get(`/api/transactions/${id}`)).body.transaction;
  expect(view).toMatchObject({ status: "reversed", refunded: true });
  // Back where the customer started: the ₦1,000 refunded, the ₦20 cashback taken back.
  expect(await c.balance()).toBe(500_000);
  expect(await journalCount(t, `refund:${id}`)).toBe(1);
  const [journal] = await t.app.ctx.db
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, `refund:${id}`));
  const entries = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id));
  expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-100_000, -2_000, 2_000, 100_000]);
  expect(journal.description).toBe(`Refund of reversed Airtime purchase ${reference} (cashback ₦20.00 taken back)`);

  const [refund] = await rowsOf(t, c.userId, "refund");
  expect(refund).toMatchObject({ amount: 100_000, status: "successful", reference: `${reference}RF` });
  const [cashback] = await rowsOf(t, c.userId, "cashback");
  expect(cashback.status).toBe("reversed");
  const [purchase] = await rowsOf(t, c.userId, "purchase");
  expect(purchase.details).toMatchObject({
    delivered_at: expect.any(String),
    reversed_at: expect.any(String),
    reversal_code: "040",
    cashback_taken_back_kobo: 2_000,
    refund_reference: `${reference}RF`,
  });
  expect(purchase.cashbackKobo).toBe(0);
  // The customer's totals: nothing spent, no cashback earned.
  expect((await c.get("/api/user")).body.data).toMatchObject({ amount_spent: 0, cashback_total: 0, balance: 5000 });
  // No more reversal checks.
  expect((await providerRequest(id)).nextCheckAt).toBeNull();

  const mails = await mailsTo(c.email);
  expect(mails).toHaveLength(1);
  // the short reference the screens show; the long one stays on the transaction page and the receipt
  expect(mails[0].subject).toBe(`Your airtime purchase ${short} was reversed and refunded`);
  expect(mails[0].text).not.toContain(reference);
  const [bell] = (await c.get("/api/notifications")).body.data;
  expect(bell).toMatchObject({ type: "purchase_reversed" });
  expect(bell.body).toContain(`purchase ${short}.`);
  expect(bell.body).not.toContain(reference);
  expect(mails[0].text).toContain("We refunded ₦1,000.00 to your wallet and took back the ₦20.00 cashback");
});

test("the callback delivered twice (and by hand again): one refund, one mail", async () => {
  const { c, id } = await deliveredThenReversible();
  const sent: object[] = [];
  sim().settings.deliver = async (_url, payload) => {
    sent.push(payload as object);
  };
  await vtpassReverses();
  expect(sent).toHaveLength(1);
  for (let i = 0; i < 3; i++) expect(await callback(sent[0])).toEqual({ status: 200, body: { response: "success" } });
  await Promise.all([callback(sent[0]), callback(sent[0])]);
  expect(await journalCount(t, `refund:${id}`)).toBe(1);
  expect(await rowsOf(t, c.userId, "refund")).toHaveLength(1);
  expect(await c.balance()).toBe(500_000);
  expect(await mailsTo(c.email)).toHaveLength(1);
});

test("the callback lost: the re-query job's reversal check finds the reversal and refunds once", async () => {
  const { c, id } = await deliveredThenReversible();
  sim().settings.deliver = async () => {}; // VTpass's callback never arrives
  await vtpassReverses();
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("delivered");
  t.advance(HOUR);
  await runPurchaseRequeries(t.app.ctx);
  expect((await c.get(`/api/transactions/${id}`)).body.transaction.status).toBe("reversed");
  expect(await journalCount(t, `refund:${id}`)).toBe(1);
  expect(await c.balance()).toBe(500_000);
  expect(await mailsTo(c.email)).toHaveLength(1);
  t.advance(48 * HOUR);
  await runPurchaseRequeries(t.app.ctx);
  expect(await journalCount(t, `refund:${id}`)).toBe(1);
});

test("a delivered purchase is checked for a reversal 1 h, 12 h and 48 h after delivery, then never again", async () => {
  const c = await customer(t, 500_000);
  const res = await c.post("/api/pay/airtime", airtime(N.success));
  const requestId = res.body.transaction_reference;
  const deliveredAt = (await providerRequest(res.body.transaction.id)).finalizedAt!.getTime();
  const asked: number[] = [];
  for (let hour = 1; hour <= 72; hour++) {
    t.advance(HOUR);
    const before = await requeryCount(requestId);
    await runPurchaseRequeries(t.app.ctx);
    if ((await requeryCount(requestId)) > before)
      asked.push(Math.round((t.app.ctx.now().getTime() - deliveredAt) / HOUR));
  }
  expect(asked).toEqual([1, 12, 48]);
  expect((await providerRequest(res.body.transaction.id)).nextCheckAt).toBeNull();
  expect((await c.get(`/api/transactions/${res.body.transaction.id}`)).body.transaction.status).toBe("delivered");
});

test("a forged reversal callback for a purchase VTpass still reports delivered changes nothing", async () => {
  const c = await customer(t, 500_000);
  const res = await c.post("/api/pay/airtime", airtime(N.success));
  const forged = await callback({
    type: "transaction-update",
    data: {
      code: "040",
      requestId: res.body.transaction_reference,
      response_description: "TRANSACTION REVERSAL",
      content: { transactions: { status: "reversed" } },
    },
  });
  expect(forged).toEqual({ status: 200, body: { response: "success" } });
  expect((await c.get(`/api/transactions/${res.body.transaction.id}`)).body.transaction.status).toBe("delivered");
  expect(await journalCount(t, `refund:${res.body.transaction.id}`)).toBe(0);
  // An update that does not claim a reversal does not even cost a requery for a delivered purchase.
  const before = await requeryCount(res.body.transaction_reference);
  await callback({ type: "transaction-update", data: { code: "000", requestId: res.body.transaction_reference } });
  expect(await requeryCount(res.body.transaction_reference)).toBe(before);
});

test("the admin's transaction page shows delivered, then reversed, with the refund and the reversed cashback", async () => {
  const { id, reference } = await deliveredThenReversible();
  await vtpassReverses();
  const res = await t.app.inject({ method: "GET", url: `/api/admin/transactions/${id}`, headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  const detail = res.json();
  expect(detail.transaction).toMatchObject({ status: "reversed", refunded: true, cashback: 0 });
  expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["pending", "delivered", "reversed"]);
  expect(detail.history[2].note).toMatch(/reversed it \(code 040, TRANSACTION REVERSAL\); ₦1,000.00 refunded/);
  expect(detail.related.map((r: { type: string; status: string }) => `${r.type}:${r.status}`).sort()).toEqual([
    "cashback:reversed",
    "refund:successful",
  ]);
  expect(detail.ledger_entries.map((e: { idempotency_key: string }) => e.idempotency_key)).toContain(`refund:${id}`);
  expect(detail.provider).toMatchObject({ last_outcome: "reversed", last_code: "040", next_check_at: null });
  expect(detail.actions).toEqual({ can_requery: false, can_refund: false });
  // The admin list and dashboard count it as money not kept.
  const list = await t.app.inject({
    method: "GET",
    url: `/api/admin/transactions?search=${reference}`,
    headers: bearer(admin.token),
  });
  expect(list.json().transactions.find((r: { id: string }) => r.id === id)?.status).toBe("reversed");
});

test("a data purchase reversed (biller code = the reverse number): the same one refund, the cashback taken back", async () => {
  const c = await customer(t, 1_000_000);
  const res = await c.post("/api/data/purchase", {
    network_id: "mtn",
    variation_id: "mtn-10mb-100",
    amount: 100,
    phone: N.reverseAlias,
    request_id: rid(),
  });
  expect(res.body.status).toBe("success");
  await vtpassReverses();
  const [p] = await rowsOf(t, c.userId, "purchase");
  expect(p.status).toBe("reversed");
  expect(await c.balance()).toBe(1_000_000);
  const keys = await t.app.ctx.db
    .select({ k: journals.idempotencyKey })
    .from(journals)
    .where(like(journals.idempotencyKey, `%${p.id}`));
  expect(keys.map((k) => k.k).sort()).toEqual([`cashback:${p.id}`, `refund:${p.id}`]);
});

test("pins of a reversed exam purchase are void: no longer shown or printed to the customer, kept for support", async () => {
  const c = await customer(t, 1_000_000);
  const res = await c.post("/api/exampin/purchase", {
    exam_type: "WAEC",
    variation_id: "waecdirect",
    amount: 3900,
    phone: N.reverseAlias,
    quantity: 1,
    request_id: rid("EXAMPIN_"),
  });
  expect(res.body.status).toBe("success");
  expect(res.body.transaction.pins).toHaveLength(1);
  const pin = res.body.transaction.pins[0].pin as string;
  await vtpassReverses();
  const answer = await c.get(`/api/transactions/${res.body.transaction.id}`);
  expect(answer.body.transaction).toMatchObject({ status: "reversed", pins: [] });
  // The voided pin stays with support: not in the customer's answers (the one row, nor the list).
  expect(JSON.stringify(answer.body)).not.toContain(pin);
  expect(JSON.stringify((await c.get("/api/transactions")).body)).not.toContain(pin);
  const [p] = await rowsOf(t, c.userId, "purchase");
  expect(p.details).toMatchObject({ pins: [], voided_delivery: { pins: [{ pin }] } });
  const receipt = await t.app.inject({
    method: "GET",
    url: `/api/transactions/${p.id}/receipt`,
    headers: bearer(c.token),
  });
  expect(receipt.statusCode).toBe(200);
  expect(await pdfText(receipt.rawPayload)).not.toContain(pin);
  expect(await c.balance()).toBe(1_000_000);
});
