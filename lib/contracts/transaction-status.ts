/**
 * Stored transaction statuses that mean the money did its job: the admin screens show and filter
 * them as "successful" (spec 4), customers read them as "Delivered". No zod here, so the client
 * tables and the customer pages import it without loading a contract file.
 */
export const SUCCESS_STATUSES = ["success", "delivered", "successful"];

/** Whether a stored status (any case) is one of SUCCESS_STATUSES. */
export const isSuccessStatus = (status: string): boolean => SUCCESS_STATUSES.includes(status.toLowerCase());
