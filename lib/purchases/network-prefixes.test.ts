import { MOBILE_NETWORKS, NETWORK_PREFIXES, networkOfNumber, networkOfService } from "./network-prefixes";

describe("network from the number's prefix", () => {
  test("each published prefix belongs to one network only", () => {
    const all = MOBILE_NETWORKS.flatMap((n) => NETWORK_PREFIXES[n]);
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(p).toMatch(/^0[789]\d{2,3}$/);
  });

  test.each([
    ["08031234567", "mtn"],
    ["07061234567", "mtn"],
    ["09161234567", "mtn"],
    ["08021234567", "airtel"],
    ["09121234567", "airtel"],
    ["07011234567", "airtel"],
    ["08051234567", "glo"],
    ["08151234567", "glo"],
    ["09051234567", "glo"],
    ["08091234567", "etisalat"],
    ["09091234567", "etisalat"],
    ["08181234567", "etisalat"],
  ])("%s is %s", (phone, network) => {
    expect(networkOfNumber(phone)).toBe(network);
  });

  test("a five-digit block is read before its four-digit prefix (07025 is MTN's, 0702 is nobody's)", () => {
    expect(networkOfNumber("07025123456")).toBe("mtn");
    expect(networkOfNumber("07021234567")).toBeNull();
  });

  test("a prefix not in the table, or not a national number, picks no network", () => {
    expect(networkOfNumber("08011111111")).toBeNull();
    expect(networkOfNumber("0803123456")).toBeNull();
    expect(networkOfNumber("+2348031234567")).toBeNull();
    expect(networkOfNumber("")).toBeNull();
  });

  test("airtime and data serviceIDs name their network", () => {
    expect(networkOfService("mtn")).toBe("mtn");
    expect(networkOfService("etisalat-data")).toBe("etisalat");
    expect(networkOfService("glo-data")).toBe("glo");
    expect(networkOfService("dstv")).toBeNull();
    expect(networkOfService("smile-direct")).toBeNull();
  });
});
