CREATE TABLE "card_holder_counts" (
	"holder_user_id" integer PRIMARY KEY NOT NULL,
	"open_cards" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_spend_days" (
	"holder_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"spend" bigint NOT NULL,
	CONSTRAINT "card_spend_days_holder_user_id_day_currency_pk" PRIMARY KEY("holder_user_id","day","currency")
);
--> statement-breakpoint
-- What a card transaction has spent: held, or settled less refunds; declines and reversals spend nothing.
-- The same rule as SPEND_OF in server/db/queries/card-analytics.ts (change both together).
CREATE FUNCTION "card_spend_of"(status text, amount bigint, settled_amount bigint, refunded_amount bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE status
		WHEN 'pending' THEN amount
		WHEN 'settled' THEN coalesce(settled_amount, amount) - refunded_amount
		WHEN 'refunded' THEN coalesce(settled_amount, amount) - refunded_amount
		ELSE 0 END
$$;
--> statement-breakpoint
-- Once per statement, whatever its number of rows: the changes are summed per holder, day and currency and
-- applied in key order, so two batches of authorizations take the rows they share in the same order.
CREATE FUNCTION "card_spend_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "card_spend_days" ("holder_user_id", "day", "currency", "spend")
		SELECT d.holder_user_id, d.day, d.currency, sum(d.delta)::bigint FROM (
			SELECT n.holder_user_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.currency,
				card_spend_of(n.status, n.amount, n.settled_amount, n.refunded_amount) AS delta
			FROM new_rows n
		) d GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("holder_user_id", "day", "currency") DO UPDATE SET "spend" = "card_spend_days"."spend" + excluded."spend";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "card_spend_days" ("holder_user_id", "day", "currency", "spend")
		SELECT d.holder_user_id, d.day, d.currency, sum(d.delta)::bigint FROM (
			SELECT n.holder_user_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.currency,
				card_spend_of(n.status, n.amount, n.settled_amount, n.refunded_amount) AS delta
			FROM new_rows n
			UNION ALL
			SELECT o.holder_user_id, (o.created_at AT TIME ZONE 'UTC')::date, o.currency,
				-card_spend_of(o.status, o.amount, o.settled_amount, o.refunded_amount)
			FROM old_rows o
		) d GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("holder_user_id", "day", "currency") DO UPDATE SET "spend" = "card_spend_days"."spend" + excluded."spend";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "card_spend_days" ("holder_user_id", "day", "currency", "spend")
		SELECT d.holder_user_id, d.day, d.currency, sum(d.delta)::bigint FROM (
			SELECT o.holder_user_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.currency,
				-card_spend_of(o.status, o.amount, o.settled_amount, o.refunded_amount) AS delta
			FROM old_rows o
		) d GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("holder_user_id", "day", "currency") DO UPDATE SET "spend" = "card_spend_days"."spend" + excluded."spend";
	ELSE
		DELETE FROM "card_spend_days";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_spend_days_insert" AFTER INSERT ON "card_transactions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_spend_days_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_spend_days_update" AFTER UPDATE ON "card_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_spend_days_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_spend_days_delete" AFTER DELETE ON "card_transactions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_spend_days_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_spend_days_truncate" AFTER TRUNCATE ON "card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_spend_days_keep"();
--> statement-breakpoint
-- Open (not closed) cards per holder, kept the same way on every insert, status or holder change of a card.
CREATE FUNCTION "card_holder_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "card_holder_counts" ("holder_user_id", "open_cards")
		SELECT n.holder_user_id, count(*)::int FROM new_rows n
		WHERE n.holder_user_id IS NOT NULL AND n.status <> 'closed' GROUP BY 1 ORDER BY 1
		ON CONFLICT ("holder_user_id") DO UPDATE SET "open_cards" = "card_holder_counts"."open_cards" + excluded."open_cards";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "card_holder_counts" ("holder_user_id", "open_cards")
		SELECT d.holder_user_id, sum(d.delta)::int FROM (
			SELECT n.holder_user_id, 1 AS delta FROM new_rows n WHERE n.holder_user_id IS NOT NULL AND n.status <> 'closed'
			UNION ALL
			SELECT o.holder_user_id, -1 FROM old_rows o WHERE o.holder_user_id IS NOT NULL AND o.status <> 'closed'
		) d GROUP BY 1 HAVING sum(d.delta) <> 0 ORDER BY 1
		ON CONFLICT ("holder_user_id") DO UPDATE SET "open_cards" = "card_holder_counts"."open_cards" + excluded."open_cards";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "card_holder_counts" ("holder_user_id", "open_cards")
		SELECT o.holder_user_id, -count(*)::int FROM old_rows o
		WHERE o.holder_user_id IS NOT NULL AND o.status <> 'closed' GROUP BY 1 ORDER BY 1
		ON CONFLICT ("holder_user_id") DO UPDATE SET "open_cards" = "card_holder_counts"."open_cards" + excluded."open_cards";
	ELSE
		DELETE FROM "card_holder_counts";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_holder_counts_insert" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_holder_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_holder_counts_update" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_holder_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_holder_counts_delete" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_holder_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "card_holder_counts_truncate" AFTER TRUNCATE ON "cards"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_holder_counts_keep"();
--> statement-breakpoint
-- The backfill: the figures of the cards and card transactions already there.
INSERT INTO "card_spend_days" ("holder_user_id", "day", "currency", "spend")
SELECT holder_user_id, (created_at AT TIME ZONE 'UTC')::date, currency, sum(card_spend_of(status, amount, settled_amount, refunded_amount))::bigint
FROM "card_transactions" GROUP BY 1, 2, 3 HAVING sum(card_spend_of(status, amount, settled_amount, refunded_amount)) <> 0;
--> statement-breakpoint
INSERT INTO "card_holder_counts" ("holder_user_id", "open_cards")
SELECT holder_user_id, count(*)::int FROM "cards" WHERE holder_user_id IS NOT NULL AND status <> 'closed' GROUP BY 1;
