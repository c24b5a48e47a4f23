import { randomBytes, randomInt } from "node:crypto";

/**
 * A customer made the way a person would: register, read the code from the sandbox outbox, verify,
 * log in, give a BVN (which reserves the account number), set the transaction PIN, fund.
 */
export interface BenchCustomer {
  email: string;
  password: string;
  token: string;
  /** The transaction PIN every purchase carries. */
  pin: string;
}

/** Every bench customer's transaction PIN. */
export const BENCH_PIN = "4826";

const PASSWORD = "Bench-Passw0rd!";

async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function makeCustomer(api: string, i: number, fundNaira: number): Promise<BenchCustomer> {
  const email = `bench-${i}-${randomBytes(4).toString("hex")}@example.com`;
  const ip = { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` };
  await json(
    await fetch(`${api}/api/register`, {
      method: "POST",
      headers: ip,
      body: JSON.stringify({
        name: `Bench Customer ${i}`,
        email,
        phone: "08031234567",
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    }),
    "register",
  );
  const box = await json(await fetch(`${api}/api/sandbox/outbox?email=${encodeURIComponent(email)}`), "outbox");
  const text = String((box.messages as { text: string }[])[0]?.text ?? "");
  const otp = /\b(\d{6})\b/.exec(text)?.[1];
  if (!otp) throw new Error(`no code mailed to ${email}`);
  await json(
    await fetch(`${api}/api/verify-otp`, { method: "POST", headers: ip, body: JSON.stringify({ email, otp }) }),
    "verify-otp",
  );
  const login = await json(
    await fetch(`${api}/api/login`, {
      method: "POST",
      headers: ip,
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
    "login",
  );
  const token = String(login.token);
  const auth = { "content-type": "application/json", authorization: `Bearer ${token}` };
  // Each BVN holds one account at Monnify (and its simulator): a fresh one per customer.
  await json(
    await fetch(`${api}/api/kyc/submit`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        fullName: `Bench Customer ${i}`,
        idType: "bvn",
        bvnNin: `3${String(randomInt(0, 1e10)).padStart(10, "0")}`,
        dateOfBirth: "15-04-1990",
        mobileNo: "08031234567",
        referralSource: "Other",
      }),
    }),
    "kyc submit",
  );
  await json(
    await fetch(`${api}/api/pin`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ pin: BENCH_PIN, password: PASSWORD }),
    }),
    "set PIN",
  );
  await json(
    await fetch(`${api}/api/sandbox/simulate-transfer`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ amount: fundNaira }),
    }),
    "fund",
  );
  return { email, password: PASSWORD, token, pin: BENCH_PIN };
}
