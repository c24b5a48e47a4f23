import { eq } from "drizzle-orm";
import { passkeysResponse, registrationOptionsResponse, requestOptionsResponse } from "../../lib/contracts/passkeys";
import { passkeyChallenges } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { loggedInUser, randomIp } from "../accounts/account-test-kit";
import { CHALLENGE_TTL_MS } from "./challenges";
import { relyingPartyOf } from "./passkey-test-kit";
import { verifyPurchaseApproval } from "./purchase-approval";
import { assert, createPasskey, type CeremonyOptions, type SoftPasskey } from "./soft-authenticator";

jest.setTimeout(60_000);

let t: TestApp;
let rp: CeremonyOptions;
beforeAll(async () => {
  t = await createTestApp();
  rp = relyingPartyOf(t);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: randomIp(),
    ...(payload !== undefined ? { payload } : {}),
  });

/** A signed-in customer with one passkey added through the API. */
async function customerWithPasskey(name = "My phone") {
  const user = await loggedInUser(t);
  const passkey = await addPasskey(user.token, name);
  return { ...user, passkey };
}

async function addPasskey(token: string, name: string, o: CeremonyOptions = rp): Promise<SoftPasskey> {
  const opts = await call("POST", "/api/passkeys/registration-options", token);
  expect(opts.statusCode).toBe(200);
  const { options } = registrationOptionsResponse.parse(opts.json());
  expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  const { passkey, response } = createPasskey(options, o);
  const res = await call("POST", "/api/passkeys", token, { name, response });
  expect(res.statusCode).toBe(200);
  return passkey;
}

async function signInChallenge(): Promise<string> {
  const res = await call("POST", "/api/passkeys/sign-in/options", null);
  expect(res.statusCode).toBe(200);
  const { options } = requestOptionsResponse.parse(res.json());
  expect(options.userVerification).toBe("required");
  expect(options.allowCredentials ?? []).toHaveLength(0);
  return options.challenge;
}

async function approvalChallenge(token: string, requestId: string, amount: number | string): Promise<string> {
  const res = await call("POST", "/api/passkeys/approval-options", token, { request_id: requestId, amount });
  expect(res.statusCode).toBe(200);
  return requestOptionsResponse.parse(res.json()).options.challenge;
}

