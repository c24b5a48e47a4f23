CREATE TABLE "list_positions" (
	"list" text PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_customers_created_idx";--> statement-breakpoint
DROP INDEX "virtual_accounts_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_position" bigint;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "list_position" bigint;--> statement-breakpoint
CREATE INDEX "users_customer_position_idx" ON "users" USING btree ("customer_position");--> statement-breakpoint
CREATE INDEX "virtual_accounts_list_position_idx" ON "virtual_accounts" USING btree ("list_position");--> statement-breakpoint
-- Numbered lists (server/db/schema/list-positions.ts): customers and virtual accounts get their
-- position, 1 to last with no gaps, in the transaction that writes them.
INSERT INTO list_positions (list, last) VALUES ('customers', 0), ('virtual_accounts', 0);
--> statement-breakpoint
-- Numbers the customer list again (1 to n, in the order it had; rows without a position, such as
-- an admin made a customer again, at the end): after a customer left it. O(customers), and rare:
-- the product never deletes a customer, and a customer made an admin is a command-line step.
CREATE OR REPLACE FUNCTION customers_number() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM list_positions WHERE list = 'customers' FOR UPDATE;
  UPDATE users SET customer_position = NULL WHERE is_admin AND customer_position IS NOT NULL;
  UPDATE users u SET customer_position = r.n
  FROM (
    SELECT id, row_number() OVER (ORDER BY customer_position NULLS LAST, created_at, id) AS n
    FROM users WHERE NOT is_admin
  ) r
  WHERE u.id = r.id AND u.customer_position IS DISTINCT FROM r.n;
  UPDATE list_positions SET last = (SELECT count(*) FROM users WHERE NOT is_admin) WHERE list = 'customers';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_number_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_number();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new customer takes the next position; the list's row stays locked until the sign-up commits.
CREATE OR REPLACE FUNCTION customers_take_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p bigint;
BEGIN
  UPDATE list_positions SET last = last + 1 WHERE list = 'customers' RETURNING last INTO p;
  UPDATE users SET customer_position = p WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_take_position AFTER INSERT ON users FOR EACH ROW
  WHEN (NOT NEW.is_admin) EXECUTE FUNCTION customers_take_position();
--> statement-breakpoint
CREATE TRIGGER users_leave_position AFTER DELETE ON users FOR EACH ROW
  WHEN (OLD.customer_position IS NOT NULL) EXECUTE FUNCTION customers_number_trigger();
--> statement-breakpoint
CREATE TRIGGER users_admin_changed AFTER UPDATE OF is_admin ON users FOR EACH ROW
  WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin) EXECUTE FUNCTION customers_number_trigger();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION customers_number_trigger();
--> statement-breakpoint
SELECT customers_number();
--> statement-breakpoint
-- The same for virtual accounts (one per customer, never deleted but with the customer).
CREATE OR REPLACE FUNCTION virtual_accounts_number() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM list_positions WHERE list = 'virtual_accounts' FOR UPDATE;
  UPDATE virtual_accounts v SET list_position = r.n
  FROM (
    SELECT id, row_number() OVER (ORDER BY list_position NULLS LAST, created_at, id) AS n FROM virtual_accounts
  ) r
  WHERE v.id = r.id AND v.list_position IS DISTINCT FROM r.n;
  UPDATE list_positions SET last = (SELECT count(*) FROM virtual_accounts) WHERE list = 'virtual_accounts';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION virtual_accounts_number_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM virtual_accounts_number();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION virtual_accounts_take_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p bigint;
BEGIN
  UPDATE list_positions SET last = last + 1 WHERE list = 'virtual_accounts' RETURNING last INTO p;
  UPDATE virtual_accounts SET list_position = p WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_take_position AFTER INSERT ON virtual_accounts FOR EACH ROW
  EXECUTE FUNCTION virtual_accounts_take_position();
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_leave_position AFTER DELETE ON virtual_accounts FOR EACH ROW
  WHEN (OLD.list_position IS NOT NULL) EXECUTE FUNCTION virtual_accounts_number_trigger();
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_truncated AFTER TRUNCATE ON virtual_accounts FOR EACH STATEMENT
  EXECUTE FUNCTION virtual_accounts_number_trigger();
--> statement-breakpoint
SELECT virtual_accounts_number();
