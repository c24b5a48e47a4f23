import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, flushCallbacks, rid } from "./test-helpers";

jest.setTimeout(60_000);

let t: TestApp;
let c: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: "300" });
  c = await customer(t, 10_000_000);
});
afterAll(async () => {
  await flushCallbacks(t);
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  await t.close();
});

test("every route needs a bearer token", async () => {
  for (const [method, url] of [
    ["GET", "/api/networks/airtime"],
    ["POST", "/api/pay/airtime"],
    ["GET", "/api/networks"],
    ["GET", "/api/data/plans/mtn-data"],
    ["POST", "/api/data/purchase"],
    ["GET", "/api/electricity/discos"],
    ["POST", "/api/electricity/verify-meter"],
    ["POST", "/api/electricity/purchase"],
    ["GET", "/api/paytv/plans/dstv"],
    ["POST", "/api/paytv/verify"],
    ["POST", "/api/paytv/purchase"],
    ["GET", "/api/exampin/types"],
    ["POST", "/api/exampin/variations"],
    ["POST", "/api/exampin/verify-jamb-profile"],
    ["POST", "/api/exampin/purchase"],
  ] as const) {
    const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect([url, res.statusCode]).toEqual([url, 401]);
  }
});

describe("airtime", () => {
  test("networks", async () => {
    const res = await c.get("/api/networks/airtime");
    expect(res.body.networks).toEqual([
      { serviceID: "mtn", name: "MTN" },
      { serviceID: "glo", name: "GLO" },
      { serviceID: "airtel", name: "Airtel" },
      { serviceID: "etisalat", name: "9mobile" },
    ]);
  });
  test("the network may be given by its display name; an unknown one is refused", async () => {
    expect(
      (await c.post("/api/pay/airtime", { network: "9mobile", phone: N.success, amount: 100, request_id: rid() })).body
        .status,
    ).toBe("success");
    const bad = await c.post("/api/pay/airtime", {
      network: "nitel",
      phone: N.success,
      amount: 100,
      request_id: rid(),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.network).toEqual(["Please select a valid network."]);
  });
});

describe("data", () => {
  test("networks and plans", async () => {
    const nets = await c.get("/api/networks");
    expect(nets.body.data.networks.map((n: { serviceID: string }) => n.serviceID)).toEqual([
      "mtn-data",
      "airtel-data",
      "glo-data",
      "etisalat-data",
    ]);
    for (const n of nets.body.data.networks) {
      const plans = await c.get(`/api/data/plans/${n.serviceID}`);
      expect(plans.status).toBe(200);
      expect(plans.body.plans.length).toBeGreaterThan(0);
      expect(plans.body.plans[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        price: expect.any(Number),
      });
    }
    expect((await c.get("/api/data/plans/nitel-data")).status).toBe(404);
  });
  test("purchase at the plan's price; a different amount is refused with nothing debited", async () => {
    const before = await c.balance();
    const bad = await c.post("/api/data/purchase", {
      network_id: "mtn-data",
      variation_id: "mtn-100mb-1000",
      amount: 10,
      phone: N.success,
      request_id: rid("DATA_"),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.amount).toEqual(["The amount does not match the selected plan."]);
    expect(await c.balance()).toBe(before);
    const unknownPlan = await c.post("/api/data/purchase", {
      network_id: "mtn-data",
      variation_id: "nope",
      amount: 1000,
      phone: N.success,
      request_id: rid("DATA_"),
    });
    expect(unknownPlan.body.errors.variation_id).toEqual(["Please select a valid data plan."]);
    const ok = await c.post("/api/data/purchase", {
      network_id: "mtn-data",
      variation_id: "mtn-100mb-1000",
      amount: "1000",
      phone: N.success,
      request_id: rid("DATA_"),
    });
    expect(ok.body).toMatchObject({
      status: "success",
      cashback_amount: 20,
      transaction: { service: "data", amount: 1000, plan: "N1000 1.5GB - 30 days" },
    });
    expect(await c.balance()).toBe(before - 100_000 + 2_000);
  });
});

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
});

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

describe("exam pins", () => {
  test("types and variations", async () => {
    const types = await c.get("/api/exampin/types");
    expect(types.body.data.exam_types.map((x: { serviceID: string }) => x.serviceID)).toEqual([
      "waec",
      "waec-registration",
      "jamb",
    ]);
    const v = await c.post("/api/exampin/variations", { serviceID: "jamb" });
    expect(v.body.plans.map((p: { variation_code: string }) => p.variation_code)).toEqual([
      "utme-mock",
      "utme-no-mock",
      "de",
    ]);
  });
  test("JAMB profile verification", async () => {
    expect(
      (await c.post("/api/exampin/verify-jamb-profile", { profile_id: N.jambProfile })).body.data.customer_name,
    ).toMatch(/\S/);
    const bad = await c.post("/api/exampin/verify-jamb-profile", { profile_id: "1111111111" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("Failed to verify JAMB profile. Please check the profile ID and try again.");
  });
  test("WAEC: quantity times the price, a serial and pin per card", async () => {
    const res = await c.post("/api/exampin/purchase", {
      exam_type: "WAEC",
      variation_id: "waecdirect",
      amount: 3900,
      phone: N.success,
      quantity: 2,
      request_id: rid("EXAMPIN_"),
    });
    expect(res.body).toMatchObject({ status: "success", cashback_amount: 0 });
    expect(res.body.transaction).toMatchObject({
      amount: 7800,
      quantity: 2,
      exam_type: "WAEC Result Checker PIN",
      variation: "WASSCE Result Checker PIN",
    });
    expect(res.body.transaction.pins).toHaveLength(2);
    expect(res.body.transaction.pins[0]).toEqual({ serial: expect.stringMatching(/^WRN/), pin: expect.any(String) });
  });
  test("JAMB: needs a verifiable profile; the pin is kept", async () => {
    const noProfile = await c.post("/api/exampin/purchase", {
      exam_type: "jamb",
      variation_id: "de",
      amount: 6200,
      phone: "08031234567",
      quantity: 1,
      request_id: rid("EXAMPIN_"),
    });
    expect(noProfile.body.errors.profile_id).toEqual(["JAMB profile ID is required."]);
    const badProfile = await c.post("/api/exampin/purchase", {
      exam_type: "jamb",
      variation_id: "de",
      amount: 6200,
      phone: "08031234567",
      quantity: 1,
      profile_id: "1111111111",
      request_id: rid("EXAMPIN_"),
    });
    expect(badProfile.body.errors.profile_id).toEqual([
      "Failed to verify JAMB profile. Please check the profile ID and try again.",
    ]);
    const ok = await c.post("/api/exampin/purchase", {
      exam_type: "jamb",
      variation_id: "de",
      amount: 6200,
      phone: "08031234567",
      quantity: 1,
      profile_id: N.jambProfile,
      request_id: rid("EXAMPIN_"),
    });
    expect(ok.body.transaction).toMatchObject({
      profile_id: N.jambProfile,
      pins: [{ serial: null, pin: expect.stringMatching(/^\d+$/) }],
      customer_name: expect.any(String),
    });
    const many = await c.post("/api/exampin/purchase", {
      exam_type: "jamb",
      variation_id: "de",
      amount: 12400,
      phone: "08031234567",
      quantity: 2,
      profile_id: N.jambProfile,
      request_id: rid("EXAMPIN_"),
    });
    expect(many.body.errors.quantity).toEqual(["Valid quantity is required."]);
  });
});
