"use client";
import { useEffect, useRef } from "react";
import { readEntryDraft, type DraftValues } from "@/lib/purchases/entry-draft";
import type { PurchaseService } from "@/lib/purchases/request-id";

/**
 * Puts back what the customer entered before going to the summary ('Edit details', Back): read
 * once after mounting, since sessionStorage exists only in the browser (the server renders the
 * form empty, then this fills it). A page opened with values in its address ("Buy again",
 * lib/purchases/buy-again.ts) is a new order: those values win over an older draft.
 */
export function useEntryDraft(service: PurchaseService, restore: (draft: DraftValues) => void): void {
  const restoreRef = useRef(restore);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).size > 0) return;
    const draft = readEntryDraft(service);
    if (draft) restoreRef.current(draft);
  }, [service]);
}
