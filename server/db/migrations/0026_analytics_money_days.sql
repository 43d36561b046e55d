CREATE TABLE "analytics_money_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"top_ups" integer DEFAULT 0 NOT NULL,
	"top_up_amount" bigint DEFAULT 0 NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL,
	"transfer_amount" bigint DEFAULT 0 NOT NULL,
	"card_spend" bigint DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"declines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_money_days_company_id_day_currency_pk" PRIMARY KEY("company_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_risk_list" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"list_version" bigint,
	"period_start" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"companies" jsonb
);
--> statement-breakpoint
CREATE INDEX "analytics_money_days_day_idx" ON "analytics_money_days" USING btree ("day");
--> statement-breakpoint
-- analytics_money_days is kept like card_spend_days (0013): once per statement, whatever its number of rows, the
-- changes summed per company, day and currency and applied in key order, so two statements take the rows they
-- share in the same order. What counts is the rule of server/db/queries/analytics-report.ts (change both
-- together): completed top-ups and transfers by payment type, card spend by card_spend_of, purchases and declines
-- by card transaction status; each by the UTC day the payment or card transaction was created.
CREATE FUNCTION "analytics_money_days_keep_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "top_ups", "top_up_amount", "transfers", "transfer_amount")
		SELECT d.company_id, d.day, d.currency, sum(d.top_ups)::int, sum(d.top_up_amount)::bigint, sum(d.transfers)::int, sum(d.transfer_amount)::bigint FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				(CASE WHEN r.type = 'top_up' THEN 1 ELSE 0 END) AS top_ups,
				(CASE WHEN r.type = 'top_up' THEN r.amount ELSE 0 END) AS top_up_amount,
				(CASE WHEN r.type LIKE 'transfer_%' THEN 1 ELSE 0 END) AS transfers,
				(CASE WHEN r.type LIKE 'transfer_%' THEN r.amount ELSE 0 END) AS transfer_amount
			FROM new_rows r WHERE r.status = 2 AND (r.type = 'top_up' OR r.type LIKE 'transfer_%')
		) d GROUP BY 1, 2, 3 HAVING sum(d.top_ups) <> 0 OR sum(d.top_up_amount) <> 0 OR sum(d.transfers) <> 0 OR sum(d.transfer_amount) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "top_ups" = "analytics_money_days"."top_ups" + excluded."top_ups", "top_up_amount" = "analytics_money_days"."top_up_amount" + excluded."top_up_amount", "transfers" = "analytics_money_days"."transfers" + excluded."transfers", "transfer_amount" = "analytics_money_days"."transfer_amount" + excluded."transfer_amount";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "top_ups", "top_up_amount", "transfers", "transfer_amount")
		SELECT d.company_id, d.day, d.currency, sum(d.top_ups)::int, sum(d.top_up_amount)::bigint, sum(d.transfers)::int, sum(d.transfer_amount)::bigint FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				(CASE WHEN r.type = 'top_up' THEN 1 ELSE 0 END) AS top_ups,
				(CASE WHEN r.type = 'top_up' THEN r.amount ELSE 0 END) AS top_up_amount,
				(CASE WHEN r.type LIKE 'transfer_%' THEN 1 ELSE 0 END) AS transfers,
				(CASE WHEN r.type LIKE 'transfer_%' THEN r.amount ELSE 0 END) AS transfer_amount
			FROM new_rows r WHERE r.status = 2 AND (r.type = 'top_up' OR r.type LIKE 'transfer_%')
			UNION ALL
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				-(CASE WHEN r.type = 'top_up' THEN 1 ELSE 0 END) AS top_ups,
				-(CASE WHEN r.type = 'top_up' THEN r.amount ELSE 0 END) AS top_up_amount,
				-(CASE WHEN r.type LIKE 'transfer_%' THEN 1 ELSE 0 END) AS transfers,
				-(CASE WHEN r.type LIKE 'transfer_%' THEN r.amount ELSE 0 END) AS transfer_amount
			FROM old_rows r WHERE r.status = 2 AND (r.type = 'top_up' OR r.type LIKE 'transfer_%')
		) d GROUP BY 1, 2, 3 HAVING sum(d.top_ups) <> 0 OR sum(d.top_up_amount) <> 0 OR sum(d.transfers) <> 0 OR sum(d.transfer_amount) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "top_ups" = "analytics_money_days"."top_ups" + excluded."top_ups", "top_up_amount" = "analytics_money_days"."top_up_amount" + excluded."top_up_amount", "transfers" = "analytics_money_days"."transfers" + excluded."transfers", "transfer_amount" = "analytics_money_days"."transfer_amount" + excluded."transfer_amount";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "top_ups", "top_up_amount", "transfers", "transfer_amount")
		SELECT d.company_id, d.day, d.currency, sum(d.top_ups)::int, sum(d.top_up_amount)::bigint, sum(d.transfers)::int, sum(d.transfer_amount)::bigint FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				-(CASE WHEN r.type = 'top_up' THEN 1 ELSE 0 END) AS top_ups,
				-(CASE WHEN r.type = 'top_up' THEN r.amount ELSE 0 END) AS top_up_amount,
				-(CASE WHEN r.type LIKE 'transfer_%' THEN 1 ELSE 0 END) AS transfers,
				-(CASE WHEN r.type LIKE 'transfer_%' THEN r.amount ELSE 0 END) AS transfer_amount
			FROM old_rows r WHERE r.status = 2 AND (r.type = 'top_up' OR r.type LIKE 'transfer_%')
		) d GROUP BY 1, 2, 3 HAVING sum(d.top_ups) <> 0 OR sum(d.top_up_amount) <> 0 OR sum(d.transfers) <> 0 OR sum(d.transfer_amount) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "top_ups" = "analytics_money_days"."top_ups" + excluded."top_ups", "top_up_amount" = "analytics_money_days"."top_up_amount" + excluded."top_up_amount", "transfers" = "analytics_money_days"."transfers" + excluded."transfers", "transfer_amount" = "analytics_money_days"."transfer_amount" + excluded."transfer_amount";
	ELSE
		UPDATE "analytics_money_days" SET "top_ups" = 0, "top_up_amount" = 0, "transfers" = 0, "transfer_amount" = 0;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_payments_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_payments_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_payments_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_payments_truncate" AFTER TRUNCATE ON "payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_payments"();
