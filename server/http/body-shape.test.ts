import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app";
import { BODY_NOT_AN_OBJECT, installErrorHandling } from "./errors";

/**
 * A body of the wrong shape is refused in the product's words, never zod's ("Invalid input:
 * expected object, received array"): a body that is not a JSON object is 400 "Request body must be
 * a JSON object.", a missing field without a message of the spec's is "<field> is required.", and
 * a field with the spec's own message keeps it. The BFF passes these answers through as they are.
 */

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(url: string, payload: string) {
  const res = await t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload });
  return { status: res.statusCode, body: res.json() as { message: string; errors?: Record<string, string[]> } };
}

describe("a body that is not a JSON object", () => {
  test.each([
    ["/api/login", "[1,2]"],
    ["/api/register", "null"],
    ["/api/verify-otp", '"x"'],
    ["/api/reset-password", "42"],
    ["/api/forgot-password", "true"],
  ])("%s with %s: 400 in the product's words", async (url, payload) => {
    expect(await post(url, payload)).toEqual({ status: 400, body: { message: BODY_NOT_AN_OBJECT } });
  });
});

describe("a missing or mistyped field", () => {
  const reset = {
    email: "ada@example.com",
    password: "correct-horse-9",
    password_confirmation: "correct-horse-9",
  };

  test("a field without a message of the spec's is named: reset_token is required.", async () => {
    const res = await post("/api/reset-password", JSON.stringify(reset));
    expect(res).toEqual({
      status: 422,
      body: { message: "reset_token is required.", errors: { reset_token: ["reset_token is required."] } },
    });
  });

  test("a field of the wrong type is named too", async () => {
    const res = await post("/api/reset-password", JSON.stringify({ ...reset, reset_token: 12345 }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.reset_token).toEqual(["reset_token is invalid."]);
  });

  test("the spec's own messages stay as they are", async () => {
    const res = await post("/api/login", JSON.stringify({}));
    expect(res.status).toBe(422);
    expect(res.body.errors?.email?.[0]).not.toMatch(/Invalid input|received/);
    expect(res.body.errors?.password).toEqual(["Password is required."]);
  });

  test("no answer quotes the library", async () => {
    for (const [url, payload] of [
      ["/api/login", "[1,2]"],
      ["/api/register", "{}"],
      ["/api/verify-otp", "{}"],
      ["/api/reset-password", "{}"],
    ]) {
      const res = await post(url, payload);
      expect(JSON.stringify(res.body)).not.toMatch(/Invalid input|expected \\w+, received/);
    }
  });
});

describe("a union field without a message of its own", () => {
  test("is named in the product's words, never zod's 'Invalid input'", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/echo", { schema: { body: z.object({ amount: z.union([z.number(), z.string()]) }) } }, async () => ({
        ok: true,
      }));
    const send = async (payload: object) => {
      const res = await app.inject({ method: "POST", url: "/echo", payload });
      return [res.statusCode, res.json().errors?.amount];
    };
    expect(await send({ amount: true })).toEqual([422, ["amount is invalid."]]);
    expect(await send({ amount: null })).toEqual([422, ["amount is invalid."]]);
    expect(await send({})).toEqual([422, ["amount is required."]]);
    expect(await send({ amount: "12" })).toEqual([200, undefined]);
    await app.close();
  });
});
