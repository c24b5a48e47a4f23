import { countryOf, describeClient, maskAddress } from "./client-device";

describe("what a customer is shown of a signed-in browser", () => {
  test.each([
    [
      "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
      "Android phone",
      "Chrome 120",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
      "iPhone",
      "Safari 17.2",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
      "Mac",
      "Safari 17.1",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
      "Windows computer",
      "Firefox 121.0",
    ],
    [
      "Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16",
      "Android phone",
      "Opera 12.16",
    ],
    ["   ", "Unknown device", "Unknown browser"],
    ["curl/8.4.0", "Unknown device", "Unknown browser"],
    ["", "Unknown device", "Unknown browser"],
  ])("%s", (ua, device, browser) => {
    expect(describeClient(ua, null)).toEqual({ device, browser, address: null, country: null });
  });

  test("a missing or absurdly long user agent is read without failing", () => {
    expect(describeClient(null, null).device).toBe("Unknown device");
    expect(describeClient("x".repeat(100_000), null).browser).toBe("Unknown browser");
  });

  test("addresses lose their last part", () => {
    expect(maskAddress("102.89.34.10")).toBe("102.89.34.*");
    expect(maskAddress("::ffff:197.210.1.77")).toBe("197.210.1.*");
    expect(maskAddress("2c0f:f5c0:441:ab12:1:2:3:4")).toBe("2c0f:f5c0:441:*");
    expect(maskAddress("2c0f::1")).toBe("2c0f:0:0:*");
    expect(maskAddress("fe80::1:2")).toBe("fe80:0:0:*");
    // The loopback address of a sandbox run is nobody's: shown whole.
    expect(maskAddress("::1")).toBe("::1");
    expect(maskAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(maskAddress("not an address")).toBeNull();
    expect(maskAddress(null)).toBeNull();
  });

  test("the country of a public IPv4 address, offline; none for private ones or IPv6", () => {
    expect(countryOf("102.89.34.10")).toBe("Nigeria");
    expect(countryOf("::ffff:81.2.69.142")).toBe("United Kingdom");
    expect(countryOf("10.1.2.3")).toBeNull();
    expect(countryOf("127.0.0.1")).toBeNull();
    expect(countryOf("2c0f:f5c0:441::1")).toBeNull();
    expect(countryOf(undefined)).toBeNull();
  });
});
