import type { CustomerStatus } from "@/lib/contracts/admin-customers";
import { WEBHOOK_OUTCOME_FILTERS } from "@/lib/contracts/admin-webhooks";
import { OPERATOR_SERVICE_NAMES } from "../purchases/service-catalog";
import { PURCHASE_CHANNEL_LABELS } from "../purchase-channels";
import { sentence } from "./admin-format";
import { AUDIT_ACTION_LABEL } from "./audit-action-labels";

/**
 * The admin screens' filter choices. The values are the API's own lists (lib/contracts); only the
 * labels and their order belong to the screens. A Record over the API's type makes a new value
 * fail to compile until it has a label here.
 */
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const CUSTOMER_STATUS_LABEL: Record<CustomerStatus, string> = {
  active: "Active",
  suspended: "Suspended",
  inactive: "Inactive",
};
export const CUSTOMER_STATUS_OPTIONS = options(CUSTOMER_STATUS_LABEL);

export const AUDIT_ACTION_OPTIONS = options(AUDIT_ACTION_LABEL);

/** A webhook outcome as the admin reads it, in sentence case: "rejected_signature" → "Rejected signature". */
export const webhookOutcomeLabel = sentence;
export const WEBHOOK_OUTCOME_OPTIONS = WEBHOOK_OUTCOME_FILTERS.map((o) => ({
  value: o,
  label: webhookOutcomeLabel(o),
}));

/** The list's services: the five purchase services and wallet funding. */
export const TRANSACTION_SERVICE_OPTIONS = options(OPERATOR_SERVICE_NAMES);

/** How purchases were asked for; fundings, refunds and cashback have no channel. */
export const TRANSACTION_CHANNEL_OPTIONS = options(PURCHASE_CHANNEL_LABELS);

/** "successful" is the API's filter for every stored success status (SUCCESS_STATUSES). */
export const TRANSACTION_STATUS_OPTIONS = [
  { value: "successful", label: "Successful" },
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Pending" },
  { value: "reversed", label: "Reversed" },
];

/** The option's value when `raw` is one of them, else "" (no filter). */
export const optionValue = (opts: readonly { value: string }[], raw: string): string =>
  opts.some((o) => o.value === raw) ? raw : "";
