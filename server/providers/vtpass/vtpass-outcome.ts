import { vtpassAmountKobo } from "./vtpass-amount";
import { payAnswerSchema, type PayAnswer } from "./vtpass-schemas";

/** What came back from a pay or requery call, before any interpretation. */
export type ProviderResponse =
  | { kind: "answer"; httpStatus: number; body: unknown }
  | { kind: "timeout" }
  | { kind: "network"; error: string }
  /** Refused by our own concurrency limit before anything was sent: VTpass never saw it. */
  | { kind: "unsent"; reason: string }
  | { kind: "unparseable"; httpStatus: number; text: string };

export type Outcome = "delivered" | "failed" | "pending" | "unknown";

export interface ExamPin {
  serial: string | null;
  pin: string;
}

/** The parts of a pay/requery answer the product keeps. Money in kobo. */
export interface VtpassTransaction {
  code: string;
  description: string | null;
  requestId: string | null;
  status: string | null;
  productName: string | null;
  uniqueElement: string | null;
  transactionId: string | null;
  amountKobo: number | null;
  commissionKobo: number | null;
  totalAmountKobo: number | null;
  quantity: number | null;
  transactionDate: string | null;
  token: string | null;
  units: string | null;
  pins: ExamPin[];
  customerName: string | null;
  customerAddress: string | null;
  meterNumber: string | null;
}

export interface Classified {
  outcome: Outcome;
  code: string | null;
  reason: string;
  transaction?: VtpassTransaction;
  /** VTpass says the transaction was reversed (code 040, or status "reversed"): money back to its wallet. */
  reversed?: boolean;
  /** VTpass says our own account or product cannot be used (ACCOUNT_CODES): an admin must act. */
  accountProblem?: boolean;
  /** VTpass did not answer at all (timeout, network failure): what the circuit breaker counts. */
  noAnswer?: "timeout" | "network";
  /** Our own concurrency limit refused the call: VTpass never saw it (says nothing about VTpass). */
  notSent?: true;
  /** When the call that produced this answer was made (the app clock). */
  askedAt?: Date;
}

/**
 * Codes about our VTpass account or product rather than one transaction: 018 low wallet balance,
 * 021 account locked, 022 suspended, 023 no API access, 024 inactive, 027 IP not whitelisted,
 * 028 product not whitelisted, 034 service suspended, 035 service inactive, 087 bad credentials.
 * VTpass refuses the pay before charging anything, so on a pay they are final failures (refund at
 * once); on a requery they say only that we could not ask, so the outcome stays unknown.
 */
export const ACCOUNT_CODES = new Set(["018", "021", "022", "023", "024", "027", "028", "034", "035", "087"]);

const FAILED_CODES = new Set(["016", "040", "091", "010", "011", "012", "013", "015", "017", "019", "085"]);
const PENDING_CODES = new Set(["099", "089"]);

/** Which call answered: a pay, or a requery of an earlier pay. */
export type CallKind = "pay" | "requery";

/**
 * The outcome of a pay or requery call. Only an explicit answer can say failed; a timeout, no
 * answer, garbage or anything unexpected is unknown (the money may have moved: requery).
 * 014 (request_id already used) is unknown too: an earlier attempt of ours may have landed.
 */
export function classify(res: ProviderResponse, call: CallKind = "pay"): Classified {
  if (res.kind === "timeout") return { outcome: "unknown", code: null, reason: "timeout", noAnswer: "timeout" };
  // Never sent, so never charged: a pay fails for certain (refund now); a requery only could not ask.
  if (res.kind === "unsent")
    return { outcome: call === "pay" ? "failed" : "unknown", code: null, reason: res.reason, notSent: true };
  if (res.kind === "network")
    return { outcome: "unknown", code: null, reason: `network error: ${res.error}`, noAnswer: "network" };
  if (res.kind === "unparseable")
    return { outcome: "unknown", code: null, reason: `unparseable answer (HTTP ${res.httpStatus})` };
  const parsed = payAnswerSchema.safeParse(res.body);
  if (!parsed.success) return { outcome: "unknown", code: null, reason: `unexpected answer (HTTP ${res.httpStatus})` };
  const transaction = parseTransaction(parsed.data);
  const code = transaction.code;
  const status = (transaction.status ?? "").toLowerCase();
  const reason = transaction.description ?? `code ${code}`;
  if (code === "040" || (code === "000" && status === "reversed"))
    return { outcome: "failed", code, reason, transaction, reversed: true };
  if (code === "000") {
    if (status === "delivered" || status === "successful" || status === "success")
      return { outcome: "delivered", code, reason, transaction };
    if (status === "initiated" || status === "pending" || status === "processing")
      return { outcome: "pending", code, reason, transaction };
    if (status === "failed") return { outcome: "failed", code, reason, transaction };
    return { outcome: "unknown", code, reason: `code 000 with status "${transaction.status ?? ""}"`, transaction };
  }
  if (ACCOUNT_CODES.has(code))
    return { outcome: call === "pay" ? "failed" : "unknown", code, reason, transaction, accountProblem: true };
  if (PENDING_CODES.has(code)) return { outcome: "pending", code, reason, transaction };
  if (FAILED_CODES.has(code)) return { outcome: "failed", code, reason, transaction };
  return { outcome: "unknown", code, reason, transaction };
}

const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

