import { createHash } from "node:crypto";
import { koboToNaira, nairaToKobo } from "../../../lib/money";
import type { SimService } from "./vtpass-sandbox-catalog";

/**
 * The documented VTpass sandbox test values, plus 11-digit aliases that pass the product's
 * Nigerian phone rule (so every scenario can be reached from the real forms):
 *   08011111111                 success
 *   201000000000 / 08020100000  pending, delivered on the 2nd requery
 *   202000000000 / 08020200000  pending, reversed (040) on the 2nd requery (our addition)
 *   203000000000 / 08020300000  delivered, then reversed (040) with a reversal callback once
 *                               reverseAfterMs has passed (our addition: VTpass's TRANSACTION
 *                               REVERSAL UPDATE of a delivered transaction)
 *   500000000000 / 08050000000  unexpected answer (HTML), processed as delivered
 *   400000000000 / 08040000000  no answer (empty 200 body), processed as delivered
 *   300000000000 / 08030000000  hangs longer than the adapter timeout, processed as delivered
 *   080<code>00000              VTpass refuses the pay with that account code and records nothing
 *                               (requery: 015): 018 low wallet, 021 locked, 022 suspended, 023 no API
 *                               access, 024 inactive, 027 IP not whitelisted, 028 product not
 *                               whitelisted, 034 service suspended, 035 service inactive, 087 bad
 *                               credentials (e.g. 08002200000 = 022)
 *   any other number            fails (016)
 * Meters 1111111111111 (prepaid) and 1010101010101 (postpaid), smartcard 1212121212 and JAMB
 * profile 0123456789 verify and succeed; the special numbers above may be the phone or the
 * biller code of any product.
 */
export type Scenario =
  | "success"
  | "pending"
  | "pending-fail"
  | "reverse"
  | "unexpected"
  | "no-answer"
  | "timeout"
  | "fail"
  | { refuse: string };

/** VTpass's words for the account codes the sandbox can answer. */
export const ACCOUNT_REFUSALS: Record<string, string> = {
  "018": "LOW WALLET BALANCE",
  "021": "ACCOUNT LOCKED",
  "022": "ACCOUNT SUSPENDED",
  "023": "API ACCESS NOT ENABLE FOR USER",
  "024": "ACCOUNT INACTIVE",
  "027": "IP NOT WHITELISTED",
  "028": "PRODUCT IS NOT WHITELISTED ON YOUR ACCOUNT",
  "034": "SERVICE SUSPENDED",
  "035": "SERVICE INACTIVE",
  "087": "INVALID CREDENTIALS",
};

/** The phone (or biller code) that makes the sandbox refuse a pay with an account code. */
export const refusalNumber = (code: string) => `080${code}00000`;

export const SANDBOX_NUMBERS = {
  success: "08011111111",
  pending: "201000000000",
  pendingAlias: "08020100000",
  pendingFail: "202000000000",
  pendingFailAlias: "08020200000",
  reverse: "203000000000",
  reverseAlias: "08020300000",
  unexpected: "500000000000",
  unexpectedAlias: "08050000000",
  noAnswer: "400000000000",
  noAnswerAlias: "08040000000",
  timeout: "300000000000",
  timeoutAlias: "08030000000",
  prepaidMeter: "1111111111111",
  postpaidMeter: "1010101010101",
  smartcard: "1212121212",
  jambProfile: "0123456789",
} as const;

const SPECIAL: Record<string, Scenario> = {
  "201000000000": "pending",
  "08020100000": "pending",
  "202000000000": "pending-fail",
  "08020200000": "pending-fail",
  "203000000000": "reverse",
  "08020300000": "reverse",
  "500000000000": "unexpected",
  "08050000000": "unexpected",
  "400000000000": "no-answer",
  "08040000000": "no-answer",
  "300000000000": "timeout",
  "08030000000": "timeout",
  ...Object.fromEntries(Object.keys(ACCOUNT_REFUSALS).map((code) => [refusalNumber(code), { refuse: code }])),
};

export const METERS: Record<string, "prepaid" | "postpaid"> = {
  [SANDBOX_NUMBERS.prepaidMeter]: "prepaid",
  [SANDBOX_NUMBERS.postpaidMeter]: "postpaid",
};

