import { NextRequest } from "next/server";

jest.mock("server-only", () => ({}), { virtual: true });

import { DEVICE_COOKIE, loginClientHeaders } from "./device-cookie";

const token = (c: string) => c.repeat(43);

function loginRequest(headers: Record<string, string>) {
  return new NextRequest("http://localhost:3000/api/login", { method: "POST", headers });
}

describe("the login's client headers", () => {
  it("carry the browser's user agent and its device tokens, newest first", () => {
    const req = loginRequest({
      "user-agent": "Mozilla/5.0 (iPhone)",
      cookie: `${DEVICE_COOKIE}=${token("a")}.${token("b")}; nw_session=x`,
    });
    expect(loginClientHeaders(req)).toEqual({
      "User-Agent": "Mozilla/5.0 (iPhone)",
      "x-device-token": `${token("a")},${token("b")}`,
    });
  });

  it("leave out malformed tokens, and send none when there is no cookie", () => {
    const req = loginRequest({ cookie: `${DEVICE_COOKIE}=bad,${token("c")}.${token("d")}.x y` });
    expect(loginClientHeaders(req)).toEqual({ "x-device-token": token("d") });
    expect(loginClientHeaders(loginRequest({}))).toEqual({});
  });

  it("send at most five tokens", () => {
    const many = "abcdefg".split("").map(token).join(".");
    const sent = loginClientHeaders(loginRequest({ cookie: `${DEVICE_COOKIE}=${many}` }))["x-device-token"];
    expect(sent.split(",")).toHaveLength(5);
  });
});
