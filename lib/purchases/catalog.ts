import { EXAM_QUANTITY_MAX } from "@/lib/contracts/purchase-rules";
import type { Disco } from "@/lib/contracts/purchases";
import { isSuccessStatus } from "@/lib/contracts/transaction-status";
import { formatLagosDateTimeText } from "@/lib/dates";

/** Spec 8 and 9: the built-in list used when the disco list cannot load (10 distribution companies). */
export const FALLBACK_DISCOS: readonly Disco[] = [
  { serviceID: "ikeja-electric", name: "Ikeja Electric (IKEDC)" },
  { serviceID: "eko-electric", name: "Eko Electric (EKEDC)" },
  { serviceID: "abuja-electric", name: "Abuja Electric (AEDC)" },
  { serviceID: "kano-electric", name: "Kano Electric (KEDCO)" },
  { serviceID: "portharcourt-electric", name: "Port Harcourt Electric (PHED)" },
  { serviceID: "jos-electric", name: "Jos Electric (JED)" },
  { serviceID: "ibadan-electric", name: "Ibadan Electric (IBEDC)" },
  { serviceID: "kaduna-electric", name: "Kaduna Electric (KAEDCO)" },
  { serviceID: "enugu-electric", name: "Enugu Electric (EEDC)" },
  { serviceID: "benin-electric", name: "Benin Electric (BEDC)" },
];

/** Spec 3: PayTV provider options. */
export const PAYTV_PROVIDER_OPTIONS: readonly { value: "dstv" | "gotv" | "startimes"; label: string }[] = [
  { value: "dstv", label: "DStv" },
  { value: "gotv", label: "GOtv" },
  { value: "startimes", label: "StarTimes" },
];

/** VTpass sells several cards in one purchase for the WAEC result checker only; the API refuses more than one elsewhere. */
export function examMaxQuantity(serviceID: string): number {
  return serviceID.toLowerCase() === "waec" ? EXAM_QUANTITY_MAX : 1;
}

export const isJamb = (serviceID: string) => serviceID.toLowerCase() === "jamb";

/** A transaction date in the product's one format ("1 Mar 2025, 2:05 pm"); the raw text when it is not a date. */
export const formatDateTime = (iso: string | null | undefined): string => formatLagosDateTimeText(iso);

/** Status words as customers read them. */
export function statusLabel(status: string): string {
  const s = status.toLowerCase();
  if (isSuccessStatus(s)) return "Delivered";
  if (s === "pending") return "Pending";
  if (s === "failed") return "Failed";
  if (s === "checking") return "Checking"; // an answer lost on the way, being looked up
  return status;
}
