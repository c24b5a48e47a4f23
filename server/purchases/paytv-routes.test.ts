import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { fundedCustomerSuite, rid } from "./test-helpers";

jest.setTimeout(60_000);

const c = fundedCustomerSuite();

describe("cable TV", () => {
  test("plans of each provider", async () => {
    for (const p of ["dstv", "gotv", "startimes"]) {
      const res = await c.get(`/api/paytv/plans/${p}`);
      expect(res.body.status).toBe("success");
      expect(res.body.plans[0]).toEqual({
        variation_code: expect.any(String),
        name: expect.any(String),
        variation_amount: expect.any(Number),
      });
    }
    expect((await c.get("/api/paytv/plans/showmax")).status).toBe(404);
  });
  test("verify smartcard", async () => {
    const ok = await c.post("/api/paytv/verify", { provider: "dstv", smartcard: N.smartcard });
    expect(ok.body).toMatchObject({
      status: "success",
      data: { Customer_Name: expect.any(String), Smartcard_Number: N.smartcard },
    });
    const bad = await c.post("/api/paytv/verify", { provider: "gotv", smartcard: "7777777777" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.smartcard).toEqual(["Invalid smartcard number."]);
  });
  test("purchase at the bouquet price with customer name and smartcard", async () => {
    const res = await c.post("/api/paytv/purchase", {
      provider: "gotv",
      smartcard: N.smartcard,
      plan: "gotv-max",
      amount: 8500,
      phone: "08031234567",
      request_id: rid("PAYTV_"),
    });
    expect(res.body).toMatchObject({
      status: "success",
      smartcard_number: N.smartcard,
      customer_name: expect.any(String),
      cashback_amount: 85,
    });
    expect(res.body.transaction).toMatchObject({
      service: "cabletv",
      amount: 8500,
      smartcard_number: N.smartcard,
      plan: "GOtv Max N8,500",
    });
    const mismatch = await c.post("/api/paytv/purchase", {
      provider: "gotv",
      smartcard: N.smartcard,
      plan: "gotv-max",
      amount: 100,
      phone: "08031234567",
      request_id: rid("PAYTV_"),
    });
    expect(mismatch.body.errors.amount).toEqual(["The amount does not match the selected plan."]);
  });
});
