import { NextRequest } from "next/server";
import { ApiResponse, apiFetch, ProductApiError } from "@/lib/api/product-api";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";

/**
 * The login-free invoice files and links (app/invoice/[reference]/pdf and /pay, app/invoice/logo/[id]):
 * whatever is not a file or a redirect answers in the product's JSON error shape, never a plain-text
 * "Not found".
 */
jest.mock("server-only", () => ({}), { virtual: true });
// The transport, which both the relays (forward) and productApi call.
jest.mock("@/lib/api/api-transport", () => {
  const actual = jest.requireActual("@/lib/api/api-transport");
  return { ...actual, apiFetch: jest.fn() };
});
const fetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const REFERENCE = "INV-0123456789ABCDEF";
const LOGO = "6f1c2a0e-4b7d-4c1e-9a55-2f0d3c4b5a69";

const apiAnswer = (status: number, body: string | Buffer, headers: Record<string, string> = {}) =>
  new ApiResponse(status, headers, Buffer.from(body) as Buffer<ArrayBuffer>);

async function get(route: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  const { GET } = (await import(`@/app/${route}/route`)) as { GET: Handler };
  const res = await GET(new NextRequest(`http://localhost:3000/x`, { headers }), { params: Promise.resolve(params) });
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : await res.text();
  return {
    status: res.status,
    type,
    body,
    retryAfter: res.headers.get("retry-after"),
    location: res.headers.get("location"),
  };
}

beforeEach(() => fetchMock.mockReset());

const JSON_TYPE = "application/json; charset=utf-8";

describe("GET /invoice/<reference>/pdf", () => {
  it("a reference of no invoice's shape is the JSON 404, without asking the API", async () => {
    expect(await get("invoice/[reference]/pdf", { reference: "nope" })).toMatchObject({
      status: 404,
      type: JSON_TYPE,
      body: { message: "Not found." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an unknown invoice is the API's JSON 404; too many downloads its 429 with Retry-After", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(404, '{"message":"Invoice not found."}', { "content-type": "application/json" }),
    );
    expect(await get("invoice/[reference]/pdf", { reference: REFERENCE })).toMatchObject({
      status: 404,
      type: JSON_TYPE,
      body: { message: "Invoice not found." },
    });
    fetchMock.mockResolvedValueOnce(
      apiAnswer(429, '{"message":"Too many downloads."}', { "content-type": "application/json", "retry-after": "30" }),
    );
    expect(await get("invoice/[reference]/pdf", { reference: REFERENCE })).toMatchObject({
      status: 429,
      type: JSON_TYPE,
      body: { message: "Too many downloads." },
      retryAfter: "30",
    });
  });

  it("the PDF passes through, and the API is told the payer's address (its download limit is per address)", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, "%PDF-1.7", {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="invoice_${REFERENCE}.pdf"`,
      }),
    );
    const res = await get("invoice/[reference]/pdf", { reference: REFERENCE }, { "x-forwarded-for": "102.89.34.7" });
    expect(res).toMatchObject({ status: 200, type: "application/pdf", body: "%PDF-1.7" });
    expect(fetchMock).toHaveBeenCalledWith(
      `public/invoices/${REFERENCE}/pdf`,
      expect.objectContaining({ forwardedFor: "102.89.34.7" }),
    );
  });

  it("an API that does not answer is the JSON 502", async () => {
    fetchMock.mockRejectedValueOnce(new ProductApiError(0, "unreachable"));
    expect(await get("invoice/[reference]/pdf", { reference: REFERENCE })).toMatchObject({
      status: 502,
      type: JSON_TYPE,
    });
  });
});

describe("GET /invoice/logo/<id>", () => {
  it("an id that is not a UUID is the JSON 404, without asking the API", async () => {
    expect(await get("invoice/logo/[id]", { id: "nope" })).toMatchObject({
      status: 404,
      type: JSON_TYPE,
      body: { message: "Not found." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an unknown logo is the API's JSON 404; a logo passes through with its type", async () => {
    fetchMock.mockResolvedValueOnce(apiAnswer(404, '{"message":"Not found."}', { "content-type": "application/json" }));
    expect(await get("invoice/logo/[id]", { id: LOGO })).toMatchObject({
      status: 404,
      type: JSON_TYPE,
      body: { message: "Not found." },
    });
    fetchMock.mockResolvedValueOnce(apiAnswer(200, "PNGBYTES", { "content-type": "image/png" }));
    expect(await get("invoice/logo/[id]", { id: LOGO })).toMatchObject({
      status: 200,
      type: "image/png",
      body: "PNGBYTES",
    });
  });

  it("an API that does not answer is the JSON 502", async () => {
    fetchMock.mockRejectedValueOnce(new ProductApiError(0, "unreachable"));
    expect(await get("invoice/logo/[id]", { id: LOGO })).toMatchObject({ status: 502, type: JSON_TYPE });
  });
});

describe("GET /invoice/<reference>/pay", () => {
  const PAY = "invoice/[reference]/pay";

  it("a reference of no invoice's shape is the JSON 404, without asking the API", async () => {
    expect(await get(PAY, { reference: "nope" })).toMatchObject({
      status: 404,
      type: JSON_TYPE,
      body: { message: "Not found." },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a payable invoice sends the payer on to its checkout; the API is told the payer's address", async () => {
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, '{"data":{"checkout_url":"https://checkout.example/abc"}}', {
        "content-type": "application/json",
      }),
    );
    const res = await get(PAY, { reference: REFERENCE }, { "x-forwarded-for": "102.89.34.7" });
    expect(res).toMatchObject({ status: 303, location: "https://checkout.example/abc" });
    expect(fetchMock).toHaveBeenCalledWith(
      `public/invoices/${REFERENCE}/checkout`,
      expect.objectContaining({ forwardedFor: "102.89.34.7" }),
    );
  });

  it.each([404, 409])(
    "an invoice the API answers %i for goes back to its page, which says what happened",
    async (status) => {
      fetchMock.mockResolvedValueOnce(apiAnswer(status, '{"message":"x"}', { "content-type": "application/json" }));
      expect(await get(PAY, { reference: REFERENCE })).toMatchObject({
        status: 303,
        location: `/invoice/${REFERENCE}`,
      });
    },
  );

  it("an API that does not answer is the JSON 502 with the product's message", async () => {
    fetchMock.mockRejectedValueOnce(new ProductApiError(0, "unreachable"));
    expect(await get(PAY, { reference: REFERENCE })).toMatchObject({
      status: 502,
      type: JSON_TYPE,
      body: { message: UNREACHABLE_MESSAGE },
    });
  });
});
