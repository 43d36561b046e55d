CREATE TABLE "person_spend_figures" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date,
	"spent_day" bigint DEFAULT 0 NOT NULL,
	"month" date,
	"spent_month" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "person_spend_figures_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
-- Migration 0013's trigger function, now keeping two figures from the same changes: card_spend_days as before,
-- and each holder's running spend per currency on their latest day and month (person_spend_figures), which the
-- authorization batch locks and reads in one statement (server/modules/card-issuer/person-limits.ts).
-- A change dated on the row's day or month adds to it, a later one starts a new day or month (every earlier
-- change of the holder and currency went through this trigger, so what a later day holds is all in this
-- statement), an earlier one leaves it. The changes are summed per key and applied in key order, so two
-- batches take the rows they share in the same order.
CREATE OR REPLACE FUNCTION "card_spend_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	holders integer[];
	days date[];
	currencies text[];
	deltas bigint[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "card_spend_days";
		UPDATE "person_spend_figures" SET "day" = NULL, "spent_day" = 0, "month" = NULL, "spent_month" = 0;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		-- One pass of the four aggregates: the arrays line up element by element.
		SELECT array_agg(d.holder_user_id), array_agg(d.day), array_agg(d.currency), array_agg(d.delta)
		INTO holders, days, currencies, deltas FROM (
			SELECT n.holder_user_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.currency,
				sum(card_spend_of(n.status, n.amount, n.settled_amount, n.refunded_amount))::bigint AS delta
			FROM new_rows n GROUP BY 1, 2, 3
		) d WHERE d.delta <> 0;
	ELSIF TG_OP = 'UPDATE' THEN
		SELECT array_agg(d.holder_user_id), array_agg(d.day), array_agg(d.currency), array_agg(d.delta)
		INTO holders, days, currencies, deltas FROM (
			SELECT c.holder_user_id, c.day, c.currency, sum(c.delta)::bigint AS delta FROM (
				SELECT n.holder_user_id, (n.created_at AT TIME ZONE 'UTC')::date AS day, n.currency,
					card_spend_of(n.status, n.amount, n.settled_amount, n.refunded_amount) AS delta
				FROM new_rows n
				UNION ALL
				SELECT o.holder_user_id, (o.created_at AT TIME ZONE 'UTC')::date, o.currency,
					-card_spend_of(o.status, o.amount, o.settled_amount, o.refunded_amount)
				FROM old_rows o
			) c GROUP BY 1, 2, 3
		) d WHERE d.delta <> 0;
	ELSE
		SELECT array_agg(d.holder_user_id), array_agg(d.day), array_agg(d.currency), array_agg(d.delta)
		INTO holders, days, currencies, deltas FROM (
			SELECT o.holder_user_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.currency,
				-sum(card_spend_of(o.status, o.amount, o.settled_amount, o.refunded_amount))::bigint AS delta
			FROM old_rows o GROUP BY 1, 2, 3
		) d WHERE d.delta <> 0;
	END IF;
	IF holders IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "card_spend_days" ("holder_user_id", "day", "currency", "spend")
	SELECT * FROM unnest(holders, days, currencies, deltas) ORDER BY 1, 2, 3
	ON CONFLICT ("holder_user_id", "day", "currency") DO UPDATE SET "spend" = "card_spend_days"."spend" + excluded."spend";
	INSERT INTO "person_spend_figures" AS f ("user_id", "currency", "day", "spent_day", "month", "spent_month")
	SELECT d.holder_user_id, d.currency, d.last_day, sum(d.delta) FILTER (WHERE d.day = d.last_day),
		date_trunc('month', d.last_day::timestamp)::date,
		sum(d.delta) FILTER (WHERE date_trunc('month', d.day::timestamp) = date_trunc('month', d.last_day::timestamp))
	FROM (
		SELECT u.*, max(u.day) OVER (PARTITION BY u.holder_user_id, u.currency) AS last_day
		FROM unnest(holders, days, currencies, deltas) AS u(holder_user_id, day, currency, delta)
	) d GROUP BY d.holder_user_id, d.currency, d.last_day ORDER BY 1, 2
	ON CONFLICT ("user_id", "currency") DO UPDATE SET
		"spent_day" = CASE WHEN f."day" > excluded."day" THEN f."spent_day"
			WHEN f."day" = excluded."day" THEN f."spent_day" + excluded."spent_day" ELSE excluded."spent_day" END,
		"day" = greatest(f."day", excluded."day"),
		"spent_month" = CASE WHEN f."month" > excluded."month" THEN f."spent_month"
			WHEN f."month" = excluded."month" THEN f."spent_month" + excluded."spent_month" ELSE excluded."spent_month" END,
		"month" = greatest(f."month", excluded."month");
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A person given a limit has a figures row to lock from then on, even before their first purchase: zero, which is
-- right, as a holder with any card transaction already has one (a purchase racing this insert for the same key
-- waits for it, then adds to it).
CREATE FUNCTION "person_spend_figures_for_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "person_spend_figures" ("user_id", "currency") VALUES (NEW."user_id", NEW."currency")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "person_spend_figures_for_limit" AFTER INSERT ON "person_spend_limits" FOR EACH ROW
	EXECUTE FUNCTION "person_spend_figures_for_limit"();
--> statement-breakpoint
-- The backfill: each holder's latest day and month from the days 0013 keeps, then a zero row for each limit left.
INSERT INTO "person_spend_figures" ("user_id", "currency", "day", "spent_day", "month", "spent_month")
SELECT d.holder_user_id, d.currency, d.last_day, sum(d.spend) FILTER (WHERE d.day = d.last_day),
	date_trunc('month', d.last_day::timestamp)::date,
	sum(d.spend) FILTER (WHERE date_trunc('month', d.day::timestamp) = date_trunc('month', d.last_day::timestamp))
FROM (
	SELECT s.*, max(s.day) OVER (PARTITION BY s.holder_user_id, s.currency) AS last_day FROM "card_spend_days" s
) d GROUP BY d.holder_user_id, d.currency, d.last_day;
--> statement-breakpoint
INSERT INTO "person_spend_figures" ("user_id", "currency")
SELECT "user_id", "currency" FROM "person_spend_limits" ON CONFLICT DO NOTHING;
