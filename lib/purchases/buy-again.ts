import { z } from "zod";
import { METER_TYPES } from "@/lib/contracts/purchase-rules";
import { firstParamOrNull, type QueryParams } from "@/lib/search-params";
import { PAYTV_PROVIDER_OPTIONS } from "./catalog";

/**
 * "Buy again", the forms' side: an entry page reads the values a Buy again address carries
 * (lib/purchases/buy-again-href.ts) on the server and hands its form only what the form would
 * accept (the browser loads no schema for it); it still checks everything on submit, and a meter, smartcard or
 * JAMB profile is verified again (its owner may have changed since).
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

/** readPrefill on a page's query, as a server page receives it. */
export function prefillFromParams<S extends PrefillService>(service: S, params: QueryParams): Prefill<S> {
  return readPrefill(service, { get: (key) => firstParamOrNull(params, key) });
}
