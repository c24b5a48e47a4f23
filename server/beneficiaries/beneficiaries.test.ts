import { eq } from "drizzle-orm";
import {
  BENEFICIARY_MSG,
  beneficiariesResponse,
  beneficiarySavedResponse,
  MAX_BENEFICIARIES,
  type BeneficiaryView,
} from "../../lib/contracts/beneficiaries";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { beneficiaries } from "../db/schema";
import { bearer, createUser, fundWallet, withPin } from "../test/fixtures";
import { apiSuite } from "../test/api-suite";
import { rid } from "../purchases/test-helpers";

jest.setTimeout(60_000);

const { t } = apiSuite({ purchases: true });

async function someone() {
  const u = await createUser(t);
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: bearer(u.token), payload });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (): Promise<BeneficiaryView[]> => {
    const res = await call("GET", "/api/beneficiaries");
    expect(res.status).toBe(200);
    return beneficiariesResponse.parse(res.body).data;
  };
  const save = async (payload: Record<string, unknown>, status = 201): Promise<BeneficiaryView> => {
    const res = await call("POST", "/api/beneficiaries", payload);
    expect(res.status).toBe(status);
    return beneficiarySavedResponse.parse(res.body).data;
  };
  return { ...u, call, list, save };
}

describe("saving", () => {
  test("a phone is normalised with the phone library and gets the network of its prefix", async () => {
    const c = await someone();
    const res = await c.call("POST", "/api/beneficiaries", {
      kind: "phone",
      phone: "+234 (0) 803-123-4567",
      nickname: " Mama ",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(BENEFICIARY_MSG.saved);
    expect(res.body.data).toMatchObject({
      kind: "phone",
      number: "08031234567",
      nickname: "Mama",
      network: "mtn",
      network_from_prefix: "mtn",
      network_overridden: false,
      provider: null,
    });
  });

  test.each([
    ["+44 7911 123456", PURCHASE_MSG.phone11],
    ["0801234", PURCHASE_MSG.phone11],
    ["06031234567", PURCHASE_MSG.phoneNigerian],
    ["not a phone", PURCHASE_MSG.phone11],
  ])("a phone that is not a Nigerian mobile number (%s) is refused and nothing is saved", async (phone, message) => {
    const c = await someone();
    const res = await c.call("POST", "/api/beneficiaries", { kind: "phone", phone });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual([message]);
    expect(await c.list()).toEqual([]);
  });

  test("bad bodies get clear messages: no kind, a long or unprintable nickname, an unknown network, a short meter", async () => {
    const c = await someone();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: "08031234567" }, "kind", BENEFICIARY_MSG.kindRequired],
      [{ kind: "phone", phone: "08031234567", nickname: "x".repeat(41) }, "nickname", BENEFICIARY_MSG.nicknameTooLong],
      [{ kind: "phone", phone: "08031234567", nickname: "Mum\nDad" }, "nickname", BENEFICIARY_MSG.nicknameNotPrintable],
      [
        { kind: "phone", phone: "08031234567", nickname: "Mum\u0007" },
        "nickname",
        BENEFICIARY_MSG.nicknameNotPrintable,
      ],
      [{ kind: "phone", phone: "08031234567", network: "vodafone" }, "network", BENEFICIARY_MSG.networkInvalid],
      [
        { kind: "meter", disco: "ikeja-electric", meter_number: "123", meter_type: "prepaid" },
        "meter_number",
        PURCHASE_MSG.meterTooShort,
      ],
      [{ kind: "smartcard", provider: "netflix", smartcard: "1212121212" }, "provider", PURCHASE_MSG.providerRequired],
    ];
    for (const [payload, field, message] of cases) {
      const res = await c.call("POST", "/api/beneficiaries", payload);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toContain(message);
    }
    expect(await c.list()).toEqual([]);
  });

  test("meters, smartcards and JAMB profiles keep their provider and verified name", async () => {
    const c = await someone();
    const meter = await c.save({
      kind: "meter",
      disco: "ikeja-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      customer_name: "Adebayo Ogunleye",
      customer_address: "12 Allen Avenue, Ikeja",
      amount: 2500,
      nickname: "Shop meter",
    });
    expect(meter).toMatchObject({
      kind: "meter",
      provider: "ikeja-electric",
      meter_type: "prepaid",
      customer_name: "Adebayo Ogunleye",
      customer_address: "12 Allen Avenue, Ikeja",
      last_amount: 2500,
      network: null,
    });
    const card = await c.save({
      kind: "smartcard",
      provider: "DSTV",
      smartcard: "1212121212",
      customer_name: "Chioma Eze",
    });
    expect(card).toMatchObject({
      kind: "smartcard",
      provider: "dstv",
      number: "1212121212",
      customer_name: "Chioma Eze",
    });
    const jamb = await c.save({ kind: "jamb", profile_id: "0123456789", customer_name: "Musa Bello" });
    expect(jamb).toMatchObject({ kind: "jamb", provider: null, number: "0123456789" });
  });

  test("saving the same recipient again updates it (200) rather than adding a second", async () => {
    const c = await someone();
    const first = await c.save({ kind: "phone", phone: "08031234567", nickname: "Mama" });
    const again = await c.call("POST", "/api/beneficiaries", { kind: "phone", phone: "+2348031234567" });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(BENEFICIARY_MSG.updated);
    expect(again.body.data).toMatchObject({ id: first.id, nickname: "Mama" });
    const renamed = await c.save({ kind: "phone", phone: "08031234567", nickname: "Mummy" }, 200);
    expect(renamed.nickname).toBe("Mummy");
    expect(await c.list()).toHaveLength(1);
  });

  test("the same meter number at two discos is two beneficiaries", async () => {
    const c = await someone();
    const base = { kind: "meter", meter_number: "1111111111111", meter_type: "prepaid" };
    await c.save({ ...base, disco: "ikeja-electric" });
    await c.save({ ...base, disco: "eko-electric" });
    expect(await c.list()).toHaveLength(2);
  });
});

