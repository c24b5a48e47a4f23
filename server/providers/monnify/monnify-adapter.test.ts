import { createTestApp, type TestApp } from "../../test/test-app";
import { inProcessFetch, type FetchLike } from "../in-process-fetch";
import { eq } from "drizzle-orm";
import { monnifySandboxAccounts } from "../../db/schema";
import { createMonnifyAdapter, MonnifyError, type MonnifyAdapterOptions } from "./monnify-adapter";
import { SIM_MSG, SIM_REFUSED_BVN } from "./monnify-simulator";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const ref = () => `TESTREF${Date.now()}${++seq}`;

function calls() {
  const seen: string[] = [];
  const wrap =
    (inner: FetchLike): FetchLike =>
    (url, init) => {
      seen.push(`${init?.method ?? "GET"} ${new URL(url).pathname}`);
      return inner(url, init);
    };
  return { seen, wrap };
}

function adapter(over: Partial<MonnifyAdapterOptions> = {}) {
  return createMonnifyAdapter({
    baseUrl: t.config.monnifyBaseUrl,
    apiKey: t.config.MONNIFY_API_KEY,
    secretKey: t.config.MONNIFY_SECRET_KEY,
    contractCode: t.config.MONNIFY_CONTRACT_CODE,
    fetch: inProcessFetch(t.app, t.config.apiPublicUrl),
    now: t.app.ctx.now,
    timeoutMs: 5_000,
    ...over,
  });
}

/** An 11-digit number no other test customer has (the simulator gives each BVN or NIN one account). */
const uniqueId = () => `3${String(Date.now() % 1e7).padStart(7, "0")}${String(++seq % 1000).padStart(3, "0")}`;

/** A customer of its own: the email (fault switches aside) and the BVN are unique to the reference. */
const customer = (accountReference: string, email = "ada@example.com") => ({
  accountReference,
  accountName: "Ada Obi",
  customerEmail: email.replace("@", `.${accountReference.toLowerCase()}@`),
  customerName: "Ada Obi",
  bvn: uniqueId(),
});

async function rawCreate(body: Record<string, unknown>) {
  const basic = Buffer.from(`${t.config.MONNIFY_API_KEY}:${t.config.MONNIFY_SECRET_KEY}`).toString("base64");
  const login = await t.app.inject({
    method: "POST",
    url: "/sandbox/monnify/api/v1/auth/login",
    headers: { authorization: `Basic ${basic}` },
  });
  return t.app.inject({
    method: "POST",
    url: "/sandbox/monnify/api/v2/bank-transfer/reserved-accounts",
    headers: { authorization: `Bearer ${login.json().responseBody.accessToken}` },
    payload: { currencyCode: "NGN", contractCode: t.config.MONNIFY_CONTRACT_CODE, getAllAvailableBanks: true, ...body },
  });
}

async function simulateTransfer(body: object) {
  const basic = Buffer.from(`${t.config.MONNIFY_API_KEY}:${t.config.MONNIFY_SECRET_KEY}`).toString("base64");
  const res = await t.app.inject({
    method: "POST",
    url: "/sandbox/monnify/simulate/transfer",
    headers: { authorization: `Basic ${basic}` },
    payload: { deliverWebhook: false, ...body },
  });
  expect(res.statusCode).toBe(200);
  return res.json().responseBody as { transactionReference: string };
}

test("the login token is cached until it expires, then refreshed", async () => {
  const { seen, wrap } = calls();
  const a = adapter({ fetch: wrap(inProcessFetch(t.app, t.config.apiPublicUrl)) });
  expect(await a.getReservedAccount("NOPE-1")).toBeNull();
  expect(await a.getReservedAccount("NOPE-2")).toBeNull();
  expect(seen.filter((s) => s.endsWith("/auth/login"))).toHaveLength(1);
  t.advance(3600 * 1000);
  expect(await a.getReservedAccount("NOPE-3")).toBeNull();
  expect(seen.filter((s) => s.endsWith("/auth/login"))).toHaveLength(2);
  expect(seen).toHaveLength(5);
});

test("wrong credentials are an auth error, not a crash", async () => {
  const a = adapter({ secretKey: "wrong-secret" });
  await expect(a.getReservedAccount("X")).rejects.toMatchObject({ kind: "auth", status: 401 });
});

