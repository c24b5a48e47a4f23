jest.setTimeout(30_000);

import { createTestApp, type TestApp } from "../../test/test-app";
import { inProcessFetch, type FetchLike } from "../in-process-fetch";
import { createVtpassAdapter, lagosStamp, makeRequestId, type VtpassAdapter } from "./vtpass-adapter";
import { SIM_SERVICES } from "./vtpass-sandbox-catalog";
import { ACCOUNT_REFUSALS, refusalNumber, SANDBOX_NUMBERS as N } from "./vtpass-sandbox-scenarios";
import { vtpassSimulator } from "./vtpass-simulator";

describe("request_id", () => {
  test("first 12 characters are YYYYMMDDHHII in Africa/Lagos, across midnight UTC", () => {
    expect(lagosStamp(new Date("2024-01-01T23:30:00Z"))).toBe("202401020030");
    expect(lagosStamp(new Date("2024-12-31T23:59:59Z"))).toBe("202501010059");
    expect(lagosStamp(new Date("2024-06-15T22:59:00Z"))).toBe("202406152359");
    expect(lagosStamp(new Date("2024-02-28T23:05:00Z"))).toBe("202402290005");
  });
  test("the suffix keeps only alphanumerics", () => {
    expect(makeRequestId(new Date("2024-03-10T10:00:00Z"), "AIRTIME_ab-12")).toBe("202403101100AIRTIMEab12");
  });
});

