CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"card_fx_fee_percent" numeric(5, 2) DEFAULT '2.00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "platform_settings_one_row_ck" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_fx_fee_ck" CHECK ("platform_settings"."card_fx_fee_percent" >= 0 and "platform_settings"."card_fx_fee_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_completed_top_up_idx" ON "payments" USING btree ("company_id",coalesce("decided_at", "created_at")) WHERE "payments"."type" = 'top_up' and "payments"."status" = 2;--> statement-breakpoint
CREATE INDEX "payments_fee_debt_idx" ON "payments" USING btree ("company_id","currency") WHERE "payments"."status" = 1 and "payments"."type" in ('decline_fee', 'card_monthly_fee', 'card_fx_fee');--> statement-breakpoint
INSERT INTO "platform_settings" ("id", "card_fx_fee_percent") VALUES (1, 2.00);
