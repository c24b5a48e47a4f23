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
-- position, 1 to last with no gaps, in the transaction that writes them. Each list is named by
-- its list_positions row, its table, its position column and which of the table's rows belong to
-- it (a condition on the row): ('customers', users, customer_position, NOT is_admin) and
-- ('virtual_accounts', virtual_accounts, list_position, true).
INSERT INTO list_positions (list, last) VALUES ('customers', 0), ('virtual_accounts', 0);
--> statement-breakpoint
-- Numbers a list again, 1 to n in the order it had (rows without a position, such as an admin made
-- a customer again, at the end), after a row left it. O(rows), and rare: the product never deletes
-- a customer, and a customer made an admin is a command-line step.
CREATE OR REPLACE FUNCTION list_number(p_list text, p_table text, p_column text, p_members text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM list_positions WHERE list = p_list FOR UPDATE;
  EXECUTE format('UPDATE %1$I SET %2$I = NULL WHERE NOT (%3$s) AND %2$I IS NOT NULL', p_table, p_column, p_members);
  EXECUTE format(
    'UPDATE %1$I t SET %2$I = r.n
     FROM (SELECT id, row_number() OVER (ORDER BY %2$I NULLS LAST, created_at, id) AS n FROM %1$I WHERE %3$s) r
     WHERE t.id = r.id AND t.%2$I IS DISTINCT FROM r.n',
    p_table, p_column, p_members);
  EXECUTE format('UPDATE list_positions SET last = (SELECT count(*) FROM %1$I WHERE %2$s) WHERE list = %3$L',
    p_table, p_members, p_list);
END;
$$;
--> statement-breakpoint
-- As a trigger: TG_ARGV is (list, position column, members).
CREATE OR REPLACE FUNCTION list_number_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_number(TG_ARGV[0], TG_TABLE_NAME, TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new row takes the list's next position; the list's row stays locked until the writing
-- transaction commits. TG_ARGV is (list, position column).
CREATE OR REPLACE FUNCTION list_take_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p bigint;
BEGIN
  UPDATE list_positions SET last = last + 1 WHERE list = TG_ARGV[0] RETURNING last INTO p;
  EXECUTE format('UPDATE %I SET %I = $1 WHERE id = $2', TG_TABLE_NAME, TG_ARGV[1]) USING p, NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_take_position AFTER INSERT ON users FOR EACH ROW
  WHEN (NOT NEW.is_admin) EXECUTE FUNCTION list_take_position('customers', 'customer_position');
--> statement-breakpoint
CREATE TRIGGER users_leave_position AFTER DELETE ON users FOR EACH ROW
  WHEN (OLD.customer_position IS NOT NULL)
  EXECUTE FUNCTION list_number_trigger('customers', 'customer_position', 'NOT is_admin');
--> statement-breakpoint
CREATE TRIGGER users_admin_changed AFTER UPDATE OF is_admin ON users FOR EACH ROW
  WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin)
  EXECUTE FUNCTION list_number_trigger('customers', 'customer_position', 'NOT is_admin');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION list_number_trigger('customers', 'customer_position', 'NOT is_admin');
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_take_position AFTER INSERT ON virtual_accounts FOR EACH ROW
  EXECUTE FUNCTION list_take_position('virtual_accounts', 'list_position');
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_leave_position AFTER DELETE ON virtual_accounts FOR EACH ROW
  WHEN (OLD.list_position IS NOT NULL)
  EXECUTE FUNCTION list_number_trigger('virtual_accounts', 'list_position', 'true');
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_truncated AFTER TRUNCATE ON virtual_accounts FOR EACH STATEMENT
  EXECUTE FUNCTION list_number_trigger('virtual_accounts', 'list_position', 'true');
--> statement-breakpoint
SELECT list_number('customers', 'users', 'customer_position', 'NOT is_admin');
--> statement-breakpoint
SELECT list_number('virtual_accounts', 'virtual_accounts', 'list_position', 'true');
