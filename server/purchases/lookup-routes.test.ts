import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { apiSuite } from "../test/api-suite";
import { customer, rid } from "./test-helpers";
import { PURCHASE_NOT_FOUND } from "./lookup-routes";

jest.setTimeout(60_000);

const { t } = apiSuite({ purchases: true });

describe("GET /api/purchases/{request_id}: a paid summary's result", () => {
  test("answers the purchase as its call answered it, without paying again", async () => {
    const c = await customer(t, 100_000);
    const request_id = rid();
    const paid = await c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id });
    expect(paid.body.status).toBe("success");
    const balance = await c.balance();

    const read = await c.get(`/api/purchases/${request_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: "success",
      transaction_reference: paid.body.transaction_reference,
      balance: balance / 100,
      transaction: { id: paid.body.transaction.id, request_id, service: "airtime", phone: N.success },
    });
    expect(await c.balance()).toBe(balance);
  });

  test("a failed purchase reads as failed and refunded", async () => {
    const c = await customer(t, 100_000);
    const request_id = rid();
    const paid = await c.post("/api/pay/airtime", { network: "glo", phone: "08022222222", amount: 200, request_id });
    expect(paid.body.status).toBe("failed");
    const read = await c.get(`/api/purchases/${request_id}`);
    expect(read.body).toMatchObject({ status: "failed", message: paid.body.message });
  });

  test("another customer's request_id, one never paid and a level fee's are 404; no token is 401", async () => {
    const owner = await customer(t, 300_000);
    const other = await customer(t, 0);
    const request_id = rid();
    await owner.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 100, request_id });
    for (const [who, id] of [
      [other, request_id],
      [owner, rid()],
      [owner, "x".repeat(100)],
    ] as const) {
      const res = await who.get(`/api/purchases/${encodeURIComponent(id)}`);
      expect(res).toEqual({ status: 404, body: expect.objectContaining({ message: PURCHASE_NOT_FOUND }) });
    }
    const fee = { level: "reseller", request_id: rid("LVL_"), pin: "4826" };
    expect((await owner.post("/api/levels/upgrade", fee)).status).toBe(200);
    expect((await owner.get(`/api/purchases/${fee.request_id}`)).status).toBe(404);
    // An id too long to be one is answered as any unknown id.
    expect((await owner.get(`/api/purchases/${"y".repeat(101)}`)).status).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/purchases/${request_id}` })).statusCode).toBe(401);
  });
});
