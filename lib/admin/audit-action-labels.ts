import type { AuditAction } from "@/lib/contracts/admin-audit";

/** Each audited admin action as the audit log names it (its filter and its table). */
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  "customer.status": "Customer status",
  "cashback_rate.set": "Cashback rate",
  "service.switch": "Service on/off",
  "purchase.requery": "Requery",
  "purchase.refund": "Refund",
  "provider_alert.resolve": "Provider alert resolved",
  "case.update": "Case updated",
  "case.credit": "Case credited",
  "schedule.pause": "Schedule paused",
  "level.update": "Level prices",
  "level.grant": "Level granted",
  "referral.settings": "Referral programme",
};