test("creates and reads a reserved account; creating it again answers the same account", async () => {
  const a = adapter();
  const r = ref();
  const created = await a.createReservedAccount(customer(r));
  expect(created.accountReference).toBe(r);
  expect(created.accounts[0].accountNumber).toMatch(/^\d{10}$/);
  expect(created.accounts[0].bankName).toBe("Moniepoint Microfinance Bank");
  const got = await a.getReservedAccount(r);
  expect(got?.accounts[0].accountNumber).toBe(created.accounts[0].accountNumber);
  const again = await a.createReservedAccount(customer(r));
  expect(again.accounts[0].accountNumber).toBe(created.accounts[0].accountNumber);
});

test("the simulator refuses a create with neither BVN nor NIN as Monnify does; the adapter never sends one", async () => {
  const { bvn: _bvn, ...noIdentity } = customer(ref());
  const res = await rawCreate(noIdentity);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    requestSuccessful: false,
    responseMessage: SIM_MSG.identityRequired,
    responseCode: "99",
  });
  const { seen, wrap } = calls();
  const a = adapter({ fetch: wrap(inProcessFetch(t.app, t.config.apiPublicUrl)) });
  // @ts-expect-error the type asks for a BVN or a NIN
  await expect(a.createReservedAccount(noIdentity)).rejects.toThrow("A reserved account needs a BVN or a NIN.");
  expect(seen).toEqual([]);
});

test("the number goes in the field the caller names: a NIN starting with 22 is sent as nin", async () => {
  const r = ref();
  const { bvn: _bvn, ...rest } = customer(r);
  const nin = `22${uniqueId().slice(2)}`;
  await adapter().createReservedAccount({ ...rest, nin });
  const [row] = await t.app.ctx.db
    .select()
    .from(monnifySandboxAccounts)
    .where(eq(monnifySandboxAccounts.accountReference, r));
  expect(row).toMatchObject({ nin, bvn: null });
});

test("the sandbox BVN 22222222222 is refused at creation: a refusal, not transient", async () => {
  const err = await adapter()
    .createReservedAccount({ ...customer(ref()), bvn: SIM_REFUSED_BVN })
    .catch((e: unknown) => e);
  expect(err).toMatchObject({ kind: "rejected", status: 400, message: SIM_MSG.bvnRefused });
  expect((err as MonnifyError).transient).toBe(false);
});

test("R42 for the same reference answers the existing account (GET); for the same customer elsewhere it is already_reserved", async () => {
  const a = adapter();
  const r = ref();
  const first = customer(r);
  const created = await a.createReservedAccount(first);
  // Monnify's own words, straight from the simulator, for both cases.
  const sameRef = await rawCreate(first);
  expect(sameRef.json()).toMatchObject({ requestSuccessful: false, responseCode: "R42" });
  const sameBvn = await rawCreate({ ...customer(ref()), bvn: first.bvn });
  expect(sameBvn.statusCode).toBe(400);
  expect(sameBvn.json()).toEqual({
    requestSuccessful: false,
    responseMessage: SIM_MSG.oneAccountPerCustomer,
    responseCode: "R42",
  });

  // The adapter resolves a refusal of its own reference to the account, whichever wording Monnify uses.
  expect((await a.createReservedAccount(first)).accounts[0].accountNumber).toBe(created.accounts[0].accountNumber);
  const r42 = adapter({
    fetch: async (url, init) =>
      init?.method === "POST" && url.endsWith("/reserved-accounts")
        ? new Response(
            JSON.stringify({
              requestSuccessful: false,
              responseMessage: SIM_MSG.oneAccountPerCustomer,
              responseCode: "R42",
            }),
            { status: 400 },
          )
        : inProcessFetch(t.app, t.config.apiPublicUrl)(url, init),
  });
  expect((await r42.createReservedAccount(first)).accounts[0].accountNumber).toBe(created.accounts[0].accountNumber);

  // Another reference for the same BVN: nothing answers to it, so the customer's number is taken.
  const err = await a.createReservedAccount({ ...customer(ref()), bvn: first.bvn }).catch((e: unknown) => e);
  expect(err).toMatchObject({ kind: "already_reserved", status: 400, responseCode: "R42" });
  expect((err as MonnifyError).transient).toBe(false);
});

