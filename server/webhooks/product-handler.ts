import type { WebhookOutcome } from "../db/schema";
import type { AppContext } from "../http/context";
import type { SuccessfulTransactionEvent } from "../providers/monnify/monnify-schemas";

/** What handling one SUCCESSFUL_TRANSACTION event gave; stored on the event row. */
export interface HandlerResult {
  outcome: WebhookOutcome;
  reason?: string;
  userId?: string;
  amountKobo?: number;
  /** The event could not be settled now (e.g. the provider is down): answer non-200 so Monnify resends. */
  retryLater?: boolean;
}

/** Handles one signed SUCCESSFUL_TRANSACTION event for one product type; the event row is already stored. */
export type ProductHandler = (
  ctx: AppContext,
  event: SuccessfulTransactionEvent,
  eventId: string,
) => Promise<HandlerResult>;
