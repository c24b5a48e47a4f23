import { SIM_SERVICES } from "../../server/providers/vtpass/vtpass-sandbox-catalog";
import {
  dataPlanName,
  discoDisplayName,
  examTypeDisplayName,
  meterTypeDisplayName,
  networkDisplayName,
  planDisplayName,
  planName,
  tvPlanTitle,
  tvProviderDisplayName,
} from "./display-names";

/** The fixtures are VTpass's own strings, as its catalogue (and our stored purchase details) carry them. */
describe("display names (issue 16: no provider string reaches the customer raw)", () => {
  it.each([
    ["N200 200MB - 2 days", "200 MB, 2 days"],
    ["N100 100MB - 24 hrs", "100 MB, 24 hours"],
    ["N1000 1.5GB - 30 days", "1.5 GB, 30 days"],
    ["Airtel Data Bundle - 1,000 Naira - 1.5GB - 30 Days", "1.5 GB, 30 days"],
    ["Glo Data N100 -  105MB - 2 day", "105 MB, 2 days"],
    ["9mobile Data - 100 Naira - 100MB - 1 day", "100 MB, 1 day"],
  ])("data plan %j reads %j", (raw, shown) => {
    expect(dataPlanName(raw)).toBe(shown);
    expect(planName("data", raw)).toBe(shown);
  });

  it.each([
    ["DStv Padi N4,400", "DStv Padi"],
    ["DStv Compact Plus N30,000", "DStv Compact Plus"],
    ["GOtv Smallie - monthly N1,900", "GOtv Smallie, monthly"],
    ["GOtv Supa Plus - monthly N16,800", "GOtv Supa Plus, monthly"],
    ["Nova - 1,900 Naira - 1 Month", "Nova, 1 month"],
    ["UTME PIN (with mock)", "UTME PIN (with mock)"],
    ["WASSCE for Private Candidates - Second Bi-Annual", "WASSCE for Private Candidates, Second Bi-Annual"],
  ])("plan %j reads %j", (raw, shown) => {
    expect(planDisplayName(raw)).toBe(shown);
    expect(planName("cabletv", raw)).toBe(shown);
  });

  it.each([
    ["Ikeja Electric Payment - IKEDC", "Ikeja Electric"],
    ["Eko Electric Payment - EKEDC", "Eko Electric"],
    ["KEDCO - Kano Electric", "Kano Electric"],
    ["PHED - Port Harcourt Electric", "Port Harcourt Electric"],
    ["Jos Electric - JED", "Jos Electric"],
    ["IBEDC - Ibadan Electricity Distribution Company", "Ibadan Electric"],
    ["Kaduna Electric - KAEDCO", "Kaduna Electric"],
    ["AEDC - Abuja Electricity Distribution Company", "Abuja Electric"],
    ["EEDC - Enugu Electric", "Enugu Electric"],
    ["BEDC - Benin Electricity Distribution Company", "Benin Electric"],
    ["ABA Power - Aba Electric", "Aba Electric"],
    ["YEDC - Yola Electricity Distribution Company", "Yola Electric"],
  ])("distribution company %j reads %j", (raw, shown) => expect(discoDisplayName(raw)).toBe(shown));

  it.each([
    ["Jamb PIN VENDING (UTME & Direct Entry)", "JAMB (UTME & Direct Entry)"],
    ["WAEC Result Checker PIN", "WAEC Result Checker"],
    ["WAEC Registration PIN", "WAEC Registration"],
  ])("exam type %j reads %j", (raw, shown) => expect(examTypeDisplayName(raw)).toBe(shown));

  it.each([
    ["DSTV Subscription", "DStv"],
    ["Gotv Payment", "GOtv"],
    ["Startimes Subscription", "StarTimes"],
  ])("TV provider %j reads %j", (raw, shown) => expect(tvProviderDisplayName(raw)).toBe(shown));

  it.each([
    ["MTN Data", "MTN"],
    ["mtn-data", "MTN"],
    ["9mobile Airtime VTU", "9mobile"],
    ["Glo Data", "GLO"],
  ])("network %j reads %j", (raw, shown) => expect(networkDisplayName(raw)).toBe(shown));

  it("names a TV plan with its provider once", () => {
    expect(tvPlanTitle("dstv", "DStv Padi N4,400")).toBe("DStv Padi");
    expect(tvPlanTitle("gotv", "GOtv Smallie - monthly N1,900")).toBe("GOtv Smallie, monthly");
    expect(tvPlanTitle("startimes", "Nova - 1,900 Naira - 1 Month")).toBe("StarTimes Nova, 1 month");
    expect(tvPlanTitle("dstv", null)).toBe("DStv");
  });

  it("names networks, discos, TV providers, exam types and meter types by their ids", () => {
    expect(networkDisplayName("mtn")).toBe("MTN");
    expect(networkDisplayName("etisalat")).toBe("9mobile");
    expect(discoDisplayName("ikeja-electric")).toBe("Ikeja Electric");
    expect(discoDisplayName("portharcourt-electric")).toBe("Port Harcourt Electric");
    expect(discoDisplayName("new-town-electric")).toBe("New Town Electric");
    expect(tvProviderDisplayName("dstv")).toBe("DStv");
    expect(examTypeDisplayName("jamb")).toBe("JAMB (UTME & Direct Entry)");
    expect(examTypeDisplayName("WAEC")).toBe("WAEC Result Checker");
    expect(meterTypeDisplayName("prepaid")).toBe("Prepaid");
    expect(meterTypeDisplayName(null)).toBe("");
  });

  it("a provider name no table knows loses VTpass's selling words and keeps the rest", () => {
    expect(discoDisplayName("Zaria Electric Payment")).toBe("Zaria Electric");
    expect(tvProviderDisplayName("Showmax Subscription")).toBe("Showmax");
    expect(examTypeDisplayName("NECO Result Token")).toBe("NECO Result Token");
  });

  // Every name the VTpass sandbox catalogue sells under, through the name a customer reads.
  const RAW_PRICE = /(?:^|\s)N\d|\bNaira\b|Payment|Subscription|VTU|VENDING|\s-\s/;
  const shown = (category: string, serviceID: string, name: string) =>
    category === "electricity-bill"
      ? discoDisplayName(name)
      : category === "tv-subscription"
        ? tvProviderDisplayName(name)
        : category === "education"
          ? examTypeDisplayName(name)
          : networkDisplayName(name);
  it.each(SIM_SERVICES.map((s) => [s.serviceID, s.category, s.name] as const))(
    "VTpass's %s (%s) reads without its raw words, the same as by its id",
    (serviceID, category, name) => {
      const byName = shown(category, serviceID, name);
      expect(byName).not.toMatch(RAW_PRICE);
      expect(byName).toBe(shown(category, serviceID, serviceID.replace(/-data$/, "")));
    },
  );
  it.each(
    SIM_SERVICES.filter((s) => s.category === "data" || s.category === "tv-subscription").flatMap((s) =>
      (s.variations ?? []).map((v) => [s.category === "data" ? "data" : "cabletv", v.name] as const),
    ),
  )("VTpass's %s plan %j reads without its price", (service, raw) => {
    expect(planName(service, raw)).not.toMatch(RAW_PRICE);
  });

  it.each(["constructor", "__proto__", "toString", "valueOf"])(
    "%j (a property every object inherits) reads as tidied text, never as one of Object's properties",
    (raw) => {
      for (const name of [networkDisplayName, discoDisplayName, tvProviderDisplayName, examTypeDisplayName]) {
        expect(typeof name(raw)).toBe("string");
        expect(name(raw)).not.toMatch(/function|\[object/);
      }
    },
  );
});
