import type { BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { beneficiaryDetail, beneficiaryFromPurchase, beneficiaryName, isSaved } from "./beneficiary-links";
import { beneficiaryBuyHref } from "./beneficiary-buy-href";

const base: BeneficiaryView = {
  id: "b1",
  kind: "phone",
  number: "08031234567",
  nickname: null,
  network: "mtn",
  network_from_prefix: "mtn",
  network_overridden: false,
  provider: null,
  meter_type: null,
  customer_name: null,
  customer_address: null,
  last_amount: null,
  created_at: "2026-01-01T00:00:00.000Z",
  last_used_at: "2026-01-01T00:00:00.000Z",
};

test("a phone opens airtime with its network and last amount, or data with the data network", () => {
  const mama = { ...base, nickname: "Mama", network: "airtel" as const, network_overridden: true, last_amount: 500 };
  expect(beneficiaryBuyHref(mama)).toBe("/airtime?network=airtel&amount=500&phone=08031234567");
  expect(beneficiaryBuyHref(mama, "data")).toBe("/data-purchase?network=airtel-data&phone=08031234567");
  expect(beneficiaryName(mama)).toBe("Mama");
  expect(beneficiaryDetail(mama)).toBe("08031234567 · Airtel");
});

test("a meter, a smartcard and a JAMB profile open their forms, filled", () => {
  const meter = {
    ...base,
    kind: "meter" as const,
    number: "1111111111111",
    network: null,
    provider: "ikeja-electric",
    meter_type: "prepaid" as const,
    customer_name: "Adebayo Ogunleye",
    last_amount: 2500.5,
  };
  expect(beneficiaryBuyHref(meter)).toBe(
    "/electricity-purchase?disco=ikeja-electric&meter=1111111111111&meter_type=prepaid&amount=2500.5",
  );
  expect(beneficiaryName(meter)).toBe("Adebayo Ogunleye");
  expect(beneficiaryDetail(meter)).toBe("Ikeja Electric · Prepaid · 1111111111111");
  const card = { ...base, kind: "smartcard" as const, number: "1212121212", network: null, provider: "dstv" };
  expect(beneficiaryBuyHref(card)).toBe("/paytv?provider=dstv&smartcard=1212121212");
  const jamb = { ...base, kind: "jamb" as const, number: "0123456789", network: null };
  expect(beneficiaryBuyHref(jamb)).toBe("/exam-pin?exam=jamb&profile=0123456789");
});

test("the recipient of a purchase, from its summary query", () => {
  const airtime = beneficiaryFromPurchase(
    "airtime",
    { networkId: "mtn", phone: "08011111111", amount: "500", requestId: "R" },
    null,
  );
  expect(airtime).toEqual({
    key: { kind: "phone", provider: null, number: "08011111111" },
    body: { kind: "phone", phone: "08011111111", network: "mtn", amount: "500" },
  });
  expect(beneficiaryFromPurchase("data", { networkId: "glo-data", phone: "08051234567" }, null)?.body).toEqual({
    kind: "phone",
    phone: "08051234567",
    network: "glo",
  });
  const meter = beneficiaryFromPurchase(
    "electricity",
    {
      discoId: "eko-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      amount: "1000",
      customer_name: "A",
    },
    "Verified Name",
  );
  expect(meter?.body).toMatchObject({ kind: "meter", disco: "eko-electric", customer_name: "Verified Name" });
  expect(beneficiaryFromPurchase("exam", { examTypeId: "waec", profileId: "" }, null)).toBeNull();
  expect(beneficiaryFromPurchase("exam", { examTypeId: "jamb", profileId: "0123456789" }, "Musa")?.key).toEqual({
    kind: "jamb",
    provider: null,
    number: "0123456789",
  });
  expect(isSaved([base], { kind: "phone", provider: null, number: "08031234567" })).toBe(true);
  expect(isSaved([base], { kind: "phone", provider: null, number: "08051234567" })).toBe(false);
});
