import { adminAllowlistRoute } from "@/lib/admin/admin-bff";

/** Admin calls from the browser: forwarded to /api/admin/* only when listed in lib/admin/admin-allowed-paths.ts. */
const route = adminAllowlistRoute();

export const GET = route.GET;
export const POST = route.POST;
export const PUT = route.PUT;
