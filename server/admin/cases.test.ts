import { and, eq } from "drizzle-orm";
import { journals, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, journalCount, rid } from "../purchases/test-helpers";
import { bearer } from "../test/fixtures";
import { apiSuite } from "../test/api-suite";
import { fundingKey } from "../wallet/funding";
import { outbox } from "../accounts/account-test-kit";
import { ADMIN_CASE_MSG } from "../../lib/contracts/admin-cases";
import { DISPUTE_MSG } from "../../lib/contracts/claims";
import { balance, claim, customerWithAccount, heldTransfer, releaseWebhook, today } from "../claims/claims-test-kit";

jest.setTimeout(60_000);

const { t, asAdmin, auditOf } = apiSuite({ purchases: true, admin: true });

async function openClaim(c: { token: string }, amount: string, reference?: string) {
  const res = await claim(t, c.token, { amount, sent_on: today(t), ...(reference ? { reference } : {}) });
  expect(res.json().result).toBe("case_opened");
  return res.json().claim.id as string;
}

async function pendingDispute() {
  const c = await customer(t, 200_000);
  await c.post("/api/pay/airtime", { network: "mtn", phone: N.pendingAlias, amount: 400, request_id: rid() });
  const [p] = await t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, c.userId), eq(transactions.type, "purchase")));
  const res = await t.app.inject({
    method: "POST",
    url: `/api/transactions/${p.id}/dispute`,
    headers: bearer(c.token),
  });
  expect(res.json().result).toBe("case_opened");
  return { c, purchaseId: p.id, caseId: res.json().claim.id as string };
}

test("the queue lists live cases oldest first with their age; the summary counts them; customers get 403", async () => {
  const c = await customerWithAccount(t);
  const first = await openClaim(c, "10");
  t.advance(60_000);
  const second = await openClaim(c, "20");
  const list = (await asAdmin("GET", "/api/admin/cases?per_page=100")).json();
  const ids = list.cases.map((x: { id: string }) => x.id);
  expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
  const one = list.cases.find((x: { id: string }) => x.id === first);
  expect(one).toMatchObject({ kind: "deposit_claim", status: "open", customer: { id: c.userId, email: c.email } });
  expect(one.age_seconds).toBeGreaterThanOrEqual(60);
  expect(one.notes).toMatch(/^System: /);
  const summary = (await asAdmin("GET", "/api/admin/cases/summary")).json();
  expect(summary.open_count).toBeGreaterThanOrEqual(2);
  expect(summary.oldest_age_seconds).toBeGreaterThanOrEqual(60);
  expect(Date.parse(summary.oldest_open_at)).toBeLessThanOrEqual(Date.parse(list.cases[0].created_at));
  expect((await t.app.inject({ method: "GET", url: "/api/admin/cases", headers: bearer(c.token) })).statusCode).toBe(
    403,
  );
  expect((await asAdmin("GET", "/api/admin/cases?status=nope")).statusCode).toBe(422);
  expect((await asAdmin("GET", "/api/admin/cases/not-a-uuid")).statusCode).toBe(404);
  expect((await asAdmin("GET", "/api/admin/cases/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
});

test("a reply: the customer sees it on the claim and gets it by email; notes stay the admins'; audited", async () => {
  const c = await customerWithAccount(t);
  const id = await openClaim(c, "15");
  const res = await asAdmin("POST", `/api/admin/cases/${id}`, {
    status: "rejected",
    notes: "Checked the bank statement: no such transfer.",
    reply: "We found no transfer of ₦15.00 into your account on that day. Please send us your bank's receipt.",
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    message: ADMIN_CASE_MSG.replied,
    case: { status: "rejected", closed_at: expect.any(String) },
  });
  const mine = (await t.app.inject({ method: "GET", url: `/api/claims/${id}`, headers: bearer(c.token) })).json();
  expect(mine.claim).toMatchObject({ status: "rejected", reply: expect.stringMatching(/^We found no transfer/) });
  expect(JSON.stringify(mine)).not.toContain("bank statement");
  const mails = await outbox(t, c.email);
  expect(mails[0].text).toContain("We found no transfer of ₦15.00");
  expect(mails[0].text).toContain(`/claims/${id}`);
  const [audit] = await auditOf(id);
  expect(audit).toMatchObject({ action: "case.update", before: { status: "open" }, after: { status: "rejected" } });
  const empty = await asAdmin("POST", `/api/admin/cases/${id}`, {});
  expect(empty.statusCode).toBe(422);
});

test("Credit: Monnify's amount of the named transfer, once, audited with the journal; the late webhook credits nothing", async () => {
  const c = await customerWithAccount(t);
  const { transactionReference } = await heldTransfer(t, c.account.accountReference, "4990");
  const id = await openClaim(c, "5000", transactionReference);
  const res = await asAdmin("POST", `/api/admin/cases/${id}/credit`, { transaction_reference: transactionReference });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ message: ADMIN_CASE_MSG.credited("₦4,990.00"), case: { status: "resolved" } });
  expect(await balance(t, c.userId)).toBe(499_000);
  const [journal] = await t.app.ctx.db
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, fundingKey("monnify", transactionReference)));
  const [audit] = await auditOf(id);
  expect(audit).toMatchObject({ action: "case.credit", after: { amount_kobo: 499_000, journal_id: journal.id } });
  const again = await asAdmin("POST", `/api/admin/cases/${id}/credit`, { transaction_reference: transactionReference });
  expect(again.statusCode).toBe(409);
  expect(await releaseWebhook(t, transactionReference)).toBe(200);
  expect(await balance(t, c.userId)).toBe(499_000);
});

