import type { AllowedPath } from "@/lib/bff/allowed-paths";

/**
 * What the admin BFF (app/api/admin/[...path]) forwards to /api/admin/* with the admin token.
 * Anything else answers 404. Login, logout and session-expired have their own handlers.
 */
export const ADMIN_PATHS: readonly AllowedPath[] = [
  { pattern: "user", methods: ["GET"] },
  { pattern: "stats", methods: ["GET"] },
  { pattern: "transactions", methods: ["GET"] },
  { pattern: "customers", methods: ["GET"] },
  { pattern: "customers/:id/status", methods: ["POST"] },
  { pattern: "virtual-accounts", methods: ["GET"] },
  { pattern: "webhook-events", methods: ["GET"] },
  { pattern: "ledger-check", methods: ["GET"] },
  { pattern: "settings/cashback-rates", methods: ["GET", "PUT"] },
];
