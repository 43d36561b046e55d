CREATE TABLE "auto_top_up_refills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"outcome" text NOT NULL,
	"amount" bigint,
	"credited" bigint,
	"conversion_payment_id" bigint,
	"transfer_payment_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_top_up_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bin_account_id" integer NOT NULL,
	"from_account_id" integer NOT NULL,
	"below" bigint NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint,
	"target" bigint,
	"daily_max_count" integer,
	"daily_max_amount" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"refill_seq" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_top_up_rules_mode_ck" CHECK (("auto_top_up_rules"."mode" = 'amount' and "auto_top_up_rules"."amount" > 0 and "auto_top_up_rules"."target" is null) or ("auto_top_up_rules"."mode" = 'target' and "auto_top_up_rules"."target" > "auto_top_up_rules"."below" and "auto_top_up_rules"."amount" is null)),
	CONSTRAINT "auto_top_up_rules_below_ck" CHECK ("auto_top_up_rules"."below" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "auto_top_up_below" bigint;--> statement-breakpoint
ALTER TABLE "auto_top_up_refills" ADD CONSTRAINT "auto_top_up_refills_rule_id_auto_top_up_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_top_up_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_refills" ADD CONSTRAINT "auto_top_up_refills_conversion_payment_id_payments_id_fk" FOREIGN KEY ("conversion_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_refills" ADD CONSTRAINT "auto_top_up_refills_transfer_payment_id_payments_id_fk" FOREIGN KEY ("transfer_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_rules" ADD CONSTRAINT "auto_top_up_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_rules" ADD CONSTRAINT "auto_top_up_rules_bin_account_id_accounts_id_fk" FOREIGN KEY ("bin_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_rules" ADD CONSTRAINT "auto_top_up_rules_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_up_rules" ADD CONSTRAINT "auto_top_up_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_top_up_refills_crossing_uq" ON "auto_top_up_refills" USING btree ("rule_id","seq");--> statement-breakpoint
CREATE INDEX "auto_top_up_refills_rule_created_idx" ON "auto_top_up_refills" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_top_up_rules_bin_uq" ON "auto_top_up_rules" USING btree ("bin_account_id");--> statement-breakpoint
CREATE INDEX "auto_top_up_rules_company_idx" ON "auto_top_up_rules" USING btree ("company_id");--> statement-breakpoint
-- The crossing (issue 23): whatever debit leaves an auto-topped-up BIN account's available balance
-- (balance - hold) below its rule's threshold (a card hold, a settlement above its hold, a fee, a transfer
-- out) enqueues the rule's refill job in the debit's own transaction, keyed by the rule's current crossing,
-- so however many debits follow before the job runs, it is one job. The WHEN clause is tested on the row
-- the ledger updates anyway: an account without a rule (auto_top_up_below null) costs nothing more.
CREATE FUNCTION auto_top_up_crossed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	rule record;
BEGIN
	SELECT id, refill_seq INTO rule FROM auto_top_up_rules WHERE bin_account_id = NEW.id AND enabled;
	IF FOUND THEN
		INSERT INTO jobs (kind, payload, dedupe_key, max_attempts)
		VALUES ('auto-top-up', json_build_object('ruleId', rule.id, 'seq', rule.refill_seq),
			'auto-top-up:' || rule.id || ':' || rule.refill_seq, 5)
		ON CONFLICT (dedupe_key) DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_auto_top_up_crossed AFTER UPDATE OF balance, hold ON accounts FOR EACH ROW
	WHEN (NEW.auto_top_up_below IS NOT NULL AND NEW.balance - NEW.hold < NEW.auto_top_up_below
		AND NEW.balance - NEW.hold < OLD.balance - OLD.hold)
	EXECUTE FUNCTION auto_top_up_crossed();
