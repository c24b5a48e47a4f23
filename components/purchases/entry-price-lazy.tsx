"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";

/**
 * The entry forms' "You pay" line, loaded after the page: the quote comes from the API anyway, so
 * its code (and the price-quote contract) stays out of the purchase pages' first-load JavaScript
 * (e2e/page-weight.spec.ts: with it inline, /exam-pin was 1.503x the framework minimum).
 */
export const EntryPrice = clientOnlyLazy(() => import("./your-price").then((m) => m.EntryPrice));
