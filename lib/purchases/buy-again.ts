import { z } from "zod";
import { METER_TYPES } from "@/lib/contracts/purchases";
import type { TransactionItem } from "@/lib/contracts/wallet";
import { koboToNairaText } from "@/lib/money";
import { PAYTV_PROVIDER_OPTIONS } from "./catalog";
import { BILL_SERVICES, isServiceKey, type ServiceKey } from "./service-catalog";

/**
 * "Buy again": a past purchase as the address of its entry form with the form's values in the
 * query (/airtime?network=mtn&amount=500&phone=08011111111), and the forms' reading of such an
 * address on their first render (components/purchases/use-prefill.ts). The query carries only what
 * the customer typed or chose, never a token or pin; the form still checks everything, and a
 * meter, smartcard or JAMB profile is verified again (its owner may have changed since).
 */

/** Service ids, plan and variation codes as VTpass spells them ("mtn-data", "dstv-padi", "waec-registraion"). */
const code = z.string().regex(/^[A-Za-z0-9._-]{1,80}$/);
/** As typed: the form normalises and checks it. */
const phone = z.string().regex(/^[0-9+()\s-]{1,20}$/);
const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
/** A value that does not fit is dropped alone; the rest of the form is still filled. */
const field = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const PREFILL_SCHEMAS = {
  airtime: z.object({ network: field(code), amount: field(amount), phone: field(phone) }),
  data: z.object({ network: field(code), plan: field(code), phone: field(phone) }),
  electricity: z.object({
    disco: field(code),
    meter: field(z.string().regex(/^\d{1,13}$/)),
    meter_type: field(z.enum(METER_TYPES)),
    amount: field(amount),
    phone: field(phone),
  }),
  paytv: z.object({
    provider: field(z.enum(PAYTV_PROVIDER_OPTIONS.map((p) => p.value) as ["dstv", "gotv", "startimes"])),
    smartcard: field(z.string().regex(/^\d{1,20}$/)),
    plan: field(code),
    phone: field(phone),
  }),
  exam: z.object({
    exam: field(code),
    variation: field(code),
    quantity: field(z.string().regex(/^\d{1,2}$/)),
    phone: field(phone),
    profile: field(z.string().regex(/^[A-Za-z0-9]{1,30}$/)),
  }),
} as const;

export type PrefillService = keyof typeof PREFILL_SCHEMAS;
export type Prefill<S extends PrefillService> = z.output<(typeof PREFILL_SCHEMAS)[S]>;

/** The entry form's values from its address's query (the first value of each key); anything unusable is left out. */
export function readPrefill<S extends PrefillService>(
  service: S,
  query: { get(key: string): string | null },
): Prefill<S> {
  const schema = PREFILL_SCHEMAS[service];
  const raw = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, query.get(k) ?? undefined]));
  return schema.parse(raw) as Prefill<S>;
}

/** The history's service keys as the entry forms name them. */
const FORM_OF: Record<ServiceKey, PrefillService> = {
  airtime: "airtime",
  data: "data",
  electricity: "electricity",
  cabletv: "paytv",
  exam: "exam",
};

const text = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : undefined;

/** Naira as the amount fields take it: "1500", or "1500.50" when there are kobo. */
const nairaText = (kobo: number) => (kobo % 100 === 0 ? String(kobo / 100) : koboToNairaText(kobo));

/** The query of each form, from a purchase's details (server/purchases/orders.ts names them). */
function queryOf(form: PrefillService, tx: TransactionItem): Record<string, string | undefined> {
  const d = tx.details;
  switch (form) {
    case "airtime":
      return { network: text(d.network), amount: nairaText(tx.amount_kobo), phone: text(d.phone) };
    case "data":
      return { network: text(d.network), plan: text(d.variation_code), phone: text(d.phone) };
    case "electricity":
      return {
        disco: text(d.disco),
        meter: text(d.meter_number),
        meter_type: text(d.meter_type),
        amount: nairaText(tx.amount_kobo),
        phone: text(d.phone),
      };
    case "paytv":
      return {
        provider: text(d.provider),
        smartcard: text(d.smartcard_number),
        plan: text(d.variation_code),
        phone: text(d.phone),
      };
    case "exam":
      return {
        exam: text(d.exam_service_id),
        variation: text(d.variation_code),
        quantity: text(d.quantity),
        phone: text(d.phone),
        profile: text(d.profile_id),
      };
  }
}

/**
 * The entry form's address filled with a purchase's values, or null for what cannot be bought again
 * (funding, refunds, cashback, invoice payments). Only values the form would accept are kept.
 */
export function buyAgainHref(tx: Pick<TransactionItem, "type" | "service" | "amount_kobo" | "details">): string | null {
  if (tx.type !== "purchase" || !isServiceKey(tx.service)) return null;
  const form = FORM_OF[tx.service];
  const wanted = queryOf(form, tx as TransactionItem);
  const accepted = readPrefill(form, { get: (k) => wanted[k] ?? null }) as Record<string, string | undefined>;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(accepted)) if (v !== undefined) query.set(k, v);
  const href = BILL_SERVICES[tx.service].href;
  const search = query.toString();
  return search ? `${href}?${search}` : href;
}
