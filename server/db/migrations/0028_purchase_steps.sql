-- Issue 21 point 1: a purchase's writes in one statement per step (the debit before the provider
-- call, the delivered settlement after it) instead of one round trip per row. Each function runs
-- the same writes, in the same order, as the TypeScript it replaces did statement by statement;
-- what is written (every value) is still computed by the TypeScript (server/purchases/purchase-sql.ts),
-- and the ledger's part is the ledger's own functions (migration 0027). The smaller functions here
-- are the one home of their writes for every other path too (recordTransaction, recordNotification,
-- recordWebhookEvent call them).

-- The session of a bearer token (server/http/auth.ts requireAuth, every signed-in request): a live,
-- unrevoked token and its user; NULL when none. A function so that its join is planned once per
-- connection (planning it at every request was ~5% of PostgreSQL's time per purchase, perf).
CREATE OR REPLACE FUNCTION auth_token_session(p_token_hash text, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  session jsonb;
BEGIN
  SELECT jsonb_build_object('token_id', t.id, 'user_id', u.id, 'is_admin', u.is_admin, 'status', u.status,
    'last_used_at', t.last_used_at)
  INTO session
  FROM auth_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = p_token_hash AND t.revoked_at IS NULL AND t.expires_at > p_now
  LIMIT 1;
  RETURN session;
END;
$$;
--> statement-breakpoint
-- The customer's level (server/levels/levels-repo.ts): their own row's, else the lowest rank.
-- (PL/pgSQL rather than SQL: its plan is kept per connection; a SQL function's is made at every call.)
CREATE OR REPLACE FUNCTION customer_level_id(p_user_id uuid) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT l.id FROM levels l
    LEFT JOIN customer_levels cl ON cl.level_id = l.id AND cl.user_id = p_user_id
    ORDER BY cl.user_id IS NULL, l.rank
    LIMIT 1
  );
END;
$$;
--> statement-breakpoint
-- What a new purchase reads before it moves money (server/purchases/purchase-facts.ts), each fact
-- the row the separate read it stands for answers, without locks; a function so that its plan is
-- made once per connection, not at every purchase. The purchase steps answer one jsonb value, so
-- that the statement calling them (`SELECT f(...)`) costs PostgreSQL nothing to plan.
CREATE OR REPLACE FUNCTION purchase_facts(
  p_user_id uuid, p_request_id text, p_service text, p_breaker_key text,
  p_recipient_kind text, p_recipient_provider text, p_recipient_number text
) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  lid uuid := customer_level_id(p_user_id);
  facts jsonb;
BEGIN
  SELECT jsonb_build_object(
    'level', (SELECT to_jsonb(l.*) FROM levels l WHERE l.id = lid),
    'discounts', (SELECT coalesce(jsonb_agg(to_jsonb(d.*)), '[]'::jsonb) FROM level_discounts d WHERE d.level_id = lid),
    'replay_id', r.id,
    'replay_fingerprint', r.request_fingerprint,
    'pin_hash', p.pin_hash,
    'pin_failed_attempts', p.failed_attempts,
    'pin_locked_until', p.locked_until,
    'service_enabled', (SELECT s.enabled FROM service_settings s WHERE s.service = p_service),
    'breaker', (SELECT to_jsonb(b.*) FROM provider_breakers b WHERE b.key = p_breaker_key),
    'threshold', (SELECT th.threshold_kobo FROM low_balance_thresholds th WHERE th.user_id = p_user_id),
    'rate_bp', (SELECT cr.rate_bp FROM cashback_rates cr WHERE cr.service = p_service),
    'wallet_id', (SELECT a.id FROM ledger_accounts a WHERE a.user_id = p_user_id),
    'saved', p_recipient_number IS NOT NULL AND EXISTS (
      SELECT 1 FROM beneficiaries bn WHERE bn.user_id = p_user_id AND bn.kind = p_recipient_kind
        AND bn.provider = p_recipient_provider AND bn.number = p_recipient_number)
  ) INTO facts
  FROM (VALUES (1)) AS one (x)
  LEFT JOIN transactions r ON r.user_id = p_user_id AND r.request_id = p_request_id
  LEFT JOIN transaction_pins p ON p.user_id = p_user_id;
  RETURN facts;
END;
$$;
--> statement-breakpoint
-- A history row from its columns (jsonb keyed by column name); absent columns take their defaults.
CREATE OR REPLACE FUNCTION transaction_record(p_row jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  new_id uuid;
BEGIN
  INSERT INTO transactions (
    id, user_id, type, service, amount, status, reference, journal_id, request_id, request_fingerprint,
    provider_reference, commission_kobo, cashback_kobo, details, created_at, updated_at
  )
  SELECT coalesce(r.id, gen_random_uuid()), r.user_id, r.type, r.service, r.amount, r.status, r.reference,
    r.journal_id, r.request_id, r.request_fingerprint, r.provider_reference, coalesce(r.commission_kobo, 0),
    coalesce(r.cashback_kobo, 0), coalesce(r.details, '{}'::jsonb), coalesce(r.created_at, now()),
    coalesce(r.updated_at, r.created_at, now())
  FROM jsonb_populate_record(NULL::transactions, p_row) r
  RETURNING transactions.id INTO new_id;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
-- A notification (server/notifications/record.ts), once per event key, with a delivery row per
-- outside channel the customer wants: the customer's switches for the type (none for a security
-- event), email unless the event's path mailed it already, push only to a subscribed device.
-- Answers the new notification's id, or NULL when the event was recorded before.
CREATE OR REPLACE FUNCTION notification_record(p jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  uid uuid := (p->>'user_id')::uuid;
  off text[] := '{}';
  nid uuid;
BEGIN
  IF NOT (p->>'security')::boolean THEN
    SELECT coalesce(array_agg(np.channel), '{}') INTO off FROM notification_preferences np
    WHERE np.user_id = uid AND np.type = p->>'type' AND NOT np.enabled;
  END IF;
  INSERT INTO notifications (user_id, type, event_key, title, body, link, data, in_app)
  VALUES (uid, p->>'type', p->>'event_key', p->>'title', p->>'body', p->>'link', coalesce(p->'data', '{}'::jsonb),
    NOT ('in_app' = ANY (off)))
  ON CONFLICT (event_key) DO NOTHING
  RETURNING notifications.id INTO nid;
  IF nid IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO notification_deliveries (notification_id, channel)
  SELECT nid, ch.c FROM (VALUES ('email'), ('push')) AS ch(c)
  WHERE NOT (ch.c = ANY (off))
    AND (ch.c <> 'email' OR NOT (p->>'email_sent_directly')::boolean)
    AND (ch.c <> 'push' OR EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = uid));
  RETURN nid;
END;
$$;
--> statement-breakpoint
-- A partner-webhook event (server/partner-webhooks/events.ts) for the customer's endpoint of the
-- event's mode; none set: nothing written. Answers whether a delivery was written.
CREATE OR REPLACE FUNCTION webhook_event_record(p jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (id, user_id, endpoint_id, event_type, subject_id, payload, next_attempt_at, give_up_at, created_at)
  SELECT (p->>'id')::uuid, e.user_id, e.id, p->>'event_type', (p->>'subject_id')::uuid, p->'payload',
    (p->>'at')::timestamptz, (p->>'give_up_at')::timestamptz, (p->>'at')::timestamptz
  FROM webhook_endpoints e
  WHERE e.user_id = (p->>'user_id')::uuid AND e.mode = p->>'mode';
  RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- A right transaction PIN (server/security/transaction-pin.ts): the count starts again, and a legacy
-- row takes its keyed form, only while the row still holds the hash the PIN was compared with and
-- is not locked; the update takes the row's lock, so the try is judged in turn with concurrent
-- wrong ones. False: the row changed (locked, or a new PIN) and the try must be judged again.
CREATE OR REPLACE FUNCTION pin_confirm(p jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_pins tp
  SET failed_attempts = 0, locked_until = NULL, pin_hash = coalesce(p->>'rehash', tp.pin_hash)
  WHERE tp.user_id = (p->>'user_id')::uuid AND tp.pin_hash = p->>'pin_hash'
    AND (tp.locked_until IS NULL OR tp.locked_until <= (p->>'at')::timestamptz);
  RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- The debit of a purchase (server/purchases/engine.ts debitPurchase): its journal, then its history
-- row and its provider request (scheduled for the re-query job before the provider is called),
-- then the balances, last. With p_pin, first the right PIN's confirmation (pin_confirm): when the
-- PIN row changed since it was read, nothing is written and pin_ok is false. A journal with the
-- key existed (a concurrent twin): nothing written, created false. Answers the journal, the
-- history row's id and the wallet's balance after.
CREATE OR REPLACE FUNCTION purchase_debit(
  p_kind text, p_key text, p_description text, p_metadata jsonb, p_accounts uuid[], p_amounts bigint[],
  p_row jsonb, p_provider jsonb, p_wallet uuid, p_pin jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  j record;
  tid uuid;
  wb bigint;
BEGIN
  IF p_pin IS NOT NULL AND NOT pin_confirm(p_pin) THEN
    RETURN jsonb_build_object('pin_ok', false, 'created', false);
  END IF;
  SELECT o.journal_id, o.created INTO j FROM ledger_journal_open(p_kind, p_key, p_description, p_metadata) o;
  IF NOT j.created THEN
    RETURN jsonb_build_object('pin_ok', true, 'journal_id', j.journal_id, 'created', false);
  END IF;
  tid := transaction_record(p_row || jsonb_build_object('journal_id', j.journal_id));
  INSERT INTO purchase_provider_requests (transaction_id, provider_request_id, payload, created_at, next_check_at)
  SELECT tid, r.provider_request_id, r.payload, r.created_at, r.next_check_at
  FROM jsonb_populate_record(NULL::purchase_provider_requests, p_provider) r;
  SELECT b.balance INTO wb FROM ledger_journal_apply(j.journal_id, p_accounts, p_amounts) b
  WHERE b.account_id = p_wallet;
  RETURN jsonb_build_object('pin_ok', true, 'journal_id', j.journal_id, 'created', true, 'transaction_id', tid,
    'wallet_balance', wb);
END;
$$;
--> statement-breakpoint
-- A pending purchase delivered (server/purchases/settle-delivered.ts): under the purchase's and its
-- provider request's row locks, only if the purchase is still pending and, when p_expect_updated_at
-- is given, unchanged since the row the caller planned from and, when p_rate_bp is given, the service's cashback
-- rate is still that one; else nothing is written and settled is false (the caller settles the
-- general way). The cashback journal (when p_cb_key is given) and its history row, the purchase
-- row, the notification, the webhook event, the provider request, then the cashback's balances.
CREATE OR REPLACE FUNCTION purchase_settle_delivered(
  p_transaction_id uuid, p_expect_updated_at timestamptz, p_rate_bp integer, p_default_rate_bp integer,
  p_patch jsonb,
  p_cb_kind text, p_cb_key text, p_cb_description text, p_cb_metadata jsonb, p_cb_accounts uuid[],
  p_cb_amounts bigint[], p_cb_row jsonb,
  p_notification jsonb, p_webhook jsonb, p_provider jsonb, p_wallet uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  cur record;
  cb record;
  cb_created boolean := false;
  updated jsonb;
  pr_json jsonb;
  wb bigint;
BEGIN
  SELECT t.status, t.updated_at, t.service INTO cur
  FROM transactions t JOIN purchase_provider_requests pr ON pr.transaction_id = t.id
  WHERE t.id = p_transaction_id
  FOR UPDATE OF t, pr;
  IF NOT FOUND OR cur.status <> 'pending'
    OR (p_expect_updated_at IS NOT NULL AND cur.updated_at IS DISTINCT FROM p_expect_updated_at)
    OR (p_rate_bp IS NOT NULL AND p_rate_bp <> coalesce(
      (SELECT cr.rate_bp FROM cashback_rates cr WHERE cr.service = cur.service), p_default_rate_bp))
  THEN
    RETURN jsonb_build_object('settled', false);
  END IF;
  IF p_cb_key IS NOT NULL THEN
    SELECT o.journal_id, o.created INTO cb FROM ledger_journal_open(p_cb_kind, p_cb_key, p_cb_description, p_cb_metadata) o;
    -- A cashback journal posted earlier (by another path): the purchase still settles, without it.
    cb_created := cb.created;
    IF cb_created THEN
      PERFORM transaction_record(p_cb_row || jsonb_build_object('journal_id', cb.journal_id));
    END IF;
  END IF;
  UPDATE transactions t SET
    status = p_patch->>'status',
    provider_reference = p_patch->>'provider_reference',
    commission_kobo = (p_patch->>'commission_kobo')::bigint,
    cashback_kobo = (p_patch->>'cashback_kobo')::bigint,
    details = t.details || coalesce(p_patch->'details', '{}'::jsonb),
    updated_at = (p_patch->>'updated_at')::timestamptz
  WHERE t.id = p_transaction_id
  RETURNING to_jsonb(t.*) INTO updated;
  PERFORM notification_record(p_notification);
  IF p_webhook IS NOT NULL THEN
    PERFORM webhook_event_record(p_webhook);
  END IF;
  UPDATE purchase_provider_requests pr SET
    last_outcome = p_provider->>'last_outcome',
    last_code = p_provider->>'last_code',
    last_reason = p_provider->>'last_reason',
    next_check_at = (p_provider->>'next_check_at')::timestamptz,
    finalized_at = (p_provider->>'finalized_at')::timestamptz
  WHERE pr.transaction_id = p_transaction_id
  RETURNING to_jsonb(pr.*) INTO pr_json;
  IF cb_created THEN
    SELECT b.balance INTO wb FROM ledger_journal_apply(cb.journal_id, p_cb_accounts, p_cb_amounts) b
    WHERE b.account_id = p_wallet;
  END IF;
  RETURN jsonb_build_object('settled', true, 'row', updated, 'provider', pr_json, 'wallet_balance', wb);
END;
$$;