describe("auth headers", () => {
  test("GET sends api-key and public-key, POST sends api-key and secret-key", async () => {
    const seen: { method: string; headers: Record<string, string> }[] = [];
    const fake: FetchLike = async (_url, init) => {
      seen.push({ method: init?.method ?? "GET", headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify({ code: "000", content: [] }), { status: 200 });
    };
    const a = createVtpassAdapter({
      baseUrl: "http://x/api",
      apiKey: "AK",
      publicKey: "PK",
      secretKey: "SK",
      fetch: fake,
      timeoutMs: 1000,
    });
    await a.services("airtime");
    await a.requery("202401010000abc");
    expect(seen[0].headers).toMatchObject({ "api-key": "AK", "public-key": "PK" });
    expect(seen[0].headers["secret-key"]).toBeUndefined();
    expect(seen[1].headers).toMatchObject({ "api-key": "AK", "secret-key": "SK" });
    expect(seen[1].headers["public-key"]).toBeUndefined();
  });

  test("a network error is unknown, never failed", async () => {
    const a = createVtpassAdapter({
      baseUrl: "http://x",
      apiKey: "a",
      publicKey: "p",
      secretKey: "s",
      timeoutMs: 1000,
      fetch: async () => {
        throw new Error("ECONNREFUSED");
      },
    });
    expect(
      (await a.pay({ request_id: "202401010000a", serviceID: "mtn", amount: 100, phone: N.success })).outcome,
    ).toBe("unknown");
  });
});

describe("adapter against the sandbox simulator", () => {
  let t: TestApp;
  let vt: VtpassAdapter;
  let seq = 0;
  const rid = () => vt.requestId(`T${++seq}x${Math.random().toString(36).slice(2, 8)}`);
  beforeAll(async () => {
    // Long enough that a requery on a loaded CI machine answers in time (CI once saw 250 ms run
    // out); the timeout scenario still hangs past it (VTPASS_TIMEOUT_MS + 1 s).
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "1500" });
    vt = createVtpassAdapter({
      baseUrl: t.config.vtpassBaseUrl,
      apiKey: t.config.VTPASS_API_KEY,
      publicKey: t.config.VTPASS_PUBLIC_KEY,
      secretKey: t.config.VTPASS_SECRET_KEY,
      fetch: inProcessFetch(t.app, t.config.apiPublicUrl),
      timeoutMs: t.config.VTPASS_TIMEOUT_MS,
      now: t.app.ctx.now,
    });
    vtpassSimulator(t.app.ctx).settings.deliver = async () => {};
  });
  afterAll(() => t.close());

  test("wrong keys are refused with 087", async () => {
    const bad = createVtpassAdapter({
      baseUrl: t.config.vtpassBaseUrl,
      apiKey: "nope",
      publicKey: "nope",
      secretKey: "nope",
      fetch: inProcessFetch(t.app, t.config.apiPublicUrl),
      timeoutMs: 1000,
    });
    const r = await bad.pay({ request_id: rid(), serviceID: "mtn", amount: 100, phone: N.success });
    expect(r).toMatchObject({ outcome: "failed", code: "087" });
    await expect(bad.services("airtime")).rejects.toThrow();
  });

  test("services of every category", async () => {
    expect((await vt.services("airtime")).map((s) => s.serviceID)).toEqual(["mtn", "glo", "airtel", "etisalat"]);
    expect((await vt.services("data")).map((s) => s.serviceID)).toEqual([
      "mtn-data",
      "airtel-data",
      "glo-data",
      "etisalat-data",
    ]);
    expect((await vt.services("tv-subscription")).map((s) => s.serviceID)).toEqual(["dstv", "gotv", "startimes"]);
    expect(await vt.services("electricity-bill")).toHaveLength(12);
    expect((await vt.services("education")).map((s) => s.serviceID)).toEqual(["waec", "waec-registration", "jamb"]);
    const [mtn] = await vt.services("airtime");
    expect(mtn.minimumAmountKobo).toBe(5000);
  });

  test.each(SIM_SERVICES.filter((s) => s.variations).map((s) => s.serviceID))("variations of %s", async (serviceID) => {
    const list = await vt.variations(serviceID);
    expect(list.length).toBeGreaterThan(0);
    for (const v of list) {
      expect(v.variationCode).toMatch(/\S/);
      expect(v.name).toMatch(/\S/);
      expect(Number.isInteger(v.amountKobo)).toBe(true);
    }
  });

  test("verify: meters by type, smartcard, JAMB profile (000 and 020 accepted), wrong codes refused", async () => {
    const pre = await vt.merchantVerify({ billersCode: N.prepaidMeter, serviceID: "ikeja-electric", type: "prepaid" });
    expect(pre).toMatchObject({ ok: true, content: { Customer_Name: "TESTMETER1", Meter_Number: N.prepaidMeter } });
    expect(
      (await vt.merchantVerify({ billersCode: N.postpaidMeter, serviceID: "abuja-electric", type: "postpaid" })).ok,
    ).toBe(true);
    expect(
      (await vt.merchantVerify({ billersCode: N.prepaidMeter, serviceID: "ikeja-electric", type: "postpaid" })).ok,
    ).toBe(false);
    expect(
      (await vt.merchantVerify({ billersCode: "1234567890123", serviceID: "eko-electric", type: "prepaid" })).ok,
    ).toBe(false);
    const card = await vt.merchantVerify({ billersCode: N.smartcard, serviceID: "dstv" });
    expect(card).toMatchObject({
      ok: true,
      content: { Customer_Name: expect.any(String), Renewal_Amount: expect.any(Number) },
    });
    expect((await vt.merchantVerify({ billersCode: "9999999999", serviceID: "gotv" })).ok).toBe(false);
    expect((await vt.merchantVerify({ billersCode: N.jambProfile, serviceID: "jamb", type: "utme-mock" })).ok).toBe(
      true,
    );
    expect((await vt.merchantVerify({ billersCode: "0000000001", serviceID: "jamb", type: "utme-mock" })).ok).toBe(
      false,
    );
  });

  test("airtime: success with commission, other numbers fail with 016", async () => {
    const ok = await vt.pay({ request_id: rid(), serviceID: "mtn", amount: 1000, phone: N.success });
    expect(ok).toMatchObject({ outcome: "delivered", code: "000" });
    expect(ok.transaction).toMatchObject({
      amountKobo: 100000,
      commissionKobo: 3000,
      totalAmountKobo: 97000,
      status: "delivered",
    });
    expect(ok.transaction!.transactionDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const bad = await vt.pay({ request_id: rid(), serviceID: "glo", amount: 1000, phone: "08099999999" });
    expect(bad).toMatchObject({ outcome: "failed", code: "016" });
  });

  test("data: amount comes from the variation", async () => {
    const r = await vt.pay({
      request_id: rid(),
      serviceID: "airtel-data",
      billersCode: N.success,
      variation_code: "airt-1000",
      amount: 1,
      phone: N.success,
    });
    expect(r).toMatchObject({ outcome: "delivered" });
    expect(r.transaction).toMatchObject({ amountKobo: 100000, commissionKobo: 4000 });
  });

  test("electricity prepaid: token and units in each disco's spelling; postpaid no token", async () => {
    for (const serviceID of ["ikeja-electric", "eko-electric", "kano-electric"]) {
      const r = await vt.pay({
        request_id: rid(),
        serviceID,
        billersCode: N.prepaidMeter,
        variation_code: "prepaid",
        amount: 5000,
        phone: "08031234567",
      });
      expect(r.outcome).toBe("delivered");
      expect(r.transaction!.token).toMatch(/^\d{4}(-\d{4}){4}$/);
      expect(r.transaction!.units).toMatch(/kWh/);
      expect(r.transaction!.commissionKobo).toBe(5000);
    }
    const post = await vt.pay({
      request_id: rid(),
      serviceID: "jos-electric",
      billersCode: N.postpaidMeter,
      variation_code: "postpaid",
      amount: 2000,
      phone: "08031234567",
    });
    expect(post).toMatchObject({ outcome: "delivered", transaction: { token: null } });
    const wrongType = await vt.pay({
      request_id: rid(),
      serviceID: "jos-electric",
      billersCode: N.postpaidMeter,
      variation_code: "prepaid",
      amount: 2000,
      phone: "08031234567",
    });
    expect(wrongType.outcome).toBe("failed");
    expect(
      (
        await vt.pay({
          request_id: rid(),
          serviceID: "ikeja-electric",
          billersCode: N.prepaidMeter,
          variation_code: "prepaid",
          amount: 500,
          phone: N.success,
        })
      ).code,
    ).toBe("013");
    expect(
      (
        await vt.pay({
          request_id: rid(),
          serviceID: "ikeja-electric",
          billersCode: N.prepaidMeter,
          variation_code: "prepaid",
          amount: 200000,
          phone: N.success,
        })
      ).code,
    ).toBe("017");
  });

  test("tv: smartcard 1212121212 succeeds, others fail", async () => {
    const r = await vt.pay({
      request_id: rid(),
      serviceID: "dstv",
      billersCode: N.smartcard,
      variation_code: "dstv79",
      phone: "08031234567",
      subscription_type: "change",
    });
    expect(r).toMatchObject({ outcome: "delivered", transaction: { amountKobo: 1900000, commissionKobo: 28500 } });
    const f = await vt.pay({
      request_id: rid(),
      serviceID: "gotv",
      billersCode: "7000000001",
      variation_code: "gotv-max",
      phone: "08031234567",
    });
    expect(f.outcome).toBe("failed");
  });

  test("exams: WAEC cards per quantity, WAEC registration tokens, JAMB pin; flat commission per pin", async () => {
    const waec = await vt.pay({
      request_id: rid(),
      serviceID: "waec",
      variation_code: "waecdirect",
      quantity: 3,
      phone: N.success,
    });
    expect(waec.outcome).toBe("delivered");
    expect(waec.transaction!.pins).toHaveLength(3);
    expect(waec.transaction!.pins[0]).toEqual({
      serial: expect.stringMatching(/^WRN/),
      pin: expect.stringMatching(/^\d{12}$/),
    });
    expect(waec.transaction).toMatchObject({ amountKobo: 3 * 390000, commissionKobo: 3 * 15000, quantity: 3 });
    const reg = await vt.pay({
      request_id: rid(),
      serviceID: "waec-registration",
      variation_code: "waec-registraion",
      quantity: 1,
      phone: N.success,
    });
    expect(reg.transaction!.pins).toHaveLength(1);
    const jamb = await vt.pay({
      request_id: rid(),
      serviceID: "jamb",
      billersCode: N.jambProfile,
      variation_code: "de",
      phone: "08031234567",
    });
    expect(jamb.outcome).toBe("delivered");
    expect(jamb.transaction!.pins).toEqual([{ serial: null, pin: expect.stringMatching(/^\d{15}$/) }]);
  });

  test.each([
    ["the official number", N.pending],
    ["the 11-digit alias", N.pendingAlias],
  ])(
    "pending (%s): pending, still pending on the 1st requery, delivered on the 2nd, then a callback",
    async (_n, phone) => {
      const sent: unknown[] = [];
      vtpassSimulator(t.app.ctx).settings.deliver = async (_url, payload) => {
        sent.push(payload);
      };
      const id = rid();
      expect((await vt.pay({ request_id: id, serviceID: "mtn", amount: 200, phone })).outcome).toBe("pending");
      expect((await vt.requery(id)).outcome).toBe("pending");
      const done = await vt.requery(id);
      expect(done.outcome).toBe("delivered");
      await vtpassSimulator(t.app.ctx).flush();
      expect(sent).toEqual([
        { type: "transaction-update", data: expect.objectContaining({ code: "000", requestId: id }) },
      ]);
      expect((await vt.requery(id)).outcome).toBe("delivered");
      await vtpassSimulator(t.app.ctx).flush();
      expect(sent).toHaveLength(1);
    },
  );

  test("pending then reversed (040) on the 2nd requery", async () => {
    const id = rid();
    expect((await vt.pay({ request_id: id, serviceID: "mtn", amount: 200, phone: N.pendingFailAlias })).outcome).toBe(
      "pending",
    );
    await vt.requery(id);
    expect(await vt.requery(id)).toMatchObject({ outcome: "failed", code: "040" });
  });

  test("pending settles by the clock too", async () => {
    const sim = vtpassSimulator(t.app.ctx);
    const sent: unknown[] = [];
    sim.settings.deliver = async (_u, p) => {
      sent.push(p);
    };
    const id = rid();
    await vt.pay({ request_id: id, serviceID: "glo", amount: 200, phone: N.pending });
    expect(await sim.settle()).toBe(0);
    t.advance(sim.settings.settleAfterMs + 1);
    expect(await sim.settle()).toBeGreaterThanOrEqual(1);
    await sim.flush();
    expect(sent).toContainEqual({ type: "transaction-update", data: expect.objectContaining({ requestId: id }) });
    expect((await vt.requery(id)).outcome).toBe("delivered");
  });

  test.each([
    ["unexpected answer", N.unexpected],
    ["unexpected answer alias", N.unexpectedAlias],
    ["no answer", N.noAnswer],
    ["no answer alias", N.noAnswerAlias],
    ["timeout", N.timeout],
    ["timeout alias", N.timeoutAlias],
  ])("%s is unknown, and requery tells the truth", async (_n, phone) => {
    const id = rid();
    const r = await vt.pay({ request_id: id, serviceID: "airtel", amount: 100, phone });
    expect(r.outcome).toBe("unknown");
    expect((await vt.requery(id)).outcome).toBe("delivered");
  });

  test("request_id rules: 085 bad date prefix, 014 duplicate, 015 unknown on requery", async () => {
    expect(
      (await vt.pay({ request_id: "ABC123456789xyz", serviceID: "mtn", amount: 100, phone: N.success })).code,
    ).toBe("085");
    expect(
      (await vt.pay({ request_id: "201901010000abc", serviceID: "mtn", amount: 100, phone: N.success })).code,
    ).toBe("085");
    const id = rid();
    await vt.pay({ request_id: id, serviceID: "mtn", amount: 100, phone: N.success });
    const dup = await vt.pay({ request_id: id, serviceID: "mtn", amount: 100, phone: N.success });
    expect(dup).toMatchObject({ code: "014", outcome: "unknown" });
    expect(await vt.requery(vt.requestId("neverseen"))).toMatchObject({ code: "015", outcome: "failed" });
  });

  test("the simulator answers exams in VTpass's real shapes: JAMB's Pin with its label, WAEC registration's Token without tokens[]", async () => {
    const pay = async (body: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/sandbox/vtpass/api/pay",
          headers: { "api-key": t.config.VTPASS_API_KEY, "secret-key": t.config.VTPASS_SECRET_KEY },
          payload: { request_id: rid(), phone: N.success, ...body },
        })
      ).json();
    const jamb = await pay({ serviceID: "jamb", billersCode: N.jambProfile, variation_code: "de" });
    expect(jamb.Pin).toMatch(/^Pin : \d{15}$/);
    expect(jamb.purchased_code).toBe(jamb.Pin);
    const reg = await pay({ serviceID: "waec-registration", variation_code: "waec-registraion", quantity: 1 });
    expect(reg.tokens).toBeUndefined();
    expect(reg.Token).toMatch(/^Token : \d{12}$/);
    const regs = await pay({ serviceID: "waec-registration", variation_code: "waec-registraion", quantity: 2 });
    expect(regs.tokens).toHaveLength(2);
    // The adapter keeps the digits only, whatever the shape.
    const parsed = await vt.pay({
      request_id: rid(),
      serviceID: "waec-registration",
      variation_code: "waec-registraion",
      quantity: 1,
      phone: N.success,
    });
    expect(parsed.transaction!.pins).toEqual([{ serial: null, pin: expect.stringMatching(/^\d{12}$/) }]);
  });

  test.each(Object.entries(ACCOUNT_REFUSALS))(
    "account code %s (%s): the pay is refused before anything is recorded (a requery says 015)",
    async (code, words) => {
      const id = rid();
      const r = await vt.pay({ request_id: id, serviceID: "mtn", amount: 100, phone: refusalNumber(code) });
      expect(r).toMatchObject({ outcome: "failed", code, reason: words, accountProblem: true });
      expect(await vt.requery(id)).toMatchObject({ code: "015" });
      // As biller code too (data: the phone is the line, the biller code the number).
      const data = await vt.pay({
        request_id: rid(),
        serviceID: "mtn-data",
        billersCode: refusalNumber(code),
        variation_code: "mtn-10mb-100",
        phone: N.success,
      });
      expect(data).toMatchObject({ outcome: "failed", code });
    },
  );

  test("reverse number: delivered, then VTpass reverses it (040) and sends the reversal callback", async () => {
    const sim = vtpassSimulator(t.app.ctx);
    const sent: { type: string; data: Record<string, unknown> }[] = [];
    sim.settings.deliver = async (_u, p) => {
      sent.push(p as (typeof sent)[number]);
    };
    try {
      const id = rid();
      const paid = await vt.pay({ request_id: id, serviceID: "mtn", amount: 500, phone: N.reverseAlias });
      expect(paid.outcome).toBe("delivered");
      expect((await vt.requery(id)).outcome).toBe("delivered");
      await sim.settle(); // too young to reverse
      expect((await vt.requery(id)).outcome).toBe("delivered");
      t.advance(sim.settings.reverseAfterMs + 1);
      await sim.settle();
      await sim.flush();
      const mine = sent.filter((p) => p.data.requestId === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        type: "transaction-update",
        data: { code: "040", content: { transactions: { status: "reversed" } } },
      });
      expect(await vt.requery(id)).toMatchObject({ outcome: "failed", code: "040", reversed: true });
      // Once only.
      await sim.settle();
      await sim.flush();
      expect(sent.filter((p) => p.data.requestId === id)).toHaveLength(1);
    } finally {
      sim.settings.deliver = async () => {};
    }
  });

  test("balance falls as purchases are delivered", async () => {
    const before = await vt.balance();
    await vt.pay({ request_id: rid(), serviceID: "mtn", amount: 1000, phone: N.success });
    expect(before - (await vt.balance())).toBe(97000);
  });
});