test("a 503 during creation is a transient error; the next attempt succeeds", async () => {
  const a = adapter();
  const r = ref();
  const err = await a.createReservedAccount(customer(r, "ada+monnify503@example.com")).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MonnifyError);
  expect(err).toMatchObject({ kind: "unavailable", status: 503 });
  expect((err as MonnifyError).transient).toBe(true);
  expect(await a.getReservedAccount(r)).toBeNull();
  const created = await a.createReservedAccount(customer(r, "ada+monnify503@example.com"));
  expect(created.accounts[0].accountNumber).toMatch(/^\d{10}$/);
});

test("a refusal is permanent (not transient)", async () => {
  const err = await adapter()
    .createReservedAccount(customer(ref(), "ada+monnifyreject@example.com"))
    .catch((e: unknown) => e);
  expect(err).toMatchObject({ kind: "rejected", status: 400 });
  expect((err as MonnifyError).transient).toBe(false);
});

test("a create that hangs times out; the account it reserved is found afterwards", async () => {
  const a = adapter({ timeoutMs: 1_000 });
  const r = ref();
  await expect(a.createReservedAccount(customer(r, "ada+monnifytimeout@example.com"))).rejects.toMatchObject({
    kind: "timeout",
  });
  expect((await a.getReservedAccount(r))?.accountReference).toBe(r);
});

test("KYC update: BVN 22222222222 is refused with the provider's message, others are accepted", async () => {
  const a = adapter();
  const r = ref();
  await a.createReservedAccount({ ...customer(r), bvn: undefined, nin: uniqueId() });
  await expect(a.updateKycInfo(r, { bvn: "22222222222" })).rejects.toMatchObject({
    kind: "rejected",
    message: "The BVN provided could not be verified.",
  });
  await expect(a.updateKycInfo(r, { bvn: "12345678901" })).resolves.toBeUndefined();
  await expect(a.updateKycInfo("UNKNOWN-REF", { bvn: "12345678901" })).rejects.toMatchObject({ status: 404 });
});

test("getTransaction answers the simulated transfer with exact naira amounts; unknown is null", async () => {
  const a = adapter();
  const r = ref();
  await a.createReservedAccount(customer(r));
  const sim = await simulateTransfer({ accountReference: r, amount: "1500.50" });
  expect(sim.transactionReference).toMatch(/^MNFY\|/);
  const tx = await a.getTransaction(sim.transactionReference);
  expect(tx).toMatchObject({
    paymentStatus: "PAID",
    amountPaid: "1500.50",
    currency: "NGN",
    product: { type: "RESERVED_ACCOUNT", reference: r },
  });
  expect(await a.getTransaction("MNFY|99|20200101000000|000000")).toBeNull();
});

test("an unparseable answer is a bad_answer error", async () => {
  const a = adapter({
    fetch: async (url) =>
      url.endsWith("/auth/login")
        ? new Response(
            JSON.stringify({
              requestSuccessful: true,
              responseMessage: "success",
              responseCode: "0",
              responseBody: { accessToken: "x", expiresIn: 3600 },
            }),
            { status: 200 },
          )
        : new Response("<html>oops</html>", { status: 200 }),
  });
  await expect(a.getTransaction("X")).rejects.toMatchObject({ kind: "bad_answer" });
});

describe("over a real socket", () => {
  let baseUrl: string;
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `${address}/sandbox/monnify`;
  });

  test("create, get and timeout work with the global fetch", async () => {
    // 1.5 s, not 300 ms: two healthy calls over a real socket crossed 300 ms on a loaded machine.
    const a = adapter({ baseUrl, fetch: undefined, timeoutMs: 1_500 });
    const r = ref();
    const created = await a.createReservedAccount(customer(r));
    expect((await a.getReservedAccount(r))?.accounts[0].accountNumber).toBe(created.accounts[0].accountNumber);
    const started = Date.now();
    await expect(a.createReservedAccount(customer(ref(), "ada+monnifytimeout@example.com"))).rejects.toMatchObject({
      kind: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("a provider that cannot be reached is 'unavailable'", async () => {
    const a = adapter({ baseUrl: "http://127.0.0.1:9/sandbox/monnify", fetch: undefined, timeoutMs: 2_000 });
    await expect(a.getReservedAccount("X")).rejects.toMatchObject({ kind: "unavailable" });
  });
});