--> statement-breakpoint
CREATE FUNCTION "analytics_money_days_keep_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "card_spend", "purchases", "declines")
		SELECT d.company_id, d.day, d.currency, sum(d.card_spend)::bigint, sum(d.purchases)::int, sum(d.declines)::int FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				card_spend_of(r.status, r.amount, r.settled_amount, r.refunded_amount) AS card_spend,
				(CASE WHEN r.status IN ('pending', 'settled', 'refunded') THEN 1 ELSE 0 END) AS purchases,
				(CASE WHEN r.status = 'declined' THEN 1 ELSE 0 END) AS declines
			FROM new_rows r
		) d GROUP BY 1, 2, 3 HAVING sum(d.card_spend) <> 0 OR sum(d.purchases) <> 0 OR sum(d.declines) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "card_spend" = "analytics_money_days"."card_spend" + excluded."card_spend", "purchases" = "analytics_money_days"."purchases" + excluded."purchases", "declines" = "analytics_money_days"."declines" + excluded."declines";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "card_spend", "purchases", "declines")
		SELECT d.company_id, d.day, d.currency, sum(d.card_spend)::bigint, sum(d.purchases)::int, sum(d.declines)::int FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				card_spend_of(r.status, r.amount, r.settled_amount, r.refunded_amount) AS card_spend,
				(CASE WHEN r.status IN ('pending', 'settled', 'refunded') THEN 1 ELSE 0 END) AS purchases,
				(CASE WHEN r.status = 'declined' THEN 1 ELSE 0 END) AS declines
			FROM new_rows r
			UNION ALL
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				-card_spend_of(r.status, r.amount, r.settled_amount, r.refunded_amount) AS card_spend,
				-(CASE WHEN r.status IN ('pending', 'settled', 'refunded') THEN 1 ELSE 0 END) AS purchases,
				-(CASE WHEN r.status = 'declined' THEN 1 ELSE 0 END) AS declines
			FROM old_rows r
		) d GROUP BY 1, 2, 3 HAVING sum(d.card_spend) <> 0 OR sum(d.purchases) <> 0 OR sum(d.declines) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "card_spend" = "analytics_money_days"."card_spend" + excluded."card_spend", "purchases" = "analytics_money_days"."purchases" + excluded."purchases", "declines" = "analytics_money_days"."declines" + excluded."declines";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "card_spend", "purchases", "declines")
		SELECT d.company_id, d.day, d.currency, sum(d.card_spend)::bigint, sum(d.purchases)::int, sum(d.declines)::int FROM (
			SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				-card_spend_of(r.status, r.amount, r.settled_amount, r.refunded_amount) AS card_spend,
				-(CASE WHEN r.status IN ('pending', 'settled', 'refunded') THEN 1 ELSE 0 END) AS purchases,
				-(CASE WHEN r.status = 'declined' THEN 1 ELSE 0 END) AS declines
			FROM old_rows r
		) d GROUP BY 1, 2, 3 HAVING sum(d.card_spend) <> 0 OR sum(d.purchases) <> 0 OR sum(d.declines) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("company_id", "day", "currency") DO UPDATE SET "card_spend" = "analytics_money_days"."card_spend" + excluded."card_spend", "purchases" = "analytics_money_days"."purchases" + excluded."purchases", "declines" = "analytics_money_days"."declines" + excluded."declines";
	ELSE
		UPDATE "analytics_money_days" SET "card_spend" = 0, "purchases" = 0, "declines" = 0;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_cards_insert" AFTER INSERT ON "card_transactions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_cards_update" AFTER UPDATE ON "card_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_cards_delete" AFTER DELETE ON "card_transactions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_days_cards_truncate" AFTER TRUNCATE ON "card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_money_days_keep_cards"();
