-- Issue 21 point 1: the ledger's writes as functions (one round trip per journal instead of one per
-- row), and the balanced-journal check run once per journal instead of once per row. The rules are
-- the ones server/wallet/ledger.ts describes; it calls these functions, and so do the purchase steps.

-- A journal's row, once per idempotency key: (its id, true) when this call created it; (the
-- existing journal's id, false) when one with the key exists (a concurrent twin is waited for).
CREATE OR REPLACE FUNCTION ledger_journal_open(
  p_kind text, p_key text, p_description text, p_metadata jsonb,
  OUT journal_id uuid, OUT created boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  INSERT INTO journals (kind, idempotency_key, description, metadata)
  VALUES (p_kind, p_key, p_description, p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING journals.id INTO journal_id;
  created := journal_id IS NOT NULL;
  IF NOT created THEN
    SELECT j.id INTO journal_id FROM journals j WHERE j.idempotency_key = p_key;
    IF journal_id IS NULL THEN
      RAISE EXCEPTION 'journal % vanished', p_key;
    END IF;
  END IF;
END;
$$;
--> statement-breakpoint
-- The entries of a journal just opened, then the balances they move, as the journal's last writes:
-- one conditional update per account (net of the journal's entries on it), in account-id order,
-- the same order for every journal, so concurrent journals never deadlock. An account that may not
-- go negative (a wallet) and would: SQLSTATE NW001, DETAIL its id, and nothing of the caller's
-- statement (or savepoint) is kept. Answers each moved account's balance after this journal.
CREATE OR REPLACE FUNCTION ledger_journal_apply(p_journal_id uuid, p_accounts uuid[], p_amounts bigint[])
RETURNS TABLE (account_id uuid, balance bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  acc uuid;
  net bigint;
  moved bigint;
BEGIN
  INSERT INTO ledger_entries (journal_id, account_id, amount)
  SELECT p_journal_id, e.a, e.m
  FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS e(a, m, n)
  ORDER BY e.n;
  FOR acc, net IN
    SELECT e.a, sum(e.m)::bigint FROM unnest(p_accounts, p_amounts) AS e(a, m) GROUP BY e.a ORDER BY e.a
  LOOP
    UPDATE ledger_accounts la SET balance = la.balance + net, updated_at = now()
    WHERE la.id = acc AND (la.allow_negative OR la.balance + net >= 0)
    RETURNING la.balance INTO moved;
    IF NOT FOUND THEN
      IF NOT EXISTS (SELECT 1 FROM ledger_accounts la WHERE la.id = acc) THEN
        RAISE EXCEPTION 'unknown ledger account %', acc USING ERRCODE = 'foreign_key_violation';
      END IF;
      RAISE EXCEPTION 'insufficient funds in ledger account %', acc USING ERRCODE = 'NW001', DETAIL = acc::text;
    END IF;
    account_id := acc;
    balance := moved;
    RETURN NEXT;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A whole journal in one call (no rows of the caller's between the journal and its balances): one
-- row (id, false, NULL, NULL) when the key was posted before, else one row per moved account.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_key text, p_description text, p_metadata jsonb, p_accounts uuid[], p_amounts bigint[]
) RETURNS TABLE (journal_id uuid, created boolean, account_id uuid, balance bigint) LANGUAGE plpgsql AS $$
DECLARE
  j record;
BEGIN
  SELECT o.journal_id, o.created INTO j FROM ledger_journal_open(p_kind, p_key, p_description, p_metadata) o;
  IF NOT j.created THEN
    RETURN QUERY SELECT j.journal_id, false, NULL::uuid, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT j.journal_id, true, b.account_id, b.balance FROM ledger_journal_apply(j.journal_id, p_accounts, p_amounts) b;
END;
$$;
--> statement-breakpoint
-- The balanced-journal check once per journal (it ran once per entry row and once more per journal):
-- after every INSERT into ledger_entries, each journal it touched must sum to zero over all its
-- entries. So a journal's entries go in one statement (the ledger's functions do), and an entry
-- added later to a balanced journal is refused at once. At commit, each new journal must have entries.
DROP TRIGGER IF EXISTS ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP TRIGGER IF EXISTS journals_have_entries ON journals;
--> statement-breakpoint
DROP FUNCTION IF EXISTS ledger_check_journal_balanced();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT a.journal_id, sum(e.amount) AS total INTO bad
  FROM (SELECT DISTINCT n.journal_id FROM added n) a
  JOIN ledger_entries e ON e.journal_id = a.journal_id
  GROUP BY a.journal_id
  HAVING sum(e.amount) <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % is unbalanced: its entries sum to % kobo', bad.journal_id, bad.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_journal_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_entries WHERE journal_id = NEW.id LIMIT 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'journal % has no entries', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journals_have_entries AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_has_entries();
