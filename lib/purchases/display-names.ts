import { NETWORK_NAMES } from "./service-catalog";

/**
 * Names as customers read them (issue 16): provider strings never reach a screen, PDF or email
 * raw ("ikeja-electric", "prepaid", "Network mtn", "N200 200MB - 2 days"). Services and networks
 * live in service-catalog.ts; this module turns the providers' ids and plan names into ours.
 * Small and without zod: the entry pages load it.
 */

/** Electricity distribution companies by VTpass serviceID (spec 9's fallback ids included). */
export const DISCO_NAMES: Readonly<Record<string, string>> = {
  "ikeja-electric": "Ikeja Electric",
  "eko-electric": "Eko Electric",
  "abuja-electric": "Abuja Electric",
  "kano-electric": "Kano Electric",
  "portharcourt-electric": "Port Harcourt Electric",
  "port-harcourt-electric": "Port Harcourt Electric",
  "jos-electric": "Jos Electric",
  "ibadan-electric": "Ibadan Electric",
  "kaduna-electric": "Kaduna Electric",
  "enugu-electric": "Enugu Electric",
  "benin-electric": "Benin Electric",
  "aba-electric": "Aba Electric",
  "yola-electric": "Yola Electric",
};

/** Cable TV providers as their brands write themselves. */
export const TV_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  dstv: "DStv",
  gotv: "GOtv",
  startimes: "StarTimes",
};

/** Exam pin types by VTpass serviceID ("Jamb PIN VENDING (UTME & Direct Entry)" is JAMB). */
export const EXAM_TYPE_NAMES: Readonly<Record<string, string>> = {
  waec: "WAEC Result Checker",
  "waec-registration": "WAEC Registration",
  jamb: "JAMB (UTME & Direct Entry)",
};

const METER_TYPE_NAMES: Readonly<Record<string, string>> = { prepaid: "Prepaid", postpaid: "Postpaid" };

/** "some-provider_id" -> "Some Provider Id": for an id no table knows yet. */
function titleCase(id: string): string {
  return id
    .replace(/[-_]+/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

const lookup = (table: Readonly<Record<string, string>>) => (id: string | null | undefined) =>
  id ? (table[id.trim().toLowerCase()] ?? titleCase(id)) : "";

export const networkDisplayName = lookup(NETWORK_NAMES);
export const discoDisplayName = lookup(DISCO_NAMES);
export const tvProviderDisplayName = lookup(TV_PROVIDER_NAMES);
export const examTypeDisplayName = lookup(EXAM_TYPE_NAMES);
export const meterTypeDisplayName = lookup(METER_TYPE_NAMES);

const PRICE = /(?:₦|\bN)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s*Naira\b/gi;
const SIZE = /(\d+(?:\.\d+)?)\s*(MB|GB|TB)\b/i;
const VALIDITY = /(\d+)\s*(hrs?|hours?|days?|weeks?|months?)\b/i;

function period(count: string, unit: string): string {
  const u = unit.toLowerCase();
  const word = u.startsWith("h") ? "hour" : u.startsWith("d") ? "day" : u.startsWith("w") ? "week" : "month";
  return `${count} ${word}${count === "1" ? "" : "s"}`;
}

/**
 * A data plan as customers read it: "N200 200MB - 2 days" -> "200 MB, 2 days", "Airtel Data
 * Bundle - 1,000 Naira - 1.5GB - 30 Days" -> "1.5 GB, 30 days". The price is shown on its own.
 */
export function dataPlanName(raw: string): string {
  const size = SIZE.exec(raw);
  if (!size) return planDisplayName(raw);
  const validity = VALIDITY.exec(raw.slice(size.index + size[0].length)) ?? VALIDITY.exec(raw);
  const amount = `${size[1]} ${size[2].toUpperCase()}`;
  return validity ? `${amount}, ${period(validity[1], validity[2])}` : amount;
}

/** A TV plan or other variation without its price: "DStv Padi N4,400" -> "DStv Padi", "Nova - 1,900 Naira - 1 Month" -> "Nova, 1 month". */
export function planDisplayName(raw: string): string {
  const parts = raw
    .replace(PRICE, "")
    .split(/(?:\s+[-—])+\s+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((p) => p.replace(/^(\d+) (month|day|week)s?$/i, (_, n: string, u: string) => period(n, u)));
  return parts.length ? parts.join(", ") : raw.trim();
}
