import { isRequestIdOf, newRequestId, REQUEST_ID_PREFIX, type PurchaseService } from "./request-id";
import { requestIdField } from "@/lib/contracts/purchases";

describe("newRequestId", () => {
  it("is the prefix, the timestamp and an 8-character random part", () => {
    let i = 0;
    const seq = [0, 0.5, 0.99, 0.1, 0.2, 0.3, 0.4, 0.6];
    const id = newRequestId("airtime", 1735689600000, () => seq[i++ % seq.length]);
    expect(id).toBe("AIRTIME_1735689600000_as9dhkov");
  });

  it.each(Object.entries(REQUEST_ID_PREFIX))(
    "%s ids start with %s, match their shape and pass the API's rule",
    (service, prefix) => {
      const id = newRequestId(service as PurchaseService);
      expect(id.startsWith(prefix)).toBe(true);
      expect(isRequestIdOf(service as PurchaseService, id)).toBe(true);
      expect(requestIdField.safeParse(id).success).toBe(true);
    },
  );

  it("differs between calls in the same millisecond", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId("data", 1)));
    expect(ids.size).toBe(200);
  });

  it("does not accept another service's id", () => {
    expect(isRequestIdOf("data", newRequestId("airtime"))).toBe(false);
    expect(isRequestIdOf("exam", "EXAMPIN_abc")).toBe(false);
  });
});
