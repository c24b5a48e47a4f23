import type { ServiceKey } from "@/lib/purchases/service-catalog";

/** Each entry page's heading: the page and its loading state show the same one. */
export const ENTRY_PAGE_HEADS: Record<ServiceKey, { title: string; subtitle: string }> = {
  airtime: { title: "Buy Airtime", subtitle: "Top up any Nigerian line from your wallet." },
  data: { title: "Buy Data", subtitle: "Data bundles for every network." },
  electricity: { title: "Buy Electricity", subtitle: "Prepaid tokens and postpaid bills for every DisCo." },
  cabletv: { title: "Cable TV", subtitle: "Renew DStv, GOtv or StarTimes." },
  exam: { title: "Exam Pins", subtitle: "WAEC result checker, WAEC registration and JAMB pins." },
};