--> statement-breakpoint
-- The backfill: the money already there.
INSERT INTO "analytics_money_days" ("company_id", "day", "currency", "top_ups", "top_up_amount", "transfers", "transfer_amount", "card_spend", "purchases", "declines")
SELECT d.company_id, d.day, d.currency, sum(d.top_ups), sum(d.top_up_amount), sum(d.transfers), sum(d.transfer_amount), sum(d.card_spend), sum(d.purchases), sum(d.declines) FROM (
	SELECT p.company_id, p.day, p.currency, p.top_ups, p.top_up_amount, p.transfers, p.transfer_amount,
		0::bigint AS card_spend, 0 AS purchases, 0 AS declines
	FROM (SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				(CASE WHEN r.type = 'top_up' THEN 1 ELSE 0 END) AS top_ups,
				(CASE WHEN r.type = 'top_up' THEN r.amount ELSE 0 END) AS top_up_amount,
				(CASE WHEN r.type LIKE 'transfer_%' THEN 1 ELSE 0 END) AS transfers,
				(CASE WHEN r.type LIKE 'transfer_%' THEN r.amount ELSE 0 END) AS transfer_amount
			FROM "payments" r WHERE r.status = 2 AND (r.type = 'top_up' OR r.type LIKE 'transfer_%')) p
	UNION ALL
	SELECT c.company_id, c.day, c.currency, 0, 0, 0, 0, c.card_spend, c.purchases, c.declines
	FROM (SELECT r.company_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency,
				card_spend_of(r.status, r.amount, r.settled_amount, r.refunded_amount) AS card_spend,
				(CASE WHEN r.status IN ('pending', 'settled', 'refunded') THEN 1 ELSE 0 END) AS purchases,
				(CASE WHEN r.status = 'declined' THEN 1 ELSE 0 END) AS declines
			FROM "card_transactions" r) c
) d GROUP BY 1, 2, 3;
