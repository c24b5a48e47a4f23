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

/**
 * VTpass's own names of the same things, as its catalogue and our stored purchase details carry
 * them ("Ikeja Electric Payment - IKEDC", "PHED - Port Harcourt Electric", "Jamb PIN VENDING (UTME &
 * Direct Entry)", "DSTV Subscription", "Gotv Payment", "MTN Data"): recognised by the place or brand
 * they name, so a renamed product still reads as ours. First match wins.
 */
const RAW_NETWORKS: readonly [RegExp, string][] = [
  [/\bmtn\b/i, "mtn"],
  [/\bglo\b/i, "glo"],
  [/\bairtel\b/i, "airtel"],
  [/\b(?:9mobile|etisalat)\b/i, "etisalat"],
];
const RAW_DISCOS: readonly [RegExp, string][] = [
  [/\b(?:ikeja|ikedc)\b/i, "ikeja-electric"],
  [/\b(?:eko|ekedc)\b/i, "eko-electric"],
  [/\b(?:abuja|aedc)\b/i, "abuja-electric"],
  [/\b(?:kano|kedco)\b/i, "kano-electric"],
  [/\bport[\s-]*harcourt\b|\bphed\b/i, "portharcourt-electric"],
  [/\b(?:jos|jed)\b/i, "jos-electric"],
  [/\b(?:ibadan|ibedc)\b/i, "ibadan-electric"],
  [/\b(?:kaduna|kaedco)\b/i, "kaduna-electric"],
  [/\b(?:enugu|eedc)\b/i, "enugu-electric"],
  [/\b(?:benin|bedc)\b/i, "benin-electric"],
  [/\baba\b/i, "aba-electric"],
  [/\b(?:yola|yedc)\b/i, "yola-electric"],
];
const RAW_TV_PROVIDERS: readonly [RegExp, string][] = [
  [/\bdstv\b/i, "dstv"],
  [/\bgotv\b/i, "gotv"],
  [/\bstar\s*times\b/i, "startimes"],
];
const RAW_EXAM_TYPES: readonly [RegExp, string][] = [
  [/\bwaec\b.*\bregist|\bregist.*\bwaec\b/i, "waec-registration"],
  [/\b(?:waec|wassce)\b/i, "waec"],
  [/\b(?:jamb|utme)\b/i, "jamb"],
];

/** "some-provider_id" -> "Some Provider Id": for an id no table knows yet. */
function titleCase(id: string): string {
  return id
    .replace(/[-_]+/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A provider's name no table or pattern knows: an id title-cased; a written name without VTpass's selling words. */
function tidy(raw: string): string {
  const s = raw.trim();
  if (/^[a-z0-9_-]+$/.test(s)) return titleCase(s);
  const words = s
    .replace(/\b(?:payment|subscription|vtu|pin vending)\b/gi, "")
    .replace(/\s+/g, " ")
    .replace(/(?:\s*-\s*)+$/, "")
    .trim();
  return words || s;
}

/** Our name of an id or of VTpass's name for it: the table by id, then the patterns, then the text tidied. */
const named =
  (table: Readonly<Record<string, string>>, patterns: readonly [RegExp, string][] = []) =>
  (value: string | null | undefined): string => {
    const raw = value?.trim();
    if (!raw) return "";
    // Own entries only: "constructor" or "__proto__" (a provider's or a file's text) is not a name.
    const own = (id: string) => (Object.hasOwn(table, id) ? table[id] : undefined);
    const byId = own(raw.toLowerCase());
    if (byId) return byId;
    const match = patterns.find(([re]) => re.test(raw));
    return match ? (own(match[1]) ?? tidy(raw)) : tidy(raw);
  };

/** MTN, GLO, Airtel, 9mobile: of "mtn", "mtn-data", "MTN Data" or "9mobile Airtime VTU". */
export const networkDisplayName = named(NETWORK_NAMES, RAW_NETWORKS);
/** Ikeja Electric: of "ikeja-electric" or "Ikeja Electric Payment - IKEDC". */
export const discoDisplayName = named(DISCO_NAMES, RAW_DISCOS);
/** DStv, GOtv, StarTimes: of "dstv" or "DSTV Subscription". */
export const tvProviderDisplayName = named(TV_PROVIDER_NAMES, RAW_TV_PROVIDERS);
/** JAMB (UTME & Direct Entry): of "jamb" or "Jamb PIN VENDING (UTME & Direct Entry)". */
export const examTypeDisplayName = named(EXAM_TYPE_NAMES, RAW_EXAM_TYPES);
export const meterTypeDisplayName = named(METER_TYPE_NAMES);

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

/** A purchase's plan or variation as customers read it: data plans by size and validity, the others without VTpass's price. */
export function planName(service: string | null | undefined, raw: string | null | undefined): string {
  if (!raw?.trim()) return "";
  return service === "data" ? dataPlanName(raw) : planDisplayName(raw);
}

/**
 * A TV plan with its provider, once: "DStv Padi", "GOtv Smallie, monthly", "StarTimes Nova, 1 month"
 * (VTpass's DStv and GOtv plan names carry the brand; StarTimes' do not).
 */
export function tvPlanTitle(provider: string | null | undefined, rawPlan: string | null | undefined): string {
  const brand = tvProviderDisplayName(provider);
  const plan = rawPlan?.trim() ? planDisplayName(rawPlan) : "";
  if (!plan) return brand;
  if (!brand || plan.toLowerCase().startsWith(brand.toLowerCase())) return plan;
  return `${brand} ${plan}`;
}
