import type { ApiResult } from "@/lib/client/api-result";
import type { PurchaseResponse } from "@/lib/contracts/purchases";
import { purchaseOutcome } from "./outcome";
import { purchaseFallback } from "./purchase-fallback";

const at = new Date("2026-03-03T13:05:00.000Z");
const refused: ApiResult<PurchaseResponse> = {
  ok: false,
  status: 400,
  data: { message: "Insufficient balance.", errors: { amount: ["Insufficient balance."] } },
};

describe("a purchase the API refused keeps what the summary showed", () => {
  it("electricity: amount, phone, meter, customer and the time it was paid", () => {
    const q = {
      disco: "Ikeja Electric",
      discoId: "ikeja-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      amount: "2000",
      phone: "08011111111",
      customer_name: "Ada Obi",
      customer_address: "12 Allen Avenue, Ikeja",
      requestId: "ELECTRICITY_1735689600000_abcdefgh",
    };
    const o = purchaseOutcome("electricity", refused, purchaseFallback("electricity", q, at));
    expect(o.kind).toBe("failed");
    expect(o.transaction).toMatchObject({
      amount: 2000,
      phone: "08011111111",
      meter_number: "1111111111111",
      customer_name: "Ada Obi",
      customer_address: "12 Allen Avenue, Ikeja",
      smartcard_number: null,
      date: "2026-03-03T13:05:00.000Z",
      reference: q.requestId,
      status: "failed",
    });
  });
  it("cable TV: the verified smartcard, else the one typed", () => {
    const q = { smartcard: "1212121212", amount: "4400", phone: "08011111111", requestId: "PAYTV_1" };
    expect(purchaseFallback("paytv", q, at).entered?.smartcard_number).toBe("1212121212");
    expect(purchaseFallback("paytv", { ...q, smartcard_number: "7027914329" }, at).entered?.smartcard_number).toBe(
      "7027914329",
    );
  });
  it("exam pins: the total of the quantity, exam type, variation and profile", () => {
    const q = {
      examType: "JAMB (UTME & Direct Entry)",
      variation: "UTME PIN (with mock)",
      price: "7700",
      quantity: "2",
      phone: "08011111111",
      profileId: "0123456789",
      requestId: "EXAMPIN_1",
    };
    const f = purchaseFallback("exam", q, at);
    expect(f.amount).toBe(15400);
    expect(f.entered).toMatchObject({
      exam_type: "JAMB (UTME & Direct Entry)",
      variation: "UTME PIN (with mock)",
      quantity: 2,
      profile_id: "0123456789",
      meter_number: null,
    });
  });
});
