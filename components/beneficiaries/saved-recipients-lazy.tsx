"use client";
import { clientOnlyLazy } from "@/components/ui/client-only-lazy";
import { SavedNumbersPlaceholder } from "./saved-recipients-placeholder";

const load = () => import("./saved-recipients").then((m) => m.SavedRecipients);

/**
 * The entry forms' saved recipients, loaded after the page: the list comes from the API anyway, so
 * its code (and the beneficiaries contract) stays out of the purchase pages' first-load
 * JavaScript (e2e/page-weight.spec.ts).
 */
export const SavedRecipientsLazy = clientOnlyLazy(load);

/** The same for phone fields, whose "My number" always shows: its place is kept while it loads. */
export const SavedNumbersLazy = clientOnlyLazy(load, () => <SavedNumbersPlaceholder />);
