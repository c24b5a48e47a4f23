import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { recordTransaction } from "../wallet/transactions-repo";
import { insightsResponse } from "../../lib/contracts/insights";
import { lastTwelveMonths } from "./spending-insights";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.freezeClock(true);
});
afterAll(() => t.close());

const insights = async (token: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/insights", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return insightsResponse.parse(res.json());
};

const row = (
  userId: string,
  over: { type?: "purchase" | "cashback"; service: string; kobo: number; status?: string; at: Date; details?: object },
) =>
  recordTransaction(t.app.ctx.db, {
    userId,
    type: over.type ?? "purchase",
    service: over.service,
    amountKobo: over.kobo,
    status: over.status ?? "delivered",
    reference: `INS-${randomUUID()}`,
    details: { ...over.details },
    createdAt: over.at,
  });

test("the 12 months are Lagos months ending with this one", () => {
  // 23:30 UTC on 31 Jan is already 1 Feb in Lagos.
  const { months, start } = lastTwelveMonths(new Date("2026-01-31T23:30:00Z"));
  expect(months[0]).toBe("2025-03");
  expect(months[11]).toBe("2026-02");
  expect(start.toISOString()).toBe("2025-02-28T23:00:00.000Z");
});

test("a new customer gets twelve empty months, not an error", async () => {
  const u = await createUser(t);
  const body = await insights(u.token);
  expect(body.months).toHaveLength(12);
  expect(body.months.every((m) => m.spend_total === 0 && m.cashback === 0)).toBe(true);
  expect(body).toMatchObject({ spend_total: 0, purchases: 0, cashback_total: 0, top_recipients: [] });
});

test("spend per service per month counts delivered purchases only, with cashback and the top recipients", async () => {
  const u = await createUser(t);
  const other = await createUser(t);
  const now = t.app.ctx.now();
  const { months, start } = lastTwelveMonths(now);
  const thisMonth = new Date(now.getTime() - 1000);
  const firstMonth = new Date(start.getTime() + 3600_000);
  await row(u.userId, { service: "airtime", kobo: 100_00, at: thisMonth, details: { phone: "08031234567" } });
  await row(u.userId, { service: "airtime", kobo: 50_00, at: thisMonth, details: { phone: "08031234567" } });
  await row(u.userId, { service: "data", kobo: 30_00, at: thisMonth, details: { phone: "08039999999" } });
  await row(u.userId, {
    service: "electricity",
    kobo: 5_000_00,
    at: firstMonth,
    details: { phone: "08031234567", meter_number: "45012345678" },
  });
  await row(u.userId, { service: "paytv", kobo: 7_000_00, at: thisMonth, details: { smartcard_number: "7012345678" } });
  await row(u.userId, { service: "airtime", kobo: 999_00, status: "failed", at: thisMonth, details: { phone: "1" } });
  await row(u.userId, { service: "airtime", kobo: 999_00, status: "refunded", at: thisMonth });
  await row(u.userId, { service: "airtime", kobo: 888_00, at: new Date(start.getTime() - 1000) });
  await row(u.userId, { type: "cashback", service: "airtime", kobo: 1_50, status: "successful", at: thisMonth });
  await row(u.userId, { type: "cashback", service: "electricity", kobo: 25_00, status: "successful", at: firstMonth });
  await row(other.userId, { service: "airtime", kobo: 123_45, at: thisMonth, details: { phone: "08030000000" } });

  const body = await insights(u.token);
  expect(body.months.map((m) => m.month)).toEqual(months);
  const last = body.months[11];
  expect(last.spend).toEqual({ airtime: 150_00, data: 30_00, electricity: 0, cabletv: 7_000_00, exam: 0 });
  expect(last.spend_total).toBe(7_180_00);
  expect(last.cashback).toBe(1_50);
  expect(body.months[0].spend.electricity).toBe(5_000_00);
  expect(body.months[0].cashback).toBe(25_00);
  expect(body.months.slice(1, 11).every((m) => m.spend_total === 0)).toBe(true);
  expect(body).toMatchObject({ spend_total: 12_180_00, purchases: 5, cashback_total: 26_50 });
  expect(body.services.map((s) => s.key)).toEqual(["airtime", "data", "electricity", "cabletv", "exam"]);
  expect(body.top_recipients).toEqual([
    { recipient: "7012345678", service: "cabletv", purchases: 1, total: 7_000_00 },
    { recipient: "45012345678", service: "electricity", purchases: 1, total: 5_000_00 },
    { recipient: "08031234567", service: "airtime", purchases: 2, total: 150_00 },
    { recipient: "08039999999", service: "data", purchases: 1, total: 30_00 },
  ]);
});

test("one smartcard paid for as 'paytv' (older rows) and 'cabletv' is one top recipient", async () => {
  const u = await createUser(t);
  const at = new Date(t.app.ctx.now().getTime() - 1000);
  const card = { smartcard_number: "7098765432" };
  await row(u.userId, { service: "paytv", kobo: 4_000_00, at, details: card });
  await row(u.userId, { service: "cabletv", kobo: 6_000_00, at, details: card });
  await row(u.userId, { service: "exampin", kobo: 1_000_00, at, details: { phone: "08035550000" } });
  await row(u.userId, { service: "exam", kobo: 2_000_00, at, details: { phone: "08035550000" } });

  const body = await insights(u.token);
  expect(body.top_recipients).toEqual([
    { recipient: "7098765432", service: "cabletv", purchases: 2, total: 10_000_00 },
    { recipient: "08035550000", service: "exam", purchases: 2, total: 3_000_00 },
  ]);
});

test("signed out: 401", async () => {
  expect((await t.app.inject({ method: "GET", url: "/api/insights" })).statusCode).toBe(401);
});
