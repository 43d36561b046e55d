CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"hold" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"telegram" text NOT NULL,
	"referral_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"fingerprint" text,
	"client_id" text,
	"bot_start_hash" text,
	"telegram_chat_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"company_id" integer,
	CONSTRAINT "company_invitations_bot_start_hash_unique" UNIQUE("bot_start_hash")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"referral_hash" text NOT NULL,
	"condition" text,
	"free_transfer_amount" numeric(18, 2) DEFAULT '0.00' NOT NULL,
	"free_transfer_count" integer DEFAULT 0 NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referral_hash_unique" UNIQUE("referral_hash")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint_hash" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"browser_name" text,
	"browser_version" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_fingerprint_hash_unique" UNIQUE("fingerprint_hash")
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_referral_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_company_idx" ON "accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_transit_currency_uq" ON "accounts" USING btree ("company_id","currency") WHERE "accounts"."type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_email_uq" ON "company_invitations" USING btree ("email") WHERE "company_invitations"."status" = 0;--> statement-breakpoint
CREATE INDEX "company_invitations_status_created_idx" ON "company_invitations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_company_uq" ON "referrals" USING btree ("company_id") WHERE "referrals"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_registration_referral_id_referrals_id_fk" FOREIGN KEY ("registration_referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;