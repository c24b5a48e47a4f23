import type { TransactionItem } from "@/lib/contracts/wallet";
import { koboToNairaText } from "@/lib/money";
import type { PrefillService } from "./buy-again";
import { BILL_SERVICES, isServiceKey, type ServiceKey } from "./service-catalog";

/**
 * "Buy again": a past purchase as the address of its entry form with the form's values in the
 * query (/airtime?network=mtn&amount=500&phone=08011111111). The query carries only what the
 * customer typed or chose, never a token or pin. No zod here: the history's table builds these
 * links as it renders, and the form checks what it reads (lib/purchases/buy-again.ts).
 */

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

/**
 * What the purchase bought (kobo): its list price when a level's discount made the debit lower
 * (server/levels/price-quote.ts keeps it in the details), else the amount debited. Buying again buys
 * the same airtime or units, priced again at the customer's level.
 */
const faceKobo = (tx: TransactionItem): number =>
  typeof tx.details.list_price_kobo === "number" && Number.isInteger(tx.details.list_price_kobo)
    ? tx.details.list_price_kobo
    : tx.amount_kobo;

/** The query of each form, from a purchase's details (server/purchases/orders.ts names them). */
function queryOf(form: PrefillService, tx: TransactionItem): Record<string, string | undefined> {
  const d = tx.details;
  switch (form) {
    case "airtime":
      return { network: text(d.network), amount: nairaText(faceKobo(tx)), phone: text(d.phone) };
    case "data":
      return { network: text(d.network), plan: text(d.variation_code), phone: text(d.phone) };
    case "electricity":
      return {
        disco: text(d.disco),
        meter: text(d.meter_number),
        meter_type: text(d.meter_type),
        amount: nairaText(faceKobo(tx)),
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
 * (funding, refunds, cashback, invoice payments). The form keeps only the values it would accept
 * when it reads the address (readPrefill).
 */
export function buyAgainHref(tx: Pick<TransactionItem, "type" | "service" | "amount_kobo" | "details">): string | null {
  if (tx.type !== "purchase" || !isServiceKey(tx.service)) return null;
  const form = FORM_OF[tx.service];
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(queryOf(form, tx as TransactionItem))) if (v !== undefined) query.set(k, v);
  const href = BILL_SERVICES[tx.service].href;
  const search = query.toString();
  return search ? `${href}?${search}` : href;
}
