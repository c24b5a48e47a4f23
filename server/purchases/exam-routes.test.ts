import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { fundedCustomerSuite, rid, waecTwoCards } from "./test-helpers";

jest.setTimeout(60_000);

const c = fundedCustomerSuite();

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
    const res = await c.post("/api/exampin/purchase", waecTwoCards());
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