describe("at most 100 per customer", () => {
  test("the 101st is refused with a clear message and nothing changes; an existing one can still be updated", async () => {
    const c = await someone();
    await t.app.ctx.db.insert(beneficiaries).values(
      Array.from({ length: MAX_BENEFICIARIES - 1 }, (_, i) => ({
        userId: c.userId,
        kind: "jamb" as const,
        number: `PROFILE${String(i).padStart(3, "0")}`,
      })),
    );
    const hundredth = await c.save({ kind: "phone", phone: "08031234567" });
    expect(await c.list()).toHaveLength(MAX_BENEFICIARIES);

    const refused = await c.call("POST", "/api/beneficiaries", {
      kind: "phone",
      phone: "08051234567",
      nickname: "Uncle",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: BENEFICIARY_MSG.tooMany });
    const after = await c.list();
    expect(after).toHaveLength(MAX_BENEFICIARIES);
    expect(after.some((b) => b.number === "08051234567")).toBe(false);

    const updated = await c.save({ kind: "phone", phone: "08031234567", nickname: "Mama" }, 200);
    expect(updated).toMatchObject({ id: hundredth.id, nickname: "Mama" });

    // The limit is the customer's own: someone else still saves.
    const other = await someone();
    await other.save({ kind: "phone", phone: "08051234567" });
  });
});

describe("listing", () => {
  test("the most recently used first", async () => {
    const c = await someone();
    const a = await c.save({ kind: "phone", phone: "08031234567" });
    t.advance(60_000);
    const b = await c.save({ kind: "phone", phone: "08051234567" });
    t.advance(60_000);
    const m = await c.save({ kind: "smartcard", provider: "gotv", smartcard: "1212121212" });
    expect((await c.list()).map((x) => x.id)).toEqual([m.id, b.id, a.id]);
    t.advance(60_000);
    await c.save({ kind: "phone", phone: "08031234567" }, 200); // used again
    expect((await c.list()).map((x) => x.id)).toEqual([a.id, m.id, b.id]);
  });

  test("only the customer's own", async () => {
    const c = await someone();
    const other = await someone();
    await other.save({ kind: "phone", phone: "08031234567" });
    expect(await c.list()).toEqual([]);
  });
});

