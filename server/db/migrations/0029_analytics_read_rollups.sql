CREATE TABLE "analytics_activity_days" (
	"day" date PRIMARY KEY NOT NULL,
	"actors" integer NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_risk_companies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"last_spend_at" timestamp with time zone,
	"decline_rate" text,
	"decline_threshold" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_actor_days" ADD COLUMN "prev_day" date;--> statement-breakpoint
CREATE INDEX "analytics_actor_days_actor_day_idx" ON "analytics_actor_days" USING btree ("actor","day");--> statement-breakpoint
CREATE INDEX "analytics_actor_days_prev_day_idx" ON "analytics_actor_days" USING btree ("prev_day");--> statement-breakpoint
ALTER TABLE "analytics_risk_list" DROP COLUMN "companies";--> statement-breakpoint
-- The list stored as a document is gone with its column: the next reader judges the companies again.
UPDATE "analytics_risk_list" SET "list_version" = NULL, "period_start" = NULL, "computed_at" = NULL;
--> statement-breakpoint
-- Each actor's previous day and the totals per day, for the days already rolled up (the rollup job keeps them
-- on from here).
UPDATE "analytics_actor_days" a SET "prev_day" = p."prev"
FROM (
	SELECT "day", "actor", lag("day") OVER (PARTITION BY "actor" ORDER BY "day") AS "prev" FROM "analytics_actor_days"
) p
WHERE p."day" = a."day" AND p."actor" = a."actor" AND p."prev" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "analytics_activity_days" ("day", "actors", "hits")
SELECT "day", count(*)::int, sum("hits")::int FROM "analytics_actor_days" GROUP BY "day";
