-- Deliveries recorded before the status code alone said an answer's HTTP status (commit 610c86d)
-- kept "HTTP <code>" as their error too, and GET /api/webhook-deliveries answered it twice. The
-- error is only what no code says (a timeout, a refused connection): drop the copies.
UPDATE "webhook_deliveries" SET "last_error" = NULL
WHERE "last_status_code" IS NOT NULL AND "last_error" = 'HTTP ' || "last_status_code";
