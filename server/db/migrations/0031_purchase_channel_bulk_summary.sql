-- Resellers' purchases stop notifying one by one (README "Notifications"): a purchase keeps the
-- channel it was asked through (web, schedule, bulk, api), and the delivered step records the
-- customer's notification only when it is given one (bulk and partner API purchases have none).
ALTER TABLE "transactions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD COLUMN "summary_notified_at" timestamp with time zone;--> statement-breakpoint
-- Batches finished before the summary existed: their lines were notified one by one; no summary now.
UPDATE "bulk_batches" SET "summary_notified_at" = coalesce("completed_at", now()) WHERE "status" = 'done';--> statement-breakpoint
CREATE INDEX "bulk_batches_unsummarized_idx" ON "bulk_batches" USING btree ("completed_at") WHERE "bulk_batches"."status" = 'done' AND "bulk_batches"."summary_notified_at" IS NULL;--> statement-breakpoint
-- transaction_record (migration 0028) with the channel.
CREATE OR REPLACE FUNCTION transaction_record(p_row jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  new_id uuid;
BEGIN
  INSERT INTO transactions (
    id, user_id, type, service, amount, status, reference, journal_id, request_id, request_fingerprint,
    provider_reference, commission_kobo, cashback_kobo, details, channel, created_at, updated_at
  )
  SELECT coalesce(r.id, gen_random_uuid()), r.user_id, r.type, r.service, r.amount, r.status, r.reference,
    r.journal_id, r.request_id, r.request_fingerprint, r.provider_reference, coalesce(r.commission_kobo, 0),
    coalesce(r.cashback_kobo, 0), coalesce(r.details, '{}'::jsonb), r.channel, coalesce(r.created_at, now()),
    coalesce(r.updated_at, r.created_at, now())
  FROM jsonb_populate_record(NULL::transactions, p_row) r
  RETURNING transactions.id INTO new_id;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
-- purchase_settle_delivered (migration 0028), the notification now optional (NULL: none).
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
  IF p_notification IS NOT NULL THEN
    PERFORM notification_record(p_notification);
  END IF;
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
