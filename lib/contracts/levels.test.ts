import { adminLevelUpdate, planPriceForm } from "./levels";

/** The admin's fixed data-plan price: the form and the API body check it with one schema. */
describe("a fixed data plan price", () => {
  test("the admin form takes a catalogue network, a variation code and a naira price", () => {
    expect(
      planPriceForm.parse({ provider_service: "etisalat-data", variation_code: " eti-2000 ", price: "1900" }),
    ).toEqual({ provider_service: "etisalat-data", variation_code: "eti-2000", price: 1900 });
  });

  test("each missing or bad field has its own clear message", () => {
    const r = planPriceForm.safeParse({ provider_service: "", variation_code: "  ", price: "abc" });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      provider_service: "Choose the plan's network.",
      variation_code: "Enter the plan's variation code.",
      price: "Valid amount is required.",
    });
    expect(planPriceForm.safeParse({ provider_service: "mtn", variation_code: "x", price: 1 }).success).toBe(false);
    expect(planPriceForm.safeParse({ provider_service: "mtn-data", variation_code: "x", price: 1.234 }).success).toBe(
      false,
    );
  });

  test("the API's level update checks its plans with the same messages", () => {
    const r = adminLevelUpdate.safeParse({
      discounts: [{ service: "data", percent: null, plans: [{ provider_service: "mtn-data", variation_code: "" }] }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Enter the plan's variation code.", "Valid amount is required."]),
    );
  });
});
