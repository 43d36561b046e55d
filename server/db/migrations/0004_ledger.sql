CREATE TABLE "holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"from_account_id" integer,
	"to_account_id" integer,
	"description" text,
	"original_amount" bigint,
	"original_currency" text,
	"rate" numeric(20, 10),
	"fee_amount" bigint,
	"fee_percent" numeric(7, 2),
	"initiator_kind" text NOT NULL,
	"initiator_user_id" integer,
	"source" integer,
	"info" jsonb,
	"planned_legs" jsonb,
	"reversal_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_initiator_user_id_users_id_fk" FOREIGN KEY ("initiator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_of_payments_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holds_payment_account_uq" ON "holds" USING btree ("payment_id","account_id");--> statement-breakpoint
CREATE INDEX "holds_account_open_idx" ON "holds" USING btree ("account_id") WHERE "holds"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_uq" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "payments_company_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_type_idx" ON "payments" USING btree ("status","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reversal_uq" ON "payments" USING btree ("reversal_of") WHERE "payments"."reversal_of" is not null;--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "postings_payment_idx" ON "postings" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_purpose_uq" ON "accounts" USING btree ("purpose","currency") WHERE "accounts"."type" = 2;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_ck" CHECK (("accounts"."type" = 2) = ("accounts"."company_id" is null) and ("accounts"."type" = 2) = ("accounts"."purpose" is not null));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_hold_ck" CHECK ("accounts"."hold" >= 0);
--> statement-breakpoint
-- The ledger's invariants, held by the database whatever code writes: a payment's postings sum to zero
-- per currency (checked at commit, when all of them are in), and postings are never changed or removed
-- (corrections are reversals).
CREATE FUNCTION "postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	total numeric;
BEGIN
	SELECT coalesce(sum("amount"), 0) INTO total FROM "postings" WHERE "payment_id" = NEW."payment_id" AND "currency" = NEW."currency";
	IF total <> 0 THEN
		RAISE EXCEPTION 'postings of payment % do not balance in % (sum %)', NEW."payment_id", NEW."currency", total;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "postings_balanced" AFTER INSERT ON "postings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "postings_balanced"();--> statement-breakpoint
CREATE FUNCTION "postings_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'postings are append-only: reverse a payment instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "postings_no_update_delete" BEFORE UPDATE OR DELETE ON "postings" FOR EACH ROW EXECUTE FUNCTION "postings_append_only"();--> statement-breakpoint
CREATE TRIGGER "postings_no_truncate" BEFORE TRUNCATE ON "postings" FOR EACH STATEMENT EXECUTE FUNCTION "postings_append_only"();
