"use client";
import { useEffect, useRef } from "react";
import { readEntryDraft, type DraftValues } from "@/lib/purchases/entry-draft";
import type { PurchaseService } from "@/lib/purchases/request-id";

/**
 * Puts back what the customer entered before going to the summary ('Edit details', Back): read
 * once after mounting, since sessionStorage exists only in the browser (the server renders the
 * form empty, then this fills it).
 */
export function useEntryDraft(service: PurchaseService, restore: (draft: DraftValues) => void): void {
  const restoreRef = useRef(restore);
  useEffect(() => {
    const draft = readEntryDraft(service);
    if (draft) restoreRef.current(draft);
  }, [service]);
}
