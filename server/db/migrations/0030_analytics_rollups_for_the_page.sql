CREATE TABLE "analytics_company_firsts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"first_top_up_at" timestamp with time zone,
	"first_card_at" timestamp with time zone,
	"first_purchase_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_segment_activity_days" (
	"day" date NOT NULL,
	"segment" integer NOT NULL,
	"actors" integer NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "analytics_segment_activity_days_day_segment_pk" PRIMARY KEY("day","segment")
);
--> statement-breakpoint
ALTER TABLE "analytics_risk_seen" ADD COLUMN "previous_company_ids" integer[];
--> statement-breakpoint
-- A company moving to another segment takes its actor days' counts along (the page reads a segment's activity
-- from this rollup, as the actor days under the company's segment now). The lock is the one the rollup job takes
-- before it recomputes days (server/db/queries/analytics-events.ts): whichever comes second sees the other's
-- work, so a change made while the job runs is neither lost nor counted twice. Segment changes are rare staff
-- edits: the company's actor days are found without an index of their own.
CREATE FUNCTION "analytics_segment_activity_days_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE "analytics_segment_activity_days" IN SHARE ROW EXCLUSIVE MODE;
	WITH "moved" AS (
		SELECT "day", count(*)::int AS "actors", sum("hits")::int AS "hits"
		FROM "analytics_actor_days" WHERE "company_id" = NEW."id" GROUP BY "day"
	), "taken" AS (
		UPDATE "analytics_segment_activity_days" s
		SET "actors" = s."actors" - m."actors", "hits" = s."hits" - m."hits"
		FROM "moved" m WHERE s."day" = m."day" AND s."segment" = OLD."segment"
	)
	INSERT INTO "analytics_segment_activity_days" ("day", "segment", "actors", "hits")
	SELECT "day", NEW."segment", "actors", "hits" FROM "moved"
	ON CONFLICT ("day", "segment") DO UPDATE SET "actors" = "analytics_segment_activity_days"."actors" +
		excluded."actors", "hits" = "analytics_segment_activity_days"."hits" + excluded."hits";
	-- A day the segment kept no actor on has no row, as the rollup job leaves it.
	DELETE FROM "analytics_segment_activity_days" WHERE "segment" = OLD."segment" AND "actors" = 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_segment_activity_days_on_segment" AFTER UPDATE OF "segment" ON "companies" FOR EACH ROW
	WHEN (OLD."segment" IS DISTINCT FROM NEW."segment")
	EXECUTE FUNCTION "analytics_segment_activity_days_move"();
