"use client";
import { useState } from "react";
import type { BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { networkLabel, networkOfNumber, networkOfService, type MobileNetwork } from "@/lib/purchases/network-prefixes";

/** Where the form's network came from: the customer's own pick, the number's prefix, or a beneficiary. */
type Source = "customer" | "prefix" | "saved" | "start";

/**
 * The airtime and data forms' network (issue 18): typing a number picks the network of its prefix
 * (lib/purchases/network-prefixes.ts) until the customer picks one themselves (a ported number);
 * a saved number brings the network remembered for it. `idOf` spells a network as the form's list
 * does ("mtn" for airtime, "mtn-data" for data).
 */
export function useNetworkFromNumber(initial: string, idOf: (n: MobileNetwork) => string) {
  const [networkId, setNetworkId] = useState(initial);
  const [source, setSource] = useState<Source>(initial ? "customer" : "start");
  const [saved, setSaved] = useState<BeneficiaryView | null>(null);

  /** The phone field changed (typed, pasted, or rewritten to 080... by the phone library). Answers the network now chosen. */
  function phoneChanged(text: string): string {
    setSaved(null);
    if (source === "customer") return networkId;
    const found = networkOfNumber(text.trim());
    if (found) {
      setNetworkId(idOf(found));
      setSource("prefix");
      return idOf(found);
    }
    if (source === "prefix" || source === "saved") setSource("start"); // the number no longer says: keep the network shown, unclaimed
    return networkId;
  }

  /** The customer picked a network in the list. */
  function pickedByCustomer(id: string) {
    setNetworkId(id);
    setSource("customer");
  }

  /** A saved number was chosen: its remembered network, if any (else the prefix's). */
  function chooseSaved(b: BeneficiaryView): string {
    setSaved(b);
    if (!b.network) return networkId;
    setNetworkId(idOf(b.network));
    setSource("saved");
    return idOf(b.network);
  }

  /** A number chosen without a beneficiary (My number): its prefix decides, as if typed. */
  function chooseNumber(phone: string): string {
    setSaved(null);
    const found = networkOfNumber(phone);
    if (!found) return networkId;
    setNetworkId(idOf(found));
    setSource("prefix");
    return idOf(found);
  }

  /** Restored from a draft: as the customer left it. */
  function restore(id: string) {
    setNetworkId(id);
    setSource(id ? "customer" : "start");
  }

  const current = networkLabel(networkOfService(networkId));
  const hint =
    source === "prefix" && current
      ? `Picked from the number: ${current}. Change it if the number moved to another network.`
      : source === "saved" && saved?.network_overridden && current
        ? `Your choice for this number: ${current} (its prefix says ${networkLabel(saved.network_from_prefix) ?? "nothing"}).`
        : undefined;

  return { networkId, hint, phoneChanged, pickedByCustomer, chooseSaved, chooseNumber, restore };
}
