import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { fundedCustomerSuite, rid } from "./test-helpers";

jest.setTimeout(60_000);

const c = fundedCustomerSuite();

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
