import { CUSTOMER_ALLOWED_PATHS } from "@/lib/bff/allowed-paths";
import { allowlistRoute } from "@/lib/bff/allowlist-route";

/** Every other customer call: forwarded only when listed in lib/bff/allowed-paths.ts. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = allowlistRoute("customer", CUSTOMER_ALLOWED_PATHS);