export function scenarioFor(
  service: SimService,
  body: { phone?: string; billersCode?: string; variation_code?: string },
): Scenario {
  for (const k of [body.billersCode, body.phone]) if (k && SPECIAL[k]) return SPECIAL[k];
  const ok = (() => {
    switch (service.category) {
      case "airtime":
        return body.phone === SANDBOX_NUMBERS.success;
      case "data":
        return (body.billersCode ?? body.phone) === SANDBOX_NUMBERS.success;
      case "tv-subscription":
        return body.billersCode === SANDBOX_NUMBERS.smartcard;
      case "electricity-bill":
        return !!body.billersCode && METERS[body.billersCode] === (body.variation_code ?? "").toLowerCase();
      case "education":
        return service.serviceID === "jamb"
          ? body.billersCode === SANDBOX_NUMBERS.jambProfile
          : body.phone === SANDBOX_NUMBERS.success;
    }
  })();
  return ok ? "success" : "fail";
}

/** Commission in kobo: a percentage (basis points, integer arithmetic) or a flat sum per unit. */
export function commissionKobo(service: SimService, amountKobo: number, quantity: number): number {
  if (service.commission.type === "flat") return (nairaToKobo(service.commission.rate) ?? 0) * quantity;
  const bp = Math.round(service.commission.rate * 100);
  return Math.round((amountKobo * bp) / 10000);
}

/** Deterministic digits derived from the request id, so answers are reproducible. */
export function digits(seed: string, n: number): string {
  let out = "";
  let i = 0;
  while (out.length < n)
    out += BigInt(`0x${createHash("sha256").update(`${seed}:${i++}`).digest("hex").slice(0, 12)}`)
      .toString()
      .slice(0, 10);
  return out.slice(0, n);
}

/** What a delivered product hands over: token and units, pins, and the disco's field spellings. */
export function deliveryExtras(
  service: SimService,
  requestId: string,
  amountKobo: number,
  quantity: number,
  billersCode?: string,
  variation?: string,
) {
  if (service.category === "electricity-bill") {
    const common = {
      customerName: "TESTMETER1",
      customerAddress: "1 Marina Road, Lagos Island",
      meterNumber: billersCode ?? "",
    };
    if (variation !== "prepaid") return { purchased_code: "", ...common };
    const token = digits(requestId, 20).replace(/(\d{4})(?=\d)/g, "$1-");
    const tenths = Math.floor(amountKobo / 680); // about 68 naira per kWh
    const units = `${Math.floor(tenths / 10)}.${tenths % 10} kWh`;
    // Discos spell these differently; the adapter must read all of them.
    if (service.serviceID === "eko-electric")
      return { purchased_code: `Token : ${token}`, mainToken: token, mainTokenUnits: units, ...common };
    if (service.serviceID === "ikeja-electric")
      return {
        purchased_code: `Token : ${token}`,
        token: `Token : ${token}`,
        units,
        tokenAmount: koboToNaira(amountKobo),
        ...common,
      };
    return { purchased_code: `Token : ${token}, Units : ${units}`, ...common };
  }
  if (service.serviceID === "waec") {
    const cards = Array.from({ length: quantity }, (_, i) => ({
      Serial: `WRN${digits(`${requestId}s${i}`, 9)}`,
      Pin: digits(`${requestId}p${i}`, 12),
    }));
    return { purchased_code: cards.map((c) => `Serial No:${c.Serial}, pin: ${c.Pin}`).join("||"), cards };
  }
  if (service.serviceID === "waec-registration") {
    // One token comes in the documented "Token" field (label included) without tokens[]; several add tokens[].
    const tokens = Array.from({ length: quantity }, (_, i) => digits(`${requestId}t${i}`, 12));
    const purchased = tokens.map((t) => `Token : ${t}`).join("||");
    return quantity === 1
      ? { purchased_code: purchased, Token: `Token : ${tokens[0]}` }
      : { purchased_code: purchased, tokens };
  }
  if (service.serviceID === "jamb") {
    // Real answers carry the label inside the Pin field too.
    const pin = digits(requestId, 15);
    return { purchased_code: `Pin : ${pin}`, Pin: `Pin : ${pin}` };
  }
  return { purchased_code: "" };
}