describe("adding and managing passkeys", () => {
  test("a passkey is added with its name and listed with when it was added and last used", async () => {
    const user = await customerWithPasskey("Tunde's iPhone");
    const list = passkeysResponse.parse((await call("GET", "/api/passkeys", user.token)).json()).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "Tunde's iPhone", last_used_at: null });
  });

  test("a registration answer over another customer's challenge is refused", async () => {
    const a = await loggedInUser(t);
    const b = await loggedInUser(t);
    const { options } = registrationOptionsResponse.parse(
      (await call("POST", "/api/passkeys/registration-options", a.token)).json(),
    );
    const { response } = createPasskey(options, rp);
    const res = await call("POST", "/api/passkeys", b.token, { name: "stolen", response });
    expect(res.statusCode).toBe(400);
    expect((await call("GET", "/api/passkeys", b.token)).json().data).toHaveLength(0);
  });

  test("a passkey without user verification, or made for another origin, is refused", async () => {
    const user = await loggedInUser(t);
    for (const o of [
      { ...rp, userVerified: false },
      { ...rp, origin: "https://evil.example" },
    ]) {
      const { options } = registrationOptionsResponse.parse(
        (await call("POST", "/api/passkeys/registration-options", user.token)).json(),
      );
      const { response } = createPasskey(options, o);
      expect((await call("POST", "/api/passkeys", user.token, { name: "x", response })).statusCode).toBe(400);
    }
  });

  test("a name is required; rename and remove work on one's own passkeys only (another's is 404)", async () => {
    const owner = await customerWithPasskey();
    const other = await loggedInUser(t);
    const [{ id }] = (await call("GET", "/api/passkeys", owner.token)).json().data;

    const { options } = registrationOptionsResponse.parse(
      (await call("POST", "/api/passkeys/registration-options", owner.token)).json(),
    );
    const noName = await call("POST", "/api/passkeys", owner.token, {
      name: "  ",
      response: createPasskey(options, rp).response,
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(["Give the passkey a name."]);

    expect((await call("PUT", `/api/passkeys/${id}`, other.token, { name: "mine" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/passkeys/${id}`, other.token)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/passkeys/not-a-uuid`, other.token)).statusCode).toBe(404);

    const renamed = await call("PUT", `/api/passkeys/${id}`, owner.token, { name: "Work laptop" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe("Work laptop");
    expect((await call("DELETE", `/api/passkeys/${id}`, owner.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/passkeys", owner.token)).json().data).toHaveLength(0);
  });

  test("anonymous calls answer 401 before any validation", async () => {
    for (const [method, url] of [
      ["POST", "/api/passkeys"],
      ["POST", "/api/passkeys/registration-options"],
      ["POST", "/api/passkeys/approval-options"],
      ["PUT", "/api/passkeys/x"],
    ] as const) {
      expect((await call(method, url, null, {})).statusCode).toBe(401);
    }
  });
});

describe("signing in with a passkey", () => {
  test("answers what the login answers; the token works; the passkey's last use is recorded", async () => {
    const user = await customerWithPasskey();
    const res = await call("POST", "/api/passkeys/sign-in", null, {
      response: assert(user.passkey, await signInChallenge(), rp),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(user.email);
    expect(body.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call("GET", "/api/user", body.token);
    expect(me.statusCode).toBe(200);
    const [listed] = (await call("GET", "/api/passkeys", body.token)).json().data;
    expect(listed.last_used_at).not.toBeNull();
  });

  test("a replayed assertion, an expired challenge, no user verification and a removed passkey are refused", async () => {
    const user = await customerWithPasskey();
    const assertion = assert(user.passkey, await signInChallenge(), rp);
    expect((await call("POST", "/api/passkeys/sign-in", null, { response: assertion })).statusCode).toBe(200);
    const replay = await call("POST", "/api/passkeys/sign-in", null, { response: assertion });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("That passkey is not recognised. Sign in with your password.");

    const old = await signInChallenge();
    t.advance(CHALLENGE_TTL_MS + 1000);
    expect(
      (await call("POST", "/api/passkeys/sign-in", null, { response: assert(user.passkey, old, rp) })).statusCode,
    ).toBe(401);

    const noUv = assert(user.passkey, await signInChallenge(), { ...rp, userVerified: false });
    expect((await call("POST", "/api/passkeys/sign-in", null, { response: noUv })).statusCode).toBe(401);

    const [{ id }] = (await call("GET", "/api/passkeys", user.token)).json().data;
    await call("DELETE", `/api/passkeys/${id}`, user.token);
    const removed = assert(user.passkey, await signInChallenge(), rp);
    expect((await call("POST", "/api/passkeys/sign-in", null, { response: removed })).statusCode).toBe(401);
  });

  test("an assertion claiming another customer's credential id is refused", async () => {
    const victim = await customerWithPasskey();
    const attacker = await customerWithPasskey();
    const forged = assert(attacker.passkey, await signInChallenge(), rp);
    forged.id = forged.rawId = victim.passkey.credentialId;
    forged.response.userHandle = victim.passkey.userHandle;
    expect((await call("POST", "/api/passkeys/sign-in", null, { response: forged })).statusCode).toBe(401);
  });
});

describe("approving a purchase", () => {
  const log = { warn: () => {}, error: () => {} };

  test("approves exactly the purchase, amount and customer the challenge was issued for, once", async () => {
    const user = await customerWithPasskey();
    const challenge = await approvalChallenge(user.token, "AIRTIME_1", "1500.50");
    const response = assert(user.passkey, challenge, rp);

    const approves = async (requestId: string, amountKobo: number) =>
      (await verifyPurchaseApproval(t.app.ctx, user.id, { requestId, amountKobo, response }, log)).ok;
    expect(await approves("AIRTIME_2", 150_050)).toBe(false); // another purchase
    expect(await approves("AIRTIME_1", 150_000)).toBe(false); // another amount
    expect(await approves("AIRTIME_1", 150_050)).toBe(true);
    expect(await approves("AIRTIME_1", 150_050)).toBe(false); // a replay
  });

  test("another customer's credential, another customer's challenge and a sign-in challenge are refused", async () => {
    const owner = await customerWithPasskey();
    const other = await customerWithPasskey();
    const purchase = { requestId: "DATA_7", amountKobo: 50_000 };

    const foreign = assert(other.passkey, await approvalChallenge(owner.token, "DATA_7", 500), rp);
    expect((await verifyPurchaseApproval(t.app.ctx, owner.id, { ...purchase, response: foreign }, log)).ok).toBe(false);

    const ownersChallenge = assert(owner.passkey, await approvalChallenge(owner.token, "DATA_7", 500), rp);
    expect(
      (await verifyPurchaseApproval(t.app.ctx, other.id, { ...purchase, response: ownersChallenge }, log)).ok,
    ).toBe(false);

    const signIn = assert(owner.passkey, await signInChallenge(), rp);
    expect((await verifyPurchaseApproval(t.app.ctx, owner.id, { ...purchase, response: signIn }, log)).ok).toBe(false);

    const noUv = assert(owner.passkey, await approvalChallenge(owner.token, "DATA_7", 500), {
      ...rp,
      userVerified: false,
    });
    expect((await verifyPurchaseApproval(t.app.ctx, owner.id, { ...purchase, response: noUv }, log)).ok).toBe(false);
  });

  test("an expired approval is refused; options need a passkey and a valid purchase", async () => {
    const user = await customerWithPasskey();
    const challenge = await approvalChallenge(user.token, "EXAM_1", 1000);
    t.advance(CHALLENGE_TTL_MS + 1000);
    const late = assert(user.passkey, challenge, rp);
    expect(
      (await verifyPurchaseApproval(t.app.ctx, user.id, { requestId: "EXAM_1", amountKobo: 100_000, response: late }))
        .ok,
    ).toBe(false);

    const bare = await loggedInUser(t);
    const none = await call("POST", "/api/passkeys/approval-options", bare.token, { request_id: "X_1", amount: 100 });
    expect(none.statusCode).toBe(404);
    const bad = await call("POST", "/api/passkeys/approval-options", user.token, { request_id: "", amount: "1.234" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["amount", "request_id"]);
  });

  test("two uses of one approval at once: exactly one is accepted", async () => {
    const user = await customerWithPasskey();
    const response = assert(user.passkey, await approvalChallenge(user.token, "PAYTV_9", 2500), rp);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        verifyPurchaseApproval(t.app.ctx, user.id, { requestId: "PAYTV_9", amountKobo: 250_000, response }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const left = await t.app.ctx.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, user.id));
    expect(left).toHaveLength(0);
  });
});
