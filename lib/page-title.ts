/** The product's name in the browser tab: "Airtime summary · Naira Wallet" (the root layout's template). */
export const PRODUCT_NAME = "Naira Wallet";
export const TITLE_TEMPLATE = `%s · ${PRODUCT_NAME}`;

/** A page's full tab title, as Next's metadata template writes it, for a view that changes it in the browser. */
export const pageTitle = (title: string) => TITLE_TEMPLATE.replace("%s", title);
