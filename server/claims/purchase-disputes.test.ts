import { and, eq } from "drizzle-orm";
import { customerCases, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, journalCount, rid, waecTwoCards } from "../purchases/test-helpers";
import { bearer, createUser, fundWallet } from "../test/fixtures";
import { apiSuite } from "../test/api-suite";
import { DISPUTE_MSG, DISPUTE_REQUERIES_PER_HOUR } from "../../lib/contracts/claims";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { runPurchaseRequeries } from "../purchases/requery-job";
import { inProcessFetch } from "../providers/in-process-fetch";
import { setVtpassTransport } from "../purchases/vtpass-client";

jest.setTimeout(60_000);

const { t, asAdmin } = apiSuite({ purchases: true, admin: true });

type Customer = Awaited<ReturnType<typeof customer>>;

async function purchase(c: Customer, body: Record<string, unknown>, path = "/api/pay/airtime") {
  const res = await c.post(path, { request_id: rid(), ...body });
  if (res.status >= 400) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const rows = await t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, c.userId), eq(transactions.type, "purchase")));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

const dispute = (token: string, id: string) =>
  t.app.inject({ method: "POST", url: `/api/transactions/${id}/dispute`, headers: bearer(token) });

test("a delivered purchase answers VTpass's proof: token, units, provider reference and time", async () => {
  const c = await customer(t, 1_000_000);
  const row = await purchase(
    c,
    {
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina Road",
    },
    "/api/electricity/purchase",
  );
  expect(row.status).toBe("delivered");
  const res = await dispute(c.token, row.id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    result: "delivered",
    message: DISPUTE_MSG.delivered,
    claim: null,
    proof: { provider_reference: row.providerReference, token: expect.any(String), delivered_at: expect.any(String) },
  });
  expect(res.json().proof.provider_reference).toBeTruthy();
});

test("an exam purchase's proof lists each card's PIN and serial as text, not the stored object", async () => {
  const c = await customer(t, 1_000_000);
  const row = await purchase(c, waecTwoCards(), "/api/exampin/purchase");
  expect(row.status).toBe("delivered");
  const cards = (row.details as { pins: { serial: string; pin: string }[] }).pins;
  expect(cards).toHaveLength(2);
  const res = await dispute(c.token, row.id);
  expect(res.statusCode).toBe(200);
  expect(res.json().proof.pins).toEqual(cards.map((p) => `${p.pin} (serial ${p.serial})`));
});

test("a pending purchase is re-queried at once: still pending opens one case (waiting on provider); delivered on the next answer", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 500 });
  expect(row.status).toBe("pending");
  const first = await dispute(c.token, row.id);
  expect(first.json()).toMatchObject({
    result: "case_opened",
    message: DISPUTE_MSG.opened,
    claim: { kind: "purchase_dispute", status: "waiting_on_provider", transaction_id: row.id, amount_kobo: 50_000 },
  });
  // The simulated VTpass delivers on its 2nd re-query: the second press shows the proof.
  const second = await dispute(c.token, row.id);
  expect(second.json()).toMatchObject({ result: "delivered", proof: { provider_reference: expect.any(String) } });
  const mine = await t.app.inject({
    method: "GET",
    url: `/api/claims/${first.json().claim.id}`,
    headers: bearer(c.token),
  });
  expect(mine.json().claim).toMatchObject({
    status: "resolved",
    outcome: DISPUTE_MSG.deliveredClosed,
    closed_at: expect.any(String),
  });
});

test("a second press while the case is open answers the same case", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 200 });
  expect(row.status).toBe("pending");
  const sim = vtpassSimulator(t.app.ctx).settings;
  sim.pendingRequeries = 10;
  const one = (await dispute(c.token, row.id)).json();
  const two = (await dispute(c.token, row.id)).json();
  sim.pendingRequeries = 2;
  expect(two).toMatchObject({ result: "case_opened", message: DISPUTE_MSG.alreadyOpen });
  expect(two.claim.id).toBe(one.claim.id);
});

test(`presses on a pending purchase re-query VTpass ${DISPUTE_REQUERIES_PER_HOUR} times an hour, then 429 without asking`, async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 250 });
  expect(row.status).toBe("pending");
  const sim = vtpassSimulator(t.app.ctx).settings;
  sim.pendingRequeries = 1000;
  const own = inProcessFetch(t.app, t.config.apiPublicUrl);
  let requeries = 0;
  setVtpassTransport(t.app.ctx, async (url, init) => {
    if (url.includes("requery")) requeries++;
    return own(url, init);
  });
  try {
    for (let i = 0; i < DISPUTE_REQUERIES_PER_HOUR; i++) expect((await dispute(c.token, row.id)).statusCode).toBe(200);
    expect(requeries).toBe(DISPUTE_REQUERIES_PER_HOUR);
    const refused = await dispute(c.token, row.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(requeries).toBe(DISPUTE_REQUERIES_PER_HOUR);
    t.advance(3600 * 1000);
    try {
      expect((await dispute(c.token, row.id)).statusCode).toBe(200);
    } finally {
      t.advance(-3600 * 1000);
    }
  } finally {
    setVtpassTransport(t.app.ctx, own);
    sim.pendingRequeries = 2;
  }
});

