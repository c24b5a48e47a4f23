/** @jest-environment node */
import { sealData } from "iron-session";

jest.mock("server-only", () => ({}), { virtual: true });
jest.mock("iron-session", () => {
  const actual = jest.requireActual("iron-session");
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

import { unsealData } from "iron-session";
import { unsealCached } from "./unsealed-session-cache";

const PASSWORD = "p".repeat(32);
const OTHER = "q".repeat(32);
const TTL = 7 * 24 * 3600;
const unseals = unsealData as jest.Mock;

beforeEach(() => unseals.mockClear());
afterEach(() => jest.restoreAllMocks());

test("a cookie that opened once is answered from the cache, each read with its own copy", async () => {
  const sealed = await sealData({ token: "t-1", user: { id: "1" } }, { password: PASSWORD, ttl: TTL });
  const first = await unsealCached<{ token: string; user: { id: string } }>(sealed, { password: PASSWORD, ttl: TTL });
  expect(first).toEqual({ token: "t-1", user: { id: "1" } });
  first.user!.id = "changed";
  const second = await unsealCached<{ token: string; user: { id: string } }>(sealed, { password: PASSWORD, ttl: TTL });
  expect(second).toEqual({ token: "t-1", user: { id: "1" } });
  expect(unseals).toHaveBeenCalledTimes(1);
});

test("a cached cookie does not open with another password", async () => {
  const sealed = await sealData({ token: "t-2" }, { password: PASSWORD, ttl: TTL });
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({ token: "t-2" });
  expect(await unsealCached(sealed, { password: OTHER, ttl: TTL })).toEqual({});
});

test("a cookie that does not open is never kept: each try unseals again", async () => {
  const sealed = await sealData({ token: "t-3" }, { password: OTHER, ttl: TTL });
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({});
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({});
  expect(await unsealCached("Fe26.2*1*forged~2", { password: PASSWORD, ttl: TTL })).toEqual({});
  expect(unseals).toHaveBeenCalledTimes(3);
});

test("a seal past its expiry (still inside iron's minute of clock skew) opens but is not kept", async () => {
  const now = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(now - TTL * 1000 - 30_000);
  const sealed = await sealData({ token: "t-4" }, { password: PASSWORD, ttl: TTL });
  jest.restoreAllMocks();
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({ token: "t-4" });
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({ token: "t-4" });
  expect(unseals).toHaveBeenCalledTimes(2);
});

test("an entry is not used past its seal's expiry", async () => {
  const now = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(now - TTL * 1000 + 5_000); // expires 5 s from now
  const sealed = await sealData({ token: "t-5" }, { password: PASSWORD, ttl: TTL });
  jest.restoreAllMocks();
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({ token: "t-5" });
  expect(unseals).toHaveBeenCalledTimes(1);
  // 30 s later, past the seal's expiry (iron still opens it, within its minute of skew): unsealed again.
  jest.spyOn(Date, "now").mockReturnValue(now + 30_000);
  jest.spyOn(performance, "now").mockReturnValue(performance.now() + 30_000);
  expect(await unsealCached(sealed, { password: PASSWORD, ttl: TTL })).toEqual({ token: "t-5" });
  expect(unseals).toHaveBeenCalledTimes(2);
});