/** A count (exam pins' quantity) sent as a number or text: 2, "2", "2.00". Null when it is not one. */
function countOf(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

function pick(objs: Record<string, unknown>[], keys: string[]): string | null {
  for (const o of objs)
    for (const k of keys) {
      const v = str(o[k]);
      if (v) return v;
    }
  return null;
}

/** "Token : 1234-5678" / "Pin : 123" / "Units: 79.9 kWh" -> the value after the label. */
function labelled(text: string | null, label: RegExp): string | null {
  if (!text) return null;
  const m = new RegExp(`${label.source}\\s*:?\\s*([^,|]+)`, "i").exec(text);
  return m ? m[1].trim() : null;
}

/**
 * An exam pin or token as the customer types it: the label VTpass puts in front ("Pin : 3678...",
 * "Token : 1234...") dropped, and a number written with spaces or dashes kept as its digits only.
 */
export function examPinValue(raw: string): string {
  const value = raw.replace(/^\s*(?:pin|token)\s*(?:no\.?)?\s*:?\s*/i, "").trim();
  return /^[\d\s-]+$/.test(value) ? value.replace(/\D/g, "") : value;
}

function parsePins(body: Record<string, unknown>, purchased: string | null): ExamPin[] {
  const pins: ExamPin[] = [];
  const add = (pin: string | null, serial: string | null = null) => {
    const value = pin ? examPinValue(pin) : "";
    if (value) pins.push({ serial, pin: value });
  };
  // WAEC result checker: cards [{Serial, Pin}].
  if (Array.isArray(body.cards)) {
    for (const c of body.cards) {
      if (c && typeof c === "object") {
        const card = c as Record<string, unknown>;
        add(str(card.Pin) ?? str(card.pin), str(card.Serial) ?? str(card.serial));
      }
    }
  }
  // WAEC registration: tokens [...].
  if (!pins.length && Array.isArray(body.tokens)) for (const t of body.tokens) add(str(t));
  // "Serial No:WRN1, pin: 123||Serial No:WRN2, pin: 456", "Pin : 367574683050773" or "Token : 4256..."
  if (!pins.length && purchased && /pin|token/i.test(purchased))
    for (const part of purchased.split("||")) add(labelled(part, /(?:pin|token)/), labelled(part, /serial(?:\s*no)?/));
  // WAEC registration without tokens[]: the documented "Token"; JAMB: "Pin": "Pin : 3678..." (label included).
  if (!pins.length) add(str(body.Token) ?? str(body.token));
  if (!pins.length) add(str(body.Pin) ?? str(body.pin));
  return pins;
}

export function parseTransaction(a: PayAnswer): VtpassTransaction {
  const body = a as Record<string, unknown>;
  const inner = (a.content?.transactions ?? {}) as Record<string, unknown>;
  const purchased = str(a.purchased_code);
  const purchasedIsToken = purchased !== null && /token/i.test(purchased);
  const tokenField = pick([body, inner], ["token", "Token", "mainToken", "tokenCode"]);
  const token = tokenField
    ? tokenField.replace(/^token\s*:\s*/i, "")
    : purchasedIsToken
      ? labelled(purchased, /token/)
      : null;
  const unitsRaw =
    pick([body, inner], ["units", "Units", "mainTokenUnits", "tokenUnits"]) ?? labelled(purchased, /units?/);
  return {
    code: a.code,
    description: str(a.response_description),
    requestId: str(a.requestId),
    status: str(inner.status),
    productName: str(inner.product_name),
    uniqueElement: str(inner.unique_element),
    transactionId: str(inner.transactionId),
    amountKobo: vtpassAmountKobo(inner.amount ?? a.amount),
    commissionKobo: vtpassAmountKobo(inner.commission),
    totalAmountKobo: vtpassAmountKobo(inner.total_amount),
    quantity: countOf(inner.quantity),
    transactionDate: parseTransactionDate(a.transaction_date),
    token,
    units: unitsRaw,
    pins: parsePins(body, purchased),
    customerName: pick([body, inner], ["customerName", "CustomerName", "Customer_Name", "name"]),
    customerAddress: pick([body, inner], ["customerAddress", "CustomerAddress", "Address", "address"]),
    meterNumber: pick([body, inner], ["meterNumber", "MeterNumber", "Meter_Number"]),
  };
}

/** An ISO string, or {date:"2024-03-11 12:34:56.000000", timezone:"Africa/Lagos"}, to ISO UTC. */
export function parseTransactionDate(v: unknown): string | null {
  if (typeof v === "string") {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  }
  if (v && typeof v === "object" && typeof (v as { date?: unknown }).date === "string") {
    const { date, timezone } = v as { date: string; timezone?: string };
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(date);
    if (!m) return null;
    const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
    const zone = timezone || "Africa/Lagos";
    try {
      return new Date(asUtc - zoneOffsetMs(asUtc, zone)).toISOString();
    } catch {
      return new Date(asUtc).toISOString();
    }
  }
  return null;
}

/**
 * Formatters by zone: building an Intl.DateTimeFormat is far dearer than using one (it was 5% of
 * the API's CPU under purchase load). Zone names come from provider answers, so the map is bounded.
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    if (zoneFormatters.size >= 32) zoneFormatters.clear();
    zoneFormatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, read from Intl (no hand-kept offset tables). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return local - Math.floor(instant / 1000) * 1000;
}
