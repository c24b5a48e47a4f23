import { adminAllowlistRoute } from "@/lib/admin/admin-bff";

/** Admin calls from the browser: forwarded to /api/admin/* only when listed in lib/admin/admin-allowed-paths.ts. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = adminAllowlistRoute();
