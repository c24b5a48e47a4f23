import type { TransactionItem } from "@/lib/contracts/wallet";
import { readPrefill } from "./buy-again";
import { buyAgainHref } from "./buy-again-href";

const row = (over: Partial<TransactionItem>): TransactionItem => ({
  id: "6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f",
  service: "airtime",
  type: "purchase",
  amount: 500,
  amount_kobo: 50_000,
  reference: "REF1",
  transaction_id: null,
  request_id: null,
  status: "delivered",
  date: "2026-03-03T13:05:00.000Z",
  transaction_date: "2026-03-03T13:05:00.000Z",
  cashback_amount: 0,
  details: {},
  ...over,
});

const query = (href: string) => new URL(href, "http://x").searchParams;

describe("Buy again: a purchase as its entry form's address", () => {
  it("airtime: network, amount in naira and phone", () => {
    const href = buyAgainHref(row({ details: { network: "mtn", network_name: "MTN", phone: "08011111111" } }));
    expect(href).toBe("/airtime?network=mtn&amount=500&phone=08011111111");
  });

  it("keeps kobo in the amount (₦1,500.50) and drops nothing else", () => {
    const href = buyAgainHref(row({ amount_kobo: 150_050, details: { network: "glo", phone: "08011111111" } }));
    expect(query(href!).get("amount")).toBe("1500.50");
  });

  it("a purchase at a level's discount buys again what it bought (its list price), not what was debited", () => {
    const airtime = row({
      amount_kobo: 9_750,
      details: { network: "mtn", phone: "08011111111", list_price_kobo: 10_000 },
    });
    expect(query(buyAgainHref(airtime)!).get("amount")).toBe("100");
    const electricity = row({
      service: "electricity",
      amount_kobo: 99_400,
      details: {
        disco: "ikeja-electric",
        meter_number: "1111111111111",
        meter_type: "prepaid",
        list_price_kobo: 100_000,
      },
    });
    expect(query(buyAgainHref(electricity)!).get("amount")).toBe("1000");
  });

  it("data: the network's service id and the plan's variation code, never the price", () => {
    const href = buyAgainHref(
      row({
        service: "data",
        details: { network: "mtn-data", variation_code: "mtn-10mb-100", plan: "N100 100MB", phone: "08011111111" },
      }),
    );
    expect(href).toBe("/data-purchase?network=mtn-data&plan=mtn-10mb-100&phone=08011111111");
  });

  it("electricity: disco, meter, meter type and amount; never the token", () => {
    const href = buyAgainHref(
      row({
        service: "electricity",
        amount_kobo: 200_000,
        details: {
          disco: "ikeja-electric",
          meter_number: "1111111111111",
          meter_type: "prepaid",
          phone: "08011111111",
          token: "1234-5678-9012",
        },
      }),
    );
    expect(href).toBe(
      "/electricity-purchase?disco=ikeja-electric&meter=1111111111111&meter_type=prepaid&amount=2000&phone=08011111111",
    );
    expect(href).not.toContain("1234");
  });

  it("cable TV and exam pins: their forms' keys; exam pins never carry the pins", () => {
    expect(
      buyAgainHref(
        row({
          service: "cabletv",
          details: {
            provider: "dstv",
            smartcard_number: "1212121212",
            variation_code: "dstv-padi",
            phone: "08011111111",
          },
        }),
      ),
    ).toBe("/paytv?provider=dstv&smartcard=1212121212&plan=dstv-padi&phone=08011111111");
    const exam = buyAgainHref(
      row({
        service: "exam",
        details: {
          exam_service_id: "waec",
          variation_code: "waecdirect",
          quantity: 2,
          phone: "08011111111",
          profile_id: null,
          pins: [{ serial: "WRN1", pin: "999" }],
        },
      }),
    );
    expect(exam).toBe("/exam-pin?exam=waec&variation=waecdirect&quantity=2&phone=08011111111");
  });

  it("nothing to buy again for credits, and unknown services", () => {
    expect(buyAgainHref(row({ type: "funding", service: "wallet_funding" }))).toBeNull();
    expect(buyAgainHref(row({ type: "refund" }))).toBeNull();
    expect(buyAgainHref(row({ type: "cashback" }))).toBeNull();
    expect(buyAgainHref(row({ service: "betting" }))).toBeNull();
  });

  it("a value the form would refuse is left out alone when the form reads the address", () => {
    const href = buyAgainHref(row({ details: { network: "mtn<script>", phone: "08011111111" } }));
    expect(readPrefill("airtime", query(href!))).toEqual({ network: undefined, amount: "500", phone: "08011111111" });
  });
});

describe("reading a form's address", () => {
  it("takes the known keys and drops what does not fit", () => {
    const q = new URLSearchParams("network=mtn&amount=12.345&phone=%2B234%20801%20111%201111&extra=1");
    expect(readPrefill("airtime", q)).toEqual({ network: "mtn", amount: undefined, phone: "+234 801 111 1111" });
  });

  it("refuses a meter type outside the list and a cable provider it does not know", () => {
    expect(readPrefill("electricity", new URLSearchParams("meter_type=smart&meter=12ab")).meter_type).toBeUndefined();
    expect(readPrefill("electricity", new URLSearchParams("meter=12ab")).meter).toBeUndefined();
    expect(readPrefill("paytv", new URLSearchParams("provider=netflix")).provider).toBeUndefined();
  });

  it("an empty address fills nothing", () => {
    expect(readPrefill("exam", new URLSearchParams(""))).toEqual({
      exam: undefined,
      variation: undefined,
      quantity: undefined,
      phone: undefined,
      profile: undefined,
    });
  });
});
