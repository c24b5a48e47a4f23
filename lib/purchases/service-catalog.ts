/**
 * The service catalogue: the one home of the five bill services' keys, names, entry pages and
 * tile colours, and of the mobile networks' display names. The API (history `service` values,
 * journal descriptions, admin labels) and the web (tiles, grids, history, receipts) read it; the
 * icons are drawn in components/services/service-icon.tsx, keyed by the same keys.
 * No imports: the API loads this file too.
 */

/** History `service` values of the purchases = the dashboard's tile keys (spec 9). */
export const SERVICE_KEYS = ["airtime", "data", "electricity", "cabletv", "exam"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export interface BillService {
  key: ServiceKey;
  /** What customers read on the tiles, the 'Purchase more services' grid and the history. */
  name: string;
  /** One purchase of it, on the transaction details after payment. */
  itemName: string;
  /** One purchase of it, on the PDF receipt. */
  receiptName: string;
  /** The API's texts (journal descriptions, "… purchases are temporarily unavailable.") and the admin screens. */
  operatorName: string;
  /** The entry page. */
  href: string;
  /** The dashboard tile's icon colour and the soft background behind it. */
  colour: string;
  soft: string;
}

/** The names differ by place as the product shipped them; change one here and every place follows. */
export const BILL_SERVICES: Readonly<Record<ServiceKey, BillService>> = {
  airtime: {
    key: "airtime",
    name: "Airtime",
    itemName: "Airtime",
    receiptName: "Airtime",
    operatorName: "Airtime",
    href: "/airtime",
    colour: "#0b6b3a",
    soft: "#e7f4ec",
  },
  data: {
    key: "data",
    name: "Data",
    itemName: "Data",
    receiptName: "Mobile Data",
    operatorName: "Data",
    href: "/data-purchase",
    colour: "#2563eb",
    soft: "#e8f0fe",
  },
  electricity: {
    key: "electricity",
    name: "Electricity",
    itemName: "Electricity",
    receiptName: "Electricity",
    operatorName: "Electricity",
    href: "/electricity-purchase",
    colour: "#b45309",
    soft: "#fff4e0",
  },
  cabletv: {
    key: "cabletv",
    name: "Cable TV",
    itemName: "Cable TV",
    receiptName: "Cable TV",
    operatorName: "PayTV",
    href: "/paytv",
    colour: "#7c3aed",
    soft: "#f1eafd",
  },
  exam: {
    key: "exam",
    name: "Exam Pins",
    itemName: "Exam Pin",
    receiptName: "Exam Pin",
    operatorName: "Exam pin",
    href: "/exam-pin",
    colour: "#be123c",
    soft: "#fde8ee",
  },
};

/** Spec 2.5: the dashboard's Bill Services tiles, in this order. */
export const DASHBOARD_TILES: readonly ServiceKey[] = ["data", "electricity", "cabletv", "airtime", "exam"];

/** Spec 2.9: the 'Purchase more services' grid after a payment, in this order. */
export const MORE_SERVICES: readonly ServiceKey[] = SERVICE_KEYS;

export const isServiceKey = (value: string): value is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(value);

type NameField = "name" | "itemName" | "receiptName" | "operatorName";

/** One name column of the catalogue as key -> name, in SERVICE_KEYS order. */
export function serviceNames(field: NameField): Record<ServiceKey, string> {
  return Object.fromEntries(SERVICE_KEYS.map((key) => [key, BILL_SERVICES[key][field]])) as Record<ServiceKey, string>;
}

/** The history's one `service` value that is not a purchase: a bank transfer into the wallet. */
export const WALLET_FUNDING = {
  key: "wallet_funding",
  name: "Wallet Funding",
  operatorName: "Wallet funding",
} as const;

/** Every history `service` value as the admin screens name it (their lists and filters, in this order). */
export const OPERATOR_SERVICE_NAMES: Readonly<Record<string, string>> = {
  ...serviceNames("operatorName"),
  [WALLET_FUNDING.key]: WALLET_FUNDING.operatorName,
};

/** Display names of the mobile networks by VTpass serviceID (VTpass calls 9mobile "etisalat"). */
export const NETWORK_NAMES: Readonly<Record<string, string>> = {
  mtn: "MTN",
  glo: "GLO",
  airtel: "Airtel",
  etisalat: "9mobile",
};