test("Credit refuses another customer's transfer, an unknown one, and a dispute", async () => {
  const c = await customerWithAccount(t);
  const other = await customerWithAccount(t);
  const theirs = await heldTransfer(t, other.account.accountReference, "100");
  const id = await openClaim(c, "100", "NOT-A-REFERENCE");
  const foreign = await asAdmin("POST", `/api/admin/cases/${id}/credit`, {
    transaction_reference: theirs.transactionReference,
  });
  expect(foreign.statusCode).toBe(409);
  expect(foreign.json()).toEqual({ message: ADMIN_CASE_MSG.transferUnknown });
  expect((await asAdmin("POST", `/api/admin/cases/${id}/credit`, { transaction_reference: "MNFY|X" })).statusCode).toBe(
    409,
  );
  expect((await asAdmin("POST", `/api/admin/cases/${id}/credit`, {})).statusCode).toBe(422);
  expect((await asAdmin("POST", `/api/admin/cases/${id}/requery`)).json()).toEqual({
    message: ADMIN_CASE_MSG.notADispute,
  });
  expect(await balance(t, c.userId)).toBe(0);
  expect(await balance(t, other.userId)).toBe(0);
});

test("Requery on a dispute goes through the audited purchase requery; delivered resolves the case and the customer sees the reply", async () => {
  const { c, purchaseId, caseId } = await pendingDispute();
  expect((await asAdmin("POST", `/api/admin/cases/${caseId}/credit`, { transaction_reference: "X" })).statusCode).toBe(
    409,
  );
  const res = await asAdmin("POST", `/api/admin/cases/${caseId}/requery`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    case: { status: "resolved", outcome: DISPUTE_MSG.deliveredClosed },
    transaction: { status: "delivered" },
  });
  const [audit] = await auditOf(purchaseId);
  expect(audit.action).toBe("purchase.requery");
  await asAdmin("POST", `/api/admin/cases/${caseId}`, {
    reply: "VTpass delivered it at 10:02; please check your balance.",
  });
  const mine = (await c.get(`/api/claims/${caseId}`)).body;
  expect(mine.claim).toMatchObject({ status: "resolved", reply: expect.stringMatching(/^VTpass delivered it/) });
  expect((await asAdmin("POST", `/api/admin/cases/${caseId}/requery`)).statusCode).toBe(409);
});

test("Refund on a dispute of a failed purchase left unrefunded: the engine's one refund, audited; resolves the case", async () => {
  const c = await customer(t, 200_000);
  const fixture = await asAdmin("POST", "/api/admin/sandbox/failed-purchase", { customer_id: c.userId, amount: 300 });
  const purchaseId = fixture.json().id as string;
  const dispute = (
    await t.app.inject({ method: "POST", url: `/api/transactions/${purchaseId}/dispute`, headers: bearer(c.token) })
  ).json();
  expect(dispute).toMatchObject({ result: "case_opened", claim: { status: "open" } });
  const before = await c.balance();
  const res = await asAdmin("POST", `/api/admin/cases/${dispute.claim.id}/refund`);
  expect(res.json()).toMatchObject({ case: { status: "resolved" }, transaction: { refunded: true } });
  expect(await c.balance()).toBe(before + 30_000);
  expect(await journalCount(t, `refund:${purchaseId}`)).toBe(1);
  expect((await asAdmin("POST", `/api/admin/cases/${dispute.claim.id}/refund`)).statusCode).toBe(409);
  expect((await auditOf(purchaseId)).map((a) => a.action)).toContain("purchase.refund");
});