describe("editing and deleting", () => {
  test("nickname edited, emptied; an empty body is refused", async () => {
    const c = await someone();
    const b = await c.save({ kind: "phone", phone: "08031234567", nickname: "Mama" });
    const res = await c.call("PUT", `/api/beneficiaries/${b.id}`, { nickname: "Mummy" });
    expect(res.status).toBe(200);
    expect(res.body.data.nickname).toBe("Mummy");
    expect((await c.call("PUT", `/api/beneficiaries/${b.id}`, { nickname: "  " })).body.data.nickname).toBeNull();
    await c.call("PUT", `/api/beneficiaries/${b.id}`, { nickname: "Mama" });
    expect((await c.call("PUT", `/api/beneficiaries/${b.id}`, { nickname: null })).body.data.nickname).toBeNull();
    const unprintable = await c.call("PUT", `/api/beneficiaries/${b.id}`, { nickname: "Mama\r\nDad" });
    expect([unprintable.status, unprintable.body.errors]).toEqual([
      422,
      { nickname: [BENEFICIARY_MSG.nicknameNotPrintable] },
    ]);
    const empty = await c.call("PUT", `/api/beneficiaries/${b.id}`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(BENEFICIARY_MSG.nothingToChange);
  });

  test("a network override is remembered, shown beside the prefix's, and cleared with null", async () => {
    const c = await someone();
    const b = await c.save({ kind: "phone", phone: "08031234567", network: "airtel" });
    expect(b).toMatchObject({ network: "airtel", network_from_prefix: "mtn", network_overridden: true });
    expect((await c.list())[0]).toMatchObject({ network: "airtel", network_overridden: true });

    const glo = await c.call("PUT", `/api/beneficiaries/${b.id}`, { network: "glo-data" });
    expect(glo.body.data).toMatchObject({ network: "glo", network_overridden: true });
    const back = await c.call("PUT", `/api/beneficiaries/${b.id}`, { network: null });
    expect(back.body.data).toMatchObject({ network: "mtn", network_overridden: false });
    // Choosing the prefix's own network is no override.
    await c.call("PUT", `/api/beneficiaries/${b.id}`, { network: "airtel" });
    const same = await c.call("PUT", `/api/beneficiaries/${b.id}`, { network: "mtn" });
    expect(same.body.data).toMatchObject({ network: "mtn", network_overridden: false });
  });

  test("only a phone has a network", async () => {
    const c = await someone();
    const card = await c.save({ kind: "smartcard", provider: "dstv", smartcard: "1212121212" });
    const res = await c.call("PUT", `/api/beneficiaries/${card.id}`, { network: "mtn" });
    expect(res.status).toBe(422);
    expect(res.body.errors.network).toEqual([BENEFICIARY_MSG.networkOnlyPhones]);
  });

  test("deleted", async () => {
    const c = await someone();
    const b = await c.save({ kind: "phone", phone: "08031234567" });
    const res = await c.call("DELETE", `/api/beneficiaries/${b.id}`);
    expect(res).toEqual({ status: 200, body: { message: BENEFICIARY_MSG.removed } });
    expect(await c.list()).toEqual([]);
    expect((await c.call("DELETE", `/api/beneficiaries/${b.id}`)).status).toBe(404);
  });

  test("someone else's id, an unknown one and a malformed one answer 404 and change nothing", async () => {
    const owner = await someone();
    const intruder = await someone();
    const b = await owner.save({ kind: "phone", phone: "08031234567", nickname: "Mama" });
    for (const id of [b.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const put = await intruder.call("PUT", `/api/beneficiaries/${id}`, { nickname: "Mine now" });
      expect(put).toEqual({ status: 404, body: { message: BENEFICIARY_MSG.notFound } });
      const del = await intruder.call("DELETE", `/api/beneficiaries/${id}`);
      expect(del).toEqual({ status: 404, body: { message: BENEFICIARY_MSG.notFound } });
    }
    expect(await owner.list()).toMatchObject([{ id: b.id, nickname: "Mama" }]);
  });

  test("a signed-out caller is refused before the body is read", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/beneficiaries", payload: { kind: "nope" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("purchases for a saved recipient", () => {
  async function buyer() {
    const c = await someone();
    await fundWallet(t, c.userId, 1_000_000, { history: false });
    const buyAirtime = async (phone: string, network: string, amount: number) => {
      const res = await c.call("POST", "/api/pay/airtime", withPin({ network, phone, amount, request_id: rid() }));
      expect(res.status).toBe(200);
      return res.body;
    };
    return { ...c, buyAirtime };
  }

  test("move it to the top, keep the amount and remember the network bought on (a ported number)", async () => {
    const c = await buyer();
    // 08020100000: an Airtel prefix; the sandbox answers pending, then delivered.
    const ported = await c.save({ kind: "phone", phone: "08020100000" });
    expect(ported).toMatchObject({ network: "airtel", network_overridden: false });
    t.advance(60_000);
    const other = await c.save({ kind: "phone", phone: "08011111111" });
    t.advance(60_000);
    await c.buyAirtime("0802 010 0000", "mtn", 750);
    const [top, second] = await c.list();
    expect(top).toMatchObject({
      id: ported.id,
      network: "mtn",
      network_from_prefix: "airtel",
      network_overridden: true,
      last_amount: 750,
    });
    expect(second.id).toBe(other.id);
  });

  test("a meter bought for keeps the name and address verified at that purchase", async () => {
    const c = await buyer();
    const meter = await c.save({
      kind: "meter",
      disco: "ikeja-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      customer_name: "Old Owner",
    });
    const res = await c.call(
      "POST",
      "/api/electricity/purchase",
      withPin({
        disco: "ikeja-electric",
        meter_number: "1111111111111",
        meter_type: "prepaid",
        amount: 1500,
        phone: "08011111111",
        customer_name: "New Owner",
        customer_address: "1 Marina Road, Lagos",
        request_id: rid("ELEC_"),
      }),
    );
    expect(res.status).toBe(200);
    expect((await c.list())[0]).toMatchObject({
      id: meter.id,
      customer_name: "New Owner",
      customer_address: "1 Marina Road, Lagos",
      last_amount: 1500,
    });
  });

  test("a failed purchase teaches nothing, and an unsaved recipient is not saved by buying", async () => {
    const c = await buyer();
    // 08031234567: any other number fails at the sandbox.
    const saved = await c.save({ kind: "phone", phone: "08031234567" });
    await c.buyAirtime("08031234567", "glo", 100);
    expect((await c.list())[0]).toMatchObject({
      id: saved.id,
      network: "mtn",
      network_overridden: false,
      last_amount: null,
    });
    await c.buyAirtime("08011111111", "mtn", 100);
    const rows = await t.app.ctx.db.select().from(beneficiaries).where(eq(beneficiaries.userId, c.userId));
    expect(rows).toHaveLength(1);
  });
});

test("every beneficiaries call is in the OpenAPI document with the bearer", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  const ops = [
    doc.paths["/api/beneficiaries"].get,
    doc.paths["/api/beneficiaries"].post,
    doc.paths["/api/beneficiaries/{id}"].put,
    doc.paths["/api/beneficiaries/{id}"].delete,
  ];
  for (const op of ops) {
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.tags).toEqual(["beneficiaries"]);
  }
  expect(Object.keys(doc.paths["/api/beneficiaries"].post.responses).sort()).toEqual([
    "200",
    "201",
    "401",
    "409",
    "422",
  ]);
});
