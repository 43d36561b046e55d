CREATE TABLE "crypto_top_up_hashes" (
	"hash" text PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "frozen_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "frozen_by_role" smallint;--> statement-breakpoint
ALTER TABLE "crypto_top_up_hashes" ADD CONSTRAINT "crypto_top_up_hashes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_top_up_hashes_payment_idx" ON "crypto_top_up_hashes" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_frozen_by_user_id_users_id_fk" FOREIGN KEY ("frozen_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Cards frozen before this migration: whoever froze them last, with their role now (a card without a
-- known freezer keeps null, which the code treats as staff authority).
UPDATE "cards" c SET "frozen_by_user_id" = e."user_id", "frozen_by_role" = u."role"
FROM (
  SELECT DISTINCT ON ("card_id") "card_id", "user_id" FROM "card_events" WHERE "type" = 'frozen' ORDER BY "card_id", "id" DESC
) e JOIN "users" u ON u."id" = e."user_id"
WHERE c."id" = e."card_id" AND c."status" = 'frozen';--> statement-breakpoint
-- Crypto top-ups already pending or accepted claim their hashes; of duplicates the first one keeps it.
INSERT INTO "crypto_top_up_hashes" ("hash", "payment_id", "created_at")
SELECT regexp_replace(lower(btrim(p."info"->>'hash')), '^0x', ''), p."id", p."created_at"
FROM "payments" p
WHERE p."type" = 'top_up' AND p."source" = 3 AND p."status" IN (1, 2) AND coalesce(btrim(p."info"->>'hash'), '') <> ''
ORDER BY p."id"
ON CONFLICT DO NOTHING;
