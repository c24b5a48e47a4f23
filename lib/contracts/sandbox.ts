import { z } from "zod";

/** Answers of the sandbox-only API (never mounted in production). */

/** A file the mail carried; the sandbox keeps only its name, type and size in bytes. */
export const outboxAttachment = z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() });

export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(outboxAttachment),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** GET /api/sandbox/outbox: mail the sandbox would have sent, newest first. */
export const outboxResponse = z.object({ messages: z.array(outboxMessage) });

/** POST /api/sandbox/simulate-transfer: the simulated bank's reference; the credit follows as a webhook. */
export const simulateTransferResponse = z.object({ message: z.string(), transaction_reference: z.string() });

/** POST /api/sandbox/release-notification: the held-back webhook was sent; the API's answer to it. */
export const releaseNotificationResponse = z.object({ message: z.string(), webhook_status: z.number().nullable() });
