"use client";
import { discosResponse } from "@/lib/contracts/purchases";
import { FALLBACK_DISCOS } from "@/lib/purchases/catalog";
import { useBffList } from "./use-bff-list";

/**
 * The electricity providers (discos) to choose from: VTpass's list through the BFF, or the
 * built-in list when it fails or is empty (`fallback`). `enabled` false loads nothing yet.
 */
export function useDiscos(enabled = true) {
  const list = useBffList(enabled ? { path: "/api/electricity/discos" } : null, discosResponse, (d) => d.data.discos);
  const fallback = list.status === "error" || list.status === "empty";
  return { list, fallback, options: fallback ? FALLBACK_DISCOS : list.items };
}
