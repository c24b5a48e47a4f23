import type { Order } from "../purchases/engine";
import { labelOf } from "./scheduled-purchase";

/** An order as server/purchases/orders.ts builds it: the details keep VTpass's own names. */
const order = (service: Order["service"], details: Record<string, unknown>): Order => ({
  service,
  requestId: "SCHEDULE_1",
  fingerprint: "f",
  amountKobo: 20_000,
  pay: { serviceID: "x", amount: 200 } as Order["pay"],
  details,
});

describe("a schedule's label names what it buys as customers read it", () => {
  it.each([
    [order("airtime", { phone: "08011111111", network: "mtn", network_name: "MTN" }), "MTN airtime for 08011111111"],
    [
      order("data", {
        phone: "08011111111",
        network: "mtn-data",
        network_name: "MTN",
        plan: "N200 200MB - 2 days",
        variation: "N200 200MB - 2 days",
      }),
      "MTN 200 MB, 2 days for 08011111111",
    ],
    [
      order("electricity", {
        disco: "ikeja-electric",
        disco_name: "Ikeja Electric Payment - IKEDC",
        meter_type: "prepaid",
        meter_number: "1111111111111",
      }),
      "Ikeja Electric (Prepaid) meter 1111111111111",
    ],
    [
      order("cabletv", { provider: "dstv", plan: "DStv Padi N4,400", smartcard_number: "1212121212" }),
      "DStv Padi on 1212121212",
    ],
    [
      order("cabletv", { provider: "startimes", plan: "Nova - 1,900 Naira - 1 Month", smartcard_number: "0212345678" }),
      "StarTimes Nova, 1 month on 0212345678",
    ],
    [
      order("exam", {
        exam_type: "Jamb PIN VENDING (UTME & Direct Entry)",
        exam_service_id: "jamb",
        variation: "UTME PIN (with mock)",
      }),
      "JAMB (UTME & Direct Entry): UTME PIN (with mock)",
    ],
  ])("%#", (o, label) => expect(labelOf(o)).toBe(label));
});
