import { z } from "zod";
import { BULK_MSG, type BulkServiceName } from "../../lib/contracts/bulk";
import { phoneField } from "../../lib/contracts/purchase-requests";
import { AIRTIME_MIN_NAIRA, nairaField, PURCHASE_MSG } from "../../lib/contracts/purchases";
import { MOBILE_NETWORKS, networkOfNumber, type MobileNetwork } from "../../lib/purchases/network-prefixes";
import { nairaToKobo } from "../../lib/money";
import type { AppContext } from "../http/context";
import { variationsOf } from "../purchases/catalog";
import type { CsvRecord } from "./csv-file";
import { bulkRowPriceKobo } from "./pricing";

/** A file row judged: what it buys and costs, or why it cannot be bought. */
export interface JudgedRow {
  rowNo: number;
  phone: string;
  network: MobileNetwork | null;
  plan: string | null;
  planName: string | null;
  faceKobo: number | null;
  priceKobo: number | null;
  error: string | null;
}

/** A Map, not an object: a cell such as "constructor" or "__proto__" must not find Object's own properties. */
const NETWORK_ALIASES = new Map<string, MobileNetwork | "auto">([
  ["", "auto"],
  ["auto", "auto"],
  ...MOBILE_NETWORKS.map((n) => [n, n] as const),
  ["9mobile", "etisalat"],
]);

const rowSchema = {
  airtime: z.object({
    phone: phoneField(PURCHASE_MSG.phoneNigerian),
    network: z.string().transform((v) => v.toLowerCase()),
    amount: nairaField({ min: [AIRTIME_MIN_NAIRA, PURCHASE_MSG.airtimeMinimum] }),
  }),
  data: z.object({
    phone: phoneField(PURCHASE_MSG.phoneNigerian),
    network: z.string().transform((v) => v.toLowerCase()),
    plan: z.string().min(1, BULK_MSG.planRequired).max(100, BULK_MSG.planInvalid),
  }),
};

/**
 * The catalogue's plan a file names: its code in any case ("MTN-10MB-100" as a spreadsheet's caps
 * lock writes it), the exact spelling first should the catalogue ever hold two that differ in case.
 * The row keeps the catalogue's own spelling, which the purchase engine matches exactly.
 */
function planOf<P extends { variationCode: string }>(plans: P[], code: string): P | undefined {
  const folded = code.toLowerCase();
  return plans.find((p) => p.variationCode === code) ?? plans.find((p) => p.variationCode.toLowerCase() === folded);
}

/** Each record checked with the purchase pages' own rules (phone normalised, network from the prefix when auto). */
export async function judgeRows(
  ctx: AppContext,
  userId: string,
  service: BulkServiceName,
  records: CsvRecord[],
): Promise<JudgedRow[]> {
  const out: JudgedRow[] = [];
  for (const { line, cells } of records) {
    const base: JudgedRow = {
      rowNo: line,
      phone: cells.phone ?? "",
      network: null,
      plan: null,
      planName: null,
      faceKobo: null,
      priceKobo: null,
      error: null,
    };
    const parsed = rowSchema[service].safeParse(cells);
    if (!parsed.success) {
      out.push({ ...base, error: parsed.error.issues[0]?.message ?? "Invalid row." });
      continue;
    }
    const phone = parsed.data.phone;
    const wanted = NETWORK_ALIASES.get(parsed.data.network);
    if (!wanted) {
      out.push({ ...base, phone, error: BULK_MSG.networkInvalid });
      continue;
    }
    const network = wanted === "auto" ? networkOfNumber(phone) : wanted;
    if (!network) {
      out.push({ ...base, phone, error: BULK_MSG.networkUnknown });
      continue;
    }
    let faceKobo: number;
    let plan: string | null = null;
    let planName: string | null = null;
    const d = parsed.data;
    if ("amount" in d) {
      faceKobo = nairaToKobo(d.amount)!;
    } else {
      const plans = await variationsOf(ctx, `${network}-data`, "Could not fetch data plans.");
      const found = planOf(plans, d.plan);
      if (!found) {
        out.push({ ...base, phone, network, error: BULK_MSG.planInvalid });
        continue;
      }
      faceKobo = found.amountKobo;
      plan = found.variationCode;
      planName = found.name;
    }
    const priceKobo = await bulkRowPriceKobo(ctx, userId, { service, network, faceKobo, plan });
    out.push({ ...base, phone, network, plan, planName, faceKobo, priceKobo });
  }
  return out;
}
