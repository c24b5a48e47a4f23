import { z } from "zod";
import { UNEXPECTED_ANSWER_MESSAGE, UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { firstFieldErrors, toApiResult, UNEXPECTED_ANSWER, UPSTREAM_UNREACHABLE } from "./api-result";

const answer = z.object({ message: z.string(), count: z.number() });
const respond = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

describe("toApiResult: a BFF answer as client components read it", () => {
  it("a 2xx is parsed with the answer's schema: its fields only", async () => {
    expect(await toApiResult(respond(200, { message: "ok", count: 2, extra: true }), answer)).toEqual({
      ok: true,
      status: 200,
      data: { message: "ok", count: 2 },
    });
  });

  it("a 2xx of another shape is a 502 the page can retry, never a half-read answer", async () => {
    for (const body of [{ message: "ok", count: "2" }, {}, "not json"])
      expect(await toApiResult(respond(200, body), answer)).toEqual({
        ok: false,
        status: 502,
        data: { message: UNEXPECTED_ANSWER_MESSAGE, code: UNEXPECTED_ANSWER },
      });
  });

  it("an error keeps the API's message, field errors and any other fields", async () => {
    const body = { message: "Invalid.", errors: { amount: ["Too small."] }, reason: "Bad BVN" };
    expect(await toApiResult(respond(422, body), answer)).toEqual({ ok: false, status: 422, data: body });
  });

  it("an error body that is not the error shape reads as empty", async () => {
    expect(await toApiResult(respond(502, "<html>Bad gateway</html>"), answer)).toEqual({
      ok: false,
      status: 502,
      data: {},
    });
    expect((await toApiResult(respond(400, { message: 42 }), answer)).data).toEqual({});
  });

  it("the BFF's 'API unreachable' answer is status 0, like no answer at all", async () => {
    const res = await toApiResult(respond(502, { message: UNREACHABLE_MESSAGE, code: UPSTREAM_UNREACHABLE }), answer);
    expect(res).toMatchObject({ ok: false, status: 0, data: { message: UNREACHABLE_MESSAGE } });
  });
});

describe("toApiResult with a contract loaded on first use (AnswerSchema)", () => {
  it("parses a 2xx with the loaded contract, as with the contract itself", async () => {
    const loader = () => Promise.resolve(answer);
    expect(await toApiResult(respond(200, { message: "ok", count: 2, extra: true }), loader)).toEqual({
      ok: true,
      status: 200,
      data: { message: "ok", count: 2 },
    });
    expect((await toApiResult(respond(200, { message: "ok" }), loader)).status).toBe(502);
  });

  it("a contract that cannot be loaded (the network went down) reads as no answer, never a throw", async () => {
    const res = await toApiResult(respond(200, { message: "ok", count: 2 }), () => Promise.reject(new Error("chunk")));
    expect(res).toEqual({ ok: false, status: 0, data: {} });
  });
});

describe("firstFieldErrors", () => {
  it("keeps the first message of each field and leaves out a field without one", () => {
    expect(firstFieldErrors({ email: ["Taken.", "Too long."], phone: [], name: ["Required."] })).toEqual({
      email: "Taken.",
      name: "Required.",
    });
    expect(firstFieldErrors(undefined)).toEqual({});
  });
});
