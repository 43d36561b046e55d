CREATE TABLE "person_spend_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"daily" bigint,
	"monthly" bigint,
	"set_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_spend_limits_positive_ck" CHECK (coalesce("person_spend_limits"."daily", 1) > 0 and coalesce("person_spend_limits"."monthly", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "person_spend_limits" ADD CONSTRAINT "person_spend_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_spend_limits" ADD CONSTRAINT "person_spend_limits_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_spend_limits_user_currency_uq" ON "person_spend_limits" USING btree ("user_id","currency");