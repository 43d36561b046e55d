CREATE TABLE "transfer_minimums" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_minimums_currency_unique" UNIQUE("currency"),
	CONSTRAINT "transfer_minimums_amount_ck" CHECK ("transfer_minimums"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "tariff_scales" ADD COLUMN "min_fee" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_minimums" ADD CONSTRAINT "transfer_minimums_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every balance currency starts with a minimum of 1.00 (decision 011); staff change it in settings.
INSERT INTO "transfer_minimums" ("currency", "amount") VALUES ('EUR', 100), ('USD', 100), ('USDT', 100), ('USDC', 100);