test("a pending purchase VTpass then fails is refunded once through the engine", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingFailAlias, amount: 700 });
  expect(row.status).toBe("pending");
  expect((await dispute(c.token, row.id)).json().result).toBe("case_opened");
  const before = await c.balance();
  const res = await dispute(c.token, row.id);
  expect(res.json()).toMatchObject({ result: "refunded" });
  expect(await c.balance()).toBe(before + 70_000);
  expect(await journalCount(t, `refund:${row.id}`)).toBe(1);
  const again = await dispute(c.token, row.id);
  expect(again.json()).toMatchObject({ result: "refunded", message: DISPUTE_MSG.alreadyRefunded });
  expect(await c.balance()).toBe(before + 70_000);
  expect(await journalCount(t, `refund:${row.id}`)).toBe(1);
});

test("a failed purchase that was refunded says so and moves nothing", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: "08099999999", amount: 100 });
  expect(row.status).toBe("failed");
  const before = await c.balance();
  expect((await dispute(c.token, row.id)).json()).toMatchObject({
    result: "refunded",
    message: DISPUTE_MSG.alreadyRefunded,
  });
  expect(await c.balance()).toBe(before);
});

test("another customer's purchase is a 404; a funding is not a purchase (409); no token is 401", async () => {
  const owner = await customer(t, 200_000);
  const row = await purchase(owner, { network: "mtn", phone: N.noAnswerAlias, amount: 100 });
  const other = await createUser(t);
  expect((await dispute(other.token, row.id)).statusCode).toBe(404);
  expect((await dispute(other.token, "nope")).statusCode).toBe(404);
  const anon = await t.app.inject({ method: "POST", url: `/api/transactions/${row.id}/dispute` });
  expect(anon.statusCode).toBe(401);
  await fundWallet(t, other.userId, 1000);
  const [funding] = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, other.userId));
  const res = await dispute(other.token, funding.id);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: DISPUTE_MSG.notPurchase });
});

test("the re-query job's final answer closes the open dispute", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 300 });
  const opened = (await dispute(c.token, row.id)).json();
  expect(opened.claim.status).toBe("waiting_on_provider");
  t.advance(10 * 60_000);
  try {
    await runPurchaseRequeries(t.app.ctx);
  } finally {
    t.advance(-10 * 60_000);
  }
  const mine = await t.app.inject({ method: "GET", url: `/api/claims/${opened.claim.id}`, headers: bearer(c.token) });
  expect(mine.json().claim).toMatchObject({ status: "resolved", outcome: DISPUTE_MSG.deliveredClosed });
});

const claimOf = async (c: Customer, claimId: string) =>
  (await t.app.inject({ method: "GET", url: `/api/claims/${claimId}`, headers: bearer(c.token) })).json().claim;
const vtpassCallback = (reference: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/vtpass",
    payload: { type: "transaction-update", data: { requestId: reference } },
  });

test("VTpass's callback with the final answer closes the open dispute", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 400 });
  const opened = (await dispute(c.token, row.id)).json();
  expect(opened.claim.status).toBe("waiting_on_provider");
  expect((await vtpassCallback(row.reference)).statusCode).toBe(200);
  expect(await claimOf(c, opened.claim.id)).toMatchObject({ status: "resolved", outcome: DISPUTE_MSG.deliveredClosed });
});

test("the admin's Requery on the transaction's own page closes the open dispute", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 450 });
  const opened = (await dispute(c.token, row.id)).json();
  expect(opened.claim.status).toBe("waiting_on_provider");
  expect((await asAdmin("POST", `/api/admin/transactions/${row.id}/requery`)).statusCode).toBe(200);
  expect(await claimOf(c, opened.claim.id)).toMatchObject({ status: "resolved", outcome: DISPUTE_MSG.deliveredClosed });
});

test("a callback that delivers the purchase during the dispute's own re-query: the dispute answers delivered, no case stays open", async () => {
  const c = await customer(t, 200_000);
  const row = await purchase(c, { network: "mtn", phone: N.pendingAlias, amount: 350 });
  // The dispute's re-query answers "pending"; before that answer is read, VTpass's callback
  // delivers the purchase (its own re-query is the second: delivered) and finds no case yet.
  const own = inProcessFetch(t.app, t.config.apiPublicUrl);
  let armed = true;
  setVtpassTransport(t.app.ctx, async (url, init) => {
    const answer = await own(url, init);
    if (armed && url.includes("requery")) {
      armed = false;
      expect((await vtpassCallback(row.reference)).statusCode).toBe(200);
    }
    return answer;
  });
  try {
    const res = (await dispute(c.token, row.id)).json();
    expect(res).toMatchObject({ result: "delivered", proof: { provider_reference: expect.any(String) } });
  } finally {
    setVtpassTransport(t.app.ctx, own);
  }
  expect(armed).toBe(false);
  const cases = await t.app.ctx.db.select().from(customerCases).where(eq(customerCases.transactionId, row.id));
  expect(cases.filter((k) => k.status !== "resolved")).toEqual([]);
});
