CREATE TABLE "analytics_money_active_days" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "analytics_money_active_days_day_company_id_currency_pk" PRIMARY KEY("day","company_id","currency")
);
--> statement-breakpoint
-- A row of analytics_money_days moves money when it holds a completed top-up or transfer or a purchase (the rule
-- of moneyActiveByDay, server/db/queries/analytics-report.ts). The triggers below run only when a row starts or
-- stops doing so (their WHEN clauses are checked without calling the function), so most money statements, which
-- only add to a row that already moves money, cost nothing more here.
CREATE FUNCTION "analytics_money_active_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND (OLD."top_ups" > 0 OR OLD."transfers" > 0 OR OLD."purchases" > 0) THEN
		DELETE FROM "analytics_money_active_days"
		WHERE "day" = OLD."day" AND "company_id" = OLD."company_id" AND "currency" = OLD."currency";
	END IF;
	IF TG_OP <> 'DELETE' AND (NEW."top_ups" > 0 OR NEW."transfers" > 0 OR NEW."purchases" > 0) THEN
		INSERT INTO "analytics_money_active_days" ("day", "company_id", "currency")
		VALUES (NEW."day", NEW."company_id", NEW."currency") ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_money_active_days_on_insert" AFTER INSERT ON "analytics_money_days" FOR EACH ROW
	WHEN (NEW."top_ups" > 0 OR NEW."transfers" > 0 OR NEW."purchases" > 0)
	EXECUTE FUNCTION "analytics_money_active_days_keep"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_active_days_on_update" AFTER UPDATE ON "analytics_money_days" FOR EACH ROW
	WHEN ((OLD."top_ups" > 0 OR OLD."transfers" > 0 OR OLD."purchases" > 0)
		IS DISTINCT FROM (NEW."top_ups" > 0 OR NEW."transfers" > 0 OR NEW."purchases" > 0)
		OR OLD."day" IS DISTINCT FROM NEW."day" OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
		OR OLD."currency" IS DISTINCT FROM NEW."currency")
	EXECUTE FUNCTION "analytics_money_active_days_keep"();
--> statement-breakpoint
CREATE TRIGGER "analytics_money_active_days_on_delete" AFTER DELETE ON "analytics_money_days" FOR EACH ROW
	WHEN (OLD."top_ups" > 0 OR OLD."transfers" > 0 OR OLD."purchases" > 0)
	EXECUTE FUNCTION "analytics_money_active_days_keep"();
--> statement-breakpoint
INSERT INTO "analytics_money_active_days" ("day", "company_id", "currency")
SELECT "day", "company_id", "currency" FROM "analytics_money_days"
WHERE "top_ups" > 0 OR "transfers" > 0 OR "purchases" > 0;
