/**
 * Rows a page of every list, customer and admin, unless per_page says otherwise (spec 3 and 9: 8).
 * No zod here, so the history's client code reads it without loading a contract file.
 */
export const PAGE_SIZE = 8;
