import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { fundedCustomerSuite, rid } from "./test-helpers";
import { PURCHASE_MSG } from "../../lib/contracts/purchase-rules";

jest.setTimeout(60_000);

const c = fundedCustomerSuite();

describe("electricity", () => {
  test("discos: the 12 VTpass distribution companies", async () => {
    const res = await c.get("/api/electricity/discos");
    expect(res.body.status).toBe("success");
    expect(res.body.data.discos).toHaveLength(12);
    expect(res.body.data.discos[0]).toEqual({ name: expect.any(String), serviceID: "ikeja-electric" });
  });
  test("verify meter", async () => {
    const ok = await c.post("/api/electricity/verify-meter", {
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
    });
    expect(ok.body).toMatchObject({
      status: "success",
      data: { meter_details: { Customer_Name: "TESTMETER1", Address: expect.any(String) } },
    });
    // The spec's fallback list spells Port Harcourt with a hyphen.
    const ph = await c.post("/api/electricity/verify-meter", {
      disco: "port-harcourt-electric",
      meter_number: N.postpaidMeter,
      meter_type: "postpaid",
    });
    expect(ph.status).toBe(200);
    const bad = await c.post("/api/electricity/verify-meter", {
      disco: "ikeja-electric",
      meter_number: "1234567890",
      meter_type: "prepaid",
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: "Failed to verify meter number",
      errors: { meter_number: ["Failed to verify meter number"] },
    });
  });
  test("prepaid purchase keeps the token and units with the transaction", async () => {
    const res = await c.post("/api/electricity/purchase", {
      disco: "ikeja-electric",
      meter_number: N.prepaidMeter,
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina Road",
      request_id: rid("ELEC_"),
    });
    expect(res.body).toMatchObject({ status: "success", cashback_amount: 25 });
    expect(res.body.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(res.body.transaction).toMatchObject({
      token: res.body.token,
      units: expect.stringMatching(/kWh/),
      meter_details: { Customer_Name: "TESTMETER1" },
    });
    const again = await c.get(`/api/transactions/${res.body.transaction.id}`);
    expect(again.body.transaction).toMatchObject({ token: res.body.token, units: res.body.transaction.units });
  });
  test("an unverifiable meter is refused before any debit", async () => {
    const before = await c.balance();
    const res = await c.post("/api/electricity/purchase", {
      disco: "eko-electric",
      meter_number: "99999999999",
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
      request_id: rid("ELEC_"),
    });
    expect(res.status).toBe(422);
    expect(await c.balance()).toBe(before);
  });
  test("an unknown disco is told as unknown, not as missing", async () => {
    const res = await c.post("/api/electricity/purchase", {
      disco: "nepa",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      amount: 5000,
      phone: "08031234567",
      request_id: rid("ELEC_"),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.disco).toEqual([PURCHASE_MSG.discoUnknown]);
  });
});