--> statement-breakpoint
INSERT INTO "analytics_segment_activity_days" ("day", "segment", "actors", "hits")
SELECT a."day", c."segment", count(*)::int, sum(a."hits")::int
FROM "analytics_actor_days" a JOIN "companies" c ON c."id" = a."company_id"
GROUP BY a."day", c."segment";
--> statement-breakpoint
-- analytics_company_firsts: each company's first completed top-up, first card and first purchase, the rule of the
-- onboarding funnel (server/db/queries/analytics-report.ts; change both together). Rows that start counting lower a
-- kept time that is later than theirs (or none); rows that stop counting (deleted, no longer completed, declined or
-- reversed, moved) at or before a kept time have it read again from their table through its (company_id,
-- created_at) index. Inserts and deletes are taken once per statement from the transition tables, only for the
-- companies whose kept time they change; updates by row triggers whose WHEN clause (checked without calling a
-- function) lets through only a row that starts or stops counting or moves, so a settlement or a payment of another
-- kind costs nothing here. A kept time that does not change is not written: no row lock is taken for it.
CREATE FUNCTION "analytics_company_firsts_lower"("kind" text, "ids" integer[], "ats" timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "ids" IS NULL THEN RETURN; END IF;
	-- "do nothing" takes no lock; the update after it sees a row another statement inserted meanwhile.
	INSERT INTO "analytics_company_firsts" ("company_id") SELECT unnest("ids") ORDER BY 1 ON CONFLICT DO NOTHING;
	UPDATE "analytics_company_firsts" f SET
		"first_top_up_at" = CASE WHEN "kind" = 'top_up' THEN c."at" ELSE f."first_top_up_at" END,
		"first_card_at" = CASE WHEN "kind" = 'card' THEN c."at" ELSE f."first_card_at" END,
		"first_purchase_at" = CASE WHEN "kind" = 'purchase' THEN c."at" ELSE f."first_purchase_at" END
	FROM unnest("ids", "ats") AS c("company_id", "at")
	WHERE f."company_id" = c."company_id" AND coalesce(CASE "kind" WHEN 'top_up' THEN f."first_top_up_at"
		WHEN 'card' THEN f."first_card_at" ELSE f."first_purchase_at" END > c."at", true);
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_recount"("kind" text, "ids" integer[], "ats" timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "ids" IS NULL THEN RETURN; END IF;
	UPDATE "analytics_company_firsts" f SET
		"first_top_up_at" = CASE WHEN "kind" = 'top_up' THEN (SELECT min(p."created_at") FROM "payments" p
			WHERE p."company_id" = f."company_id" AND p."type" = 'top_up' AND p."status" = 2) ELSE f."first_top_up_at" END,
		"first_card_at" = CASE WHEN "kind" = 'card' THEN (SELECT min(k."created_at") FROM "cards" k
			WHERE k."company_id" = f."company_id") ELSE f."first_card_at" END,
		"first_purchase_at" = CASE WHEN "kind" = 'purchase' THEN (SELECT min(t."created_at") FROM "card_transactions" t
			WHERE t."company_id" = f."company_id" AND t."status" NOT IN ('declined', 'reversed'))
			ELSE f."first_purchase_at" END
	FROM unnest("ids", "ats") AS g("company_id", "at")
	WHERE f."company_id" = g."company_id" AND CASE "kind" WHEN 'top_up' THEN f."first_top_up_at"
		WHEN 'card' THEN f."first_card_at" ELSE f."first_purchase_at" END >= g."at";
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_keep_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "ids" integer[]; "ats" timestamptz[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "analytics_company_firsts" SET "first_top_up_at" = NULL WHERE "first_top_up_at" IS NOT NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT n."company_id", min(n."created_at") AS "at" FROM new_rows n
				WHERE n."type" = 'top_up' AND n."status" = 2 GROUP BY 1
		) d LEFT JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id"
		WHERE coalesce(f."first_top_up_at" > d."at", true);
		PERFORM "analytics_company_firsts_lower"('top_up', "ids", "ats");
	ELSE
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT o."company_id", min(o."created_at") AS "at" FROM old_rows o
				WHERE o."type" = 'top_up' AND o."status" = 2 GROUP BY 1
		) d JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id" AND f."first_top_up_at" >= d."at";
		PERFORM "analytics_company_firsts_recount"('top_up', "ids", "ats");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_move_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."type" = 'top_up' AND OLD."status" = 2 THEN
		PERFORM "analytics_company_firsts_recount"('top_up', ARRAY[OLD."company_id"], ARRAY[OLD."created_at"]);
	END IF;
	IF NEW."type" = 'top_up' AND NEW."status" = 2 THEN
		PERFORM "analytics_company_firsts_lower"('top_up', ARRAY[NEW."company_id"], ARRAY[NEW."created_at"]);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_payments_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_payments_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_payments_truncate" AFTER TRUNCATE ON "payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_payments"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_payments_update" AFTER UPDATE ON "payments" FOR EACH ROW
	WHEN ((OLD."type" = 'top_up' AND OLD."status" = 2) IS DISTINCT FROM (NEW."type" = 'top_up' AND NEW."status" = 2)
		OR OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "analytics_company_firsts_move_payments"();
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_keep_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "ids" integer[]; "ats" timestamptz[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "analytics_company_firsts" SET "first_card_at" = NULL WHERE "first_card_at" IS NOT NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT n."company_id", min(n."created_at") AS "at" FROM new_rows n GROUP BY 1
		) d LEFT JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id"
		WHERE coalesce(f."first_card_at" > d."at", true);
		PERFORM "analytics_company_firsts_lower"('card', "ids", "ats");
	ELSE
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT o."company_id", min(o."created_at") AS "at" FROM old_rows o GROUP BY 1
		) d JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id" AND f."first_card_at" >= d."at";
		PERFORM "analytics_company_firsts_recount"('card', "ids", "ats");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_move_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "analytics_company_firsts_recount"('card', ARRAY[OLD."company_id"], ARRAY[OLD."created_at"]);
	PERFORM "analytics_company_firsts_lower"('card', ARRAY[NEW."company_id"], ARRAY[NEW."created_at"]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_cards_insert" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_cards_delete" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_cards_truncate" AFTER TRUNCATE ON "cards"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_cards"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_cards_update" AFTER UPDATE ON "cards" FOR EACH ROW
	WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "analytics_company_firsts_move_cards"();
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_keep_card_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "ids" integer[]; "ats" timestamptz[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "analytics_company_firsts" SET "first_purchase_at" = NULL WHERE "first_purchase_at" IS NOT NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT n."company_id", min(n."created_at") AS "at" FROM new_rows n
				WHERE n."status" NOT IN ('declined', 'reversed') GROUP BY 1
		) d LEFT JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id"
		WHERE coalesce(f."first_purchase_at" > d."at", true);
		PERFORM "analytics_company_firsts_lower"('purchase', "ids", "ats");
	ELSE
		SELECT array_agg(d."company_id"), array_agg(d."at") INTO "ids", "ats" FROM (
			SELECT o."company_id", min(o."created_at") AS "at" FROM old_rows o
				WHERE o."status" NOT IN ('declined', 'reversed') GROUP BY 1
		) d JOIN "analytics_company_firsts" f ON f."company_id" = d."company_id" AND f."first_purchase_at" >= d."at";
		PERFORM "analytics_company_firsts_recount"('purchase', "ids", "ats");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_company_firsts_move_card_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" NOT IN ('declined', 'reversed') THEN
		PERFORM "analytics_company_firsts_recount"('purchase', ARRAY[OLD."company_id"], ARRAY[OLD."created_at"]);
	END IF;
	IF NEW."status" NOT IN ('declined', 'reversed') THEN
		PERFORM "analytics_company_firsts_lower"('purchase', ARRAY[NEW."company_id"], ARRAY[NEW."created_at"]);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_card_transactions_insert" AFTER INSERT ON "card_transactions"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_card_transactions"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_card_transactions_delete" AFTER DELETE ON "card_transactions"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_card_transactions"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_card_transactions_truncate" AFTER TRUNCATE ON "card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_company_firsts_keep_card_transactions"();
--> statement-breakpoint
CREATE TRIGGER "analytics_company_firsts_card_transactions_update" AFTER UPDATE ON "card_transactions" FOR EACH ROW
	WHEN ((OLD."status" NOT IN ('declined', 'reversed')) IS DISTINCT FROM (NEW."status" NOT IN ('declined', 'reversed'))
		OR OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
	EXECUTE FUNCTION "analytics_company_firsts_move_card_transactions"();
--> statement-breakpoint
INSERT INTO "analytics_company_firsts" ("company_id", "first_top_up_at", "first_card_at", "first_purchase_at")
SELECT c."company_id", t."at", k."at", p."at" FROM (
	SELECT "company_id" FROM "payments" WHERE "type" = 'top_up' AND "status" = 2
	UNION SELECT "company_id" FROM "cards"
	UNION SELECT "company_id" FROM "card_transactions" WHERE "status" NOT IN ('declined', 'reversed')
) c
LEFT JOIN (SELECT "company_id", min("created_at") AS "at" FROM "payments" WHERE "type" = 'top_up' AND "status" = 2
	GROUP BY 1) t ON t."company_id" = c."company_id"
LEFT JOIN (SELECT "company_id", min("created_at") AS "at" FROM "cards" GROUP BY 1) k ON k."company_id" = c."company_id"
LEFT JOIN (SELECT "company_id", min("created_at") AS "at" FROM "card_transactions"
	WHERE "status" NOT IN ('declined', 'reversed') GROUP BY 1) p ON p."company_id" = c."company_id";
