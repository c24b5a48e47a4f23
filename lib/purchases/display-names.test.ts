import {
  dataPlanName,
  discoDisplayName,
  examTypeDisplayName,
  meterTypeDisplayName,
  networkDisplayName,
  planDisplayName,
  tvProviderDisplayName,
} from "./display-names";

describe("display names (issue 16: no provider string reaches the customer raw)", () => {
  it.each([
    ["N200 200MB - 2 days", "200 MB, 2 days"],
    ["N100 100MB - 24 hrs", "100 MB, 24 hours"],
    ["N1000 1.5GB - 30 days", "1.5 GB, 30 days"],
    ["Airtel Data Bundle - 1,000 Naira - 1.5GB - 30 Days", "1.5 GB, 30 days"],
    ["Glo Data N100 -  105MB - 2 day", "105 MB, 2 days"],
    ["9mobile Data - 100 Naira - 100MB - 1 day", "100 MB, 1 day"],
  ])("data plan %j reads %j", (raw, shown) => expect(dataPlanName(raw)).toBe(shown));

  it.each([
    ["DStv Padi N4,400", "DStv Padi"],
    ["GOtv Smallie - monthly N1,900", "GOtv Smallie, monthly"],
    ["Nova - 1,900 Naira - 1 Month", "Nova, 1 month"],
    ["UTME PIN (with mock)", "UTME PIN (with mock)"],
  ])("plan %j reads %j", (raw, shown) => expect(planDisplayName(raw)).toBe(shown));

  it("names networks, discos, TV providers, exam types and meter types", () => {
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
});
