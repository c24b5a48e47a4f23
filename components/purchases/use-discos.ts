"use client";
import { discosAnswer } from "@/lib/client/contract-loaders";
import type { DiscosAnswer } from "@/lib/contracts/purchases";
import { FALLBACK_DISCOS } from "@/lib/purchases/catalog";
import { useBffList } from "./use-bff-list";

/**
 * The electricity providers (discos) to choose from: VTpass's list through the BFF, or the
 * built-in list when it fails or is empty (`fallback`). `enabled` false loads nothing yet; `seed`
 * is the list as the server page read it.
 */
export function useDiscos(enabled = true, seed: DiscosAnswer | null = null) {
  const list = useBffList(
    enabled ? { path: "/api/electricity/discos" } : null,
    discosAnswer,
    (d) => d.data.discos,
    seed,
  );
  const fallback = list.status === "error" || list.status === "empty";
  return { list, fallback, options: fallback ? FALLBACK_DISCOS : list.items };
}
