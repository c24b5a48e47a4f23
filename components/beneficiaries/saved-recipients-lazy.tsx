"use client";
import dynamic from "next/dynamic";

/**
 * The entry forms' saved recipients, loaded after the page: the list comes from the API anyway, so
 * its code (and the beneficiaries contract) stays out of the purchase pages' first-load
 * JavaScript (e2e/page-weight.spec.ts).
 */
export const SavedRecipientsLazy = dynamic(() => import("./saved-recipients").then((m) => m.SavedRecipients), {
  ssr: false,
});
