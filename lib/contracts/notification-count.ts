import { z } from "zod";

/**
 * The bell's answer (GET /api/notifications/unread-count), in a file of its own: the top bar is on
 * every customer page, and this keeps the rest of the notifications contract (and the money rules
 * it uses) off pages that do not need them.
 */
export const unreadCountResponse = z.object({ unread: z.number().int() });
