import { createTestApp, type TestApp } from "../../test/test-app";
import { inProcessFetch, type FetchLike } from "../in-process-fetch";
import { createMonnifyAdapter, MonnifyError, type MonnifyAdapterOptions } from "./monnify-adapter";

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

const customer = (accountReference: string, email = "ada@example.com") => ({
  accountReference,
  accountName: "Ada Obi",
  customerEmail: email,
  customerName: "Ada Obi",
});

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
  const a = adapter({ timeoutMs: 150 });
  const r = ref();
  await expect(a.createReservedAccount(customer(r, "ada+monnifytimeout@example.com"))).rejects.toMatchObject({
    kind: "timeout",
  });
  expect((await a.getReservedAccount(r))?.accountReference).toBe(r);
});

test("KYC update: BVN 22222222222 is refused with the provider's message, others are accepted", async () => {
  const a = adapter();
  const r = ref();
  await a.createReservedAccount(customer(r));
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
    const a = adapter({ baseUrl, fetch: undefined, timeoutMs: 300 });
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
