import type { AllowedPath } from "@/lib/bff/allowed-paths";

/**
 * What the admin BFF (app/api/admin/[...path]) forwards to /api/admin/* with the admin token.
 * Anything else answers 404. Login, logout and session-expired have their own handlers.
 */
export const ADMIN_PATHS: readonly AllowedPath[] = [
  { pattern: "user", methods: ["GET"] },
  { pattern: "stats", methods: ["GET"] },
  { pattern: "stats/series", methods: ["GET"] },
  { pattern: "transactions", methods: ["GET"] },
  // Streamed through as CSV (see admin-bff.ts); listed before transactions/:id.
  { pattern: "transactions/export.csv", methods: ["GET"], binary: true },
  { pattern: "transactions/:id", methods: ["GET"] },
  { pattern: "transactions/:id/requery", methods: ["POST"] },
  { pattern: "transactions/:id/refund", methods: ["POST"] },
  { pattern: "customers", methods: ["GET"] },
  { pattern: "customers/:id", methods: ["GET"] },
  { pattern: "customers/:id/status", methods: ["POST"] },
  { pattern: "pending-purchases", methods: ["GET"] },
  { pattern: "audit-log", methods: ["GET"] },
  { pattern: "settings/services", methods: ["GET", "PUT"] },
  { pattern: "settings/providers", methods: ["GET"] },
  { pattern: "sandbox/failed-purchase", methods: ["POST"], sandboxOnly: true },
  { pattern: "virtual-accounts", methods: ["GET"] },
  { pattern: "webhook-events", methods: ["GET"] },
  { pattern: "ledger-check", methods: ["GET"] },
  { pattern: "provider-alerts", methods: ["GET"] },
  { pattern: "provider-alerts/:id/resolve", methods: ["POST"] },
  { pattern: "provider-breakers", methods: ["GET"] },
  { pattern: "settings/cashback-rates", methods: ["GET", "PUT"] },
  { pattern: "cases", methods: ["GET"] },
  // Listed before cases/:id.
  { pattern: "cases/summary", methods: ["GET"] },
  { pattern: "cases/:id", methods: ["GET", "POST"] },
  { pattern: "cases/:id/requery", methods: ["POST"] },
  { pattern: "cases/:id/refund", methods: ["POST"] },
  { pattern: "cases/:id/credit", methods: ["POST"] },
  { pattern: "schedules/:id/pause", methods: ["POST"] },
  { pattern: "levels", methods: ["GET"] },
  { pattern: "levels/:id", methods: ["PUT"] },
  { pattern: "customers/:id/level", methods: ["PUT"] },
  { pattern: "reports/profit", methods: ["GET"] },
  { pattern: "referrals", methods: ["GET"] },
  { pattern: "referrals/settings", methods: ["PUT"] },
];
