import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** What an admin can do that the audit log records (also the log's action filter). */
export const AUDIT_ACTIONS = [
  "customer.status",
  "cashback_rate.set",
  "service.switch",
  "purchase.requery",
  "purchase.refund",
  "provider_alert.resolve",
  "case.update",
  "case.credit",
  "schedule.pause",
  "level.update",
  "level.grant",
  "referral.settings",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin action: who, what, when, before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** What the target is called ("Ada Obi", "Airtime for Ada Obi", "Cable TV"); null when only the id is known. */
  target_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit-log: newest first. */
export const adminAuditLogResponse = z.object({
  status: successStatus,
  entries: z.array(auditEntrySchema),
  pagination: paginationResponse,
});
