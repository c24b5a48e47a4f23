import { CUSTOMER_ALLOWED_PATHS } from "@/lib/bff/allowed-paths";
import { allowlistRoute } from "@/lib/bff/allowlist-route";

/** Every other customer call: forwarded only when listed in lib/bff/allowed-paths.ts. */
const route = allowlistRoute("customer", CUSTOMER_ALLOWED_PATHS);

export const GET = route.GET;
export const POST = route.POST;
export const PUT = route.PUT;
export const DELETE = route.DELETE;
