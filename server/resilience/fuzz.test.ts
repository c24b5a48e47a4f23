import fc from "fast-check";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser, fundWallet } from "../test/fixtures";
import { apiOperations, moneySnapshot, urlOf, type ApiOperation } from "./support";

/**
 * Property-based fuzzing of every operation in the API's OpenAPI document: hostile bodies,
 * queries and path parameters, with and without a token. Never a 5xx, every refusal is JSON
 * { message }, and a refused request writes nothing to the money tables.
 * FUZZ_RUNS raises the number of runs per operation; FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
jest.setTimeout(60_000 + RUNS * 4_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const nasty = fc.constantFrom(
  "",
  " ",
  "__proto__",
  "constructor",
  "toString",
  "' OR 1=1 --",
  "\u0000",
  "\ud800",
  "../../etc/passwd",
  "%00",
  "9".repeat(40),
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "00000000-0000-0000-0000-000000000000",
  "<script>alert(1)</script>",
  "x".repeat(5000),
  "08011111111",
  "mtn",
  "prepaid",
  "2024-01-01",
);
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  nasty,
  fc.bigInt().map(String),
);
const value = fc.oneof(
  { depthSize: "small" },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.oneof(fc.string(), nasty), scalar, { maxKeys: 4 }),
);

function bodyArb(op: ApiOperation) {
  const shaped = op.bodyKeys.length
    ? fc
        .record(Object.fromEntries([...op.bodyKeys, "__proto__", "request_id"].map((k) => [k, value])), {
          requiredKeys: [],
        })
        .map((o) => JSON.stringify(o))
    : fc.constant("{}");
  return fc.oneof(
    shaped,
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.oneof(
      fc.string(),
      nasty,
      fc.constant('{"a":'),
      fc.constant("[".repeat(2000)),
      fc.constant('{"__proto__":{"isAdmin":true}}'),
    ),
  );
}

function queryArb(op: ApiOperation) {
  const key = fc.oneof(
    fc.constantFrom(...op.queryParams, "page", "per_page", "__proto__", "status"),
    fc.string({ maxLength: 8 }),
  );
  return fc
    .array(fc.tuple(key, fc.oneof(fc.string(), nasty, fc.integer().map(String))), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&"));
}

/** Encodes like a browser would, except that a lone surrogate goes out as raw malformed bytes. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80%E0%A4%A";
  }
};

const pathParam = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.uuid(),
  nasty.filter((s) => s.length > 0),
  fc.integer().map(String),
);

describe("fuzzing every API operation", () => {
  let t: TestApp;
  let ops: ApiOperation[];
  const tokens: Record<string, string | null> = { none: null, garbage: "f".repeat(64) };

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createUser(t);
    await fundWallet(t, customer.userId, 10_000_00);
    const admin = await createUser(t, { isAdmin: true });
    tokens.customer = customer.token;
    tokens.admin = admin.token;
    ops = await apiOperations(t.app);
  });
  afterAll(() => t.close());

  test("the document lists the API's operations", () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/pay/airtime",
        "GET /api/transactions/{id}",
        "PUT /api/admin/settings/cashback-rates",
      ]),
    );
  });

  test("hostile input: never a 5xx, always JSON { message } on refusal, nothing written when refused", async () => {
    const seen = new Map<number, number>();
    for (const op of ops) {
      const input = fc.record({
        who: fc.constantFrom("none", "garbage", "customer", "admin"),
        params: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathParam]))) as fc.Arbitrary<
          Record<string, string>
        >,
        query: queryArb(op),
        body: bodyArb(op),
        contentType: fc.constantFrom(
          "application/json",
          "application/json",
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          undefined,
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ who, params, query, body, contentType }) => {
          const before = await moneySnapshot(t.app.ctx.db);
          const token = tokens[who];
          const headers: Record<string, string> = token ? bearer(token) : {};
          if (op.hasBody && contentType) headers["content-type"] = contentType;
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op, params, query),
            headers,
            payload: op.hasBody ? body : undefined,
          });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          const where = `${op.method} ${urlOf(op, params, query).slice(0, 200)} as ${who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
          if (res.statusCode >= 400) {
            if (!String(res.headers["content-type"]).startsWith("application/json"))
              throw new Error(`not JSON: ${where}`);
            const json = res.json() as { message?: unknown };
            if (typeof json?.message !== "string" || json.message.length === 0) throw new Error(`no message: ${where}`);
            const after = await moneySnapshot(t.app.ctx.db);
            if (JSON.stringify(after) !== JSON.stringify(before))
              throw new Error(`refused but wrote: ${where} ${JSON.stringify({ before, after })}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    // The inputs reached the handlers, not only the validators.
    expect(seen.get(422) ?? 0).toBeGreaterThan(0);
    expect(seen.get(401) ?? 0).toBeGreaterThan(0);
    expect(seen.get(404) ?? 0).toBeGreaterThan(0);
  });
});
