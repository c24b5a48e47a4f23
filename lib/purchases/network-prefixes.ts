/**
 * The mobile network of a Nigerian number from its prefix: the one table of the product.
 *
 * Source: the Nigerian Communications Commission's National Numbering Plan, the number blocks
 * allocated to each operator (ncc.gov.ng, "Numbering" / "Allocation of numbering resources"),
 * as the networks themselves publish them. Five-digit blocks (07025, 07026: Visafone's blocks,
 * now MTN's) are looked up before the four-digit ones. A prefix not listed (08011111111, the
 * sandbox's numbers, a new block) picks no network: the customer chooses.
 *
 * Numbers move between networks (mobile number portability since 2013), so this is only a first
 * guess: the customer can change it, and a beneficiary remembers the change.
 *
 * Keys are VTpass's airtime serviceIDs (VTpass calls 9mobile "etisalat"); the data form's ids add
 * "-data" (networkOfService).
 */
import { NETWORK_NAMES } from "./service-catalog";

export const MOBILE_NETWORKS = ["mtn", "airtel", "glo", "etisalat"] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];

export const NETWORK_PREFIXES: Readonly<Record<MobileNetwork, readonly string[]>> = {
  mtn: [
    "0703",
    "0704",
    "0706",
    "07025",
    "07026",
    "0803",
    "0806",
    "0810",
    "0813",
    "0814",
    "0816",
    "0903",
    "0906",
    "0913",
    "0916",
  ],
  airtel: ["0701", "0708", "0802", "0808", "0812", "0901", "0902", "0904", "0907", "0911", "0912"],
  glo: ["0705", "0805", "0807", "0811", "0815", "0905", "0915"],
  etisalat: ["0809", "0817", "0818", "0908", "0909"],
};

const BY_PREFIX: ReadonlyMap<string, MobileNetwork> = new Map(
  MOBILE_NETWORKS.flatMap((n) => NETWORK_PREFIXES[n].map((p) => [p, n] as const)),
);

/** The network a national number (08031234567) was allocated to, or null when its prefix is not in the table. */
export function networkOfNumber(national: string): MobileNetwork | null {
  if (!/^0\d{10}$/.test(national)) return null;
  return BY_PREFIX.get(national.slice(0, 5)) ?? BY_PREFIX.get(national.slice(0, 4)) ?? null;
}

/** The mobile network of an airtime or data serviceID ("mtn", "mtn-data"), or null for another id. */
export function networkOfService(serviceID: string): MobileNetwork | null {
  const base = serviceID.replace(/-data$/, "");
  return (MOBILE_NETWORKS as readonly string[]).includes(base) ? (base as MobileNetwork) : null;
}

/** A network as customers read it ("MTN", "9mobile"), or null. */
export const networkLabel = (n: MobileNetwork | null): string | null => (n ? (NETWORK_NAMES[n] ?? n) : null);
