CREATE TABLE "bin_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bin" text NOT NULL,
	"name" text NOT NULL,
	"legal_entity_id" integer,
	"provider_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_default_issuance" boolean DEFAULT false NOT NULL,
	"card_issuance_fee" bigint DEFAULT 0 NOT NULL,
	"monthly_maintenance_fee" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bin_sets_bin_unique" UNIQUE("bin")
);
--> statement-breakpoint
CREATE TABLE "crypto_deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_deposit_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "crypto_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"fee" numeric(7, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_base_quote_pk" PRIMARY KEY("base","quote")
);
--> statement-breakpoint
CREATE TABLE "bin_account_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"tariff_scale_id" integer,
	"auto_update" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"tariff_scale_id" integer,
	CONSTRAINT "card_providers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "company_tariff_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"tariff_scale_id" integer,
	"auto_update" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tariff_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"tariff_scale_id" integer,
	"auto_update" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_service_fee_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"tariff_scale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_scale_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"tariff_scale_id" integer NOT NULL,
	"amount_from" numeric(20, 2) NOT NULL,
	"amount_to" numeric(20, 2),
	"fee" numeric(7, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_scale_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tariff_scale_id" integer NOT NULL,
	"user_id" integer,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_scales_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "bin_set_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tariff_scale_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "service_fee_auto_update" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bin_sets" ADD CONSTRAINT "bin_sets_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_sets" ADD CONSTRAINT "bin_sets_provider_id_card_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."card_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposit_addresses" ADD CONSTRAINT "crypto_deposit_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposit_addresses" ADD CONSTRAINT "crypto_deposit_addresses_provider_id_crypto_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."crypto_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_account_history" ADD CONSTRAINT "bin_account_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_account_history" ADD CONSTRAINT "bin_account_history_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_providers" ADD CONSTRAINT "card_providers_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_provider_id_card_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."card_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_history" ADD CONSTRAINT "company_tariff_history_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_scales" ADD CONSTRAINT "company_tariff_scales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_scales" ADD CONSTRAINT "company_tariff_scales_provider_id_card_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."card_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tariff_scales" ADD CONSTRAINT "company_tariff_scales_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_fee_history" ADD CONSTRAINT "provider_service_fee_history_provider_id_card_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."card_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_fee_history" ADD CONSTRAINT "provider_service_fee_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service_fee_history" ADD CONSTRAINT "provider_service_fee_history_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_scale_bands" ADD CONSTRAINT "tariff_scale_bands_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_scale_history" ADD CONSTRAINT "tariff_scale_history_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_scale_history" ADD CONSTRAINT "tariff_scale_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bin_sets_default_issuance_uq" ON "bin_sets" USING btree ("is_default_issuance") WHERE "bin_sets"."is_default_issuance";--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_uq" ON "crypto_deposit_addresses" USING btree ("company_id","provider_id","network");--> statement-breakpoint
CREATE INDEX "crypto_deposit_addresses_company_idx" ON "crypto_deposit_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_providers_default_uq" ON "crypto_providers" USING btree ("is_default") WHERE "crypto_providers"."is_default";--> statement-breakpoint
CREATE INDEX "bin_account_history_account_idx" ON "bin_account_history" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "company_tariff_history_company_idx" ON "company_tariff_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tariff_scales_uq" ON "company_tariff_scales" USING btree ("company_id","provider_id");--> statement-breakpoint
CREATE INDEX "tariff_scale_bands_scale_idx" ON "tariff_scale_bands" USING btree ("tariff_scale_id","amount_from");--> statement-breakpoint
CREATE INDEX "tariff_scale_history_scale_idx" ON "tariff_scale_history" USING btree ("tariff_scale_id","created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_bin_set_id_bin_sets_id_fk" FOREIGN KEY ("bin_set_id") REFERENCES "public"."bin_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tariff_scale_id_tariff_scales_id_fk" FOREIGN KEY ("tariff_scale_id") REFERENCES "public"."tariff_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_bin_set_uq" ON "accounts" USING btree ("company_id","bin_set_id") WHERE "accounts"."type" = 1 and "accounts"."closed_at" is null;--> statement-breakpoint
-- Platform data the portal needs from the first start: the built-in sandbox card issuer with a standard
-- tariff scale, two sandbox crypto pay-in providers (the first is the default) and starting exchange rates.
INSERT INTO "tariff_scales" ("name") VALUES ('Standard');--> statement-breakpoint
INSERT INTO "tariff_scale_bands" ("tariff_scale_id", "amount_from", "amount_to", "fee")
	SELECT "id", b.amount_from, b.amount_to, b.fee FROM "tariff_scales",
	(VALUES (0.00, 10000.00, 3.00), (10000.00, 50000.00, 2.50), (50000.00, NULL, 2.00)) AS b(amount_from, amount_to, fee)
	WHERE "name" = 'Standard';--> statement-breakpoint
INSERT INTO "card_providers" ("id", "key", "name", "tariff_scale_id")
	SELECT 1, 'sandbox', 'Sandbox issuer', "id" FROM "tariff_scales" WHERE "name" = 'Standard';--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('card_providers', 'id'), (SELECT max("id") FROM "card_providers"));--> statement-breakpoint
INSERT INTO "crypto_providers" ("name", "is_default", "fee") VALUES ('Sandbox Pay', true, 0.50), ('Sandbox Chain', false, 0.75);--> statement-breakpoint
INSERT INTO "fx_rates" ("base", "quote", "rate") VALUES
	('EUR', 'USD', 1.0800000000), ('USD', 'EUR', 0.9250000000),
	('USD', 'USDT', 1.0000000000), ('USDT', 'USD', 1.0000000000),
	('USD', 'USDC', 1.0000000000), ('USDC', 'USD', 1.0000000000),
	('EUR', 'USDT', 1.0800000000), ('USDT', 'EUR', 0.9250000000),
	('EUR', 'USDC', 1.0800000000), ('USDC', 'EUR', 0.9250000000),
	('USDT', 'USDC', 1.0000000000), ('USDC', 'USDT', 1.0000000000);
