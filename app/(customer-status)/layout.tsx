/**
 * Customer pages that answer a real HTTP status (404 for a transaction that is not the customer's):
 * the same verified session and shell as every customer page, but outside (customer)/loading.tsx,
 * whose Suspense fallback starts the response with 200 before the page can call notFound().
 */
export { default } from "../(customer)/layout";
