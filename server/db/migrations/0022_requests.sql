CREATE TABLE "request_action_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"leads_decide_funds" boolean DEFAULT false NOT NULL,
	"leads_decide_new_cards" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_telegram_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"message_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"subject_user_id" integer,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount" bigint,
	"currency" text,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"channel" text,
	"comment" text,
	"approved_amount" bigint,
	"result" jsonb,
	CONSTRAINT "requests_status_ck" CHECK ("requests"."status" in ('pending', 'approved', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "requests_amount_positive_ck" CHECK (coalesce("requests"."amount", 1) > 0 and coalesce("requests"."approved_amount", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "request_action_tokens" ADD CONSTRAINT "request_action_tokens_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action_tokens" ADD CONSTRAINT "request_action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_settings" ADD CONSTRAINT "request_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_telegram_messages" ADD CONSTRAINT "request_telegram_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_telegram_messages" ADD CONSTRAINT "request_telegram_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_action_tokens_hash_uq" ON "request_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "request_telegram_messages_request_idx" ON "request_telegram_messages" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_pending_target_uq" ON "requests" USING btree ("company_id","kind","target") WHERE "requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "requests_company_created_idx" ON "requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_pending_expiry_idx" ON "requests" USING btree ("expires_at") WHERE "requests"."status" = 'pending';