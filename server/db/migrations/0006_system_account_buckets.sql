DROP INDEX "accounts_system_purpose_uq";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "bucket" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_purpose_uq" ON "accounts" USING btree ("purpose","currency","bucket") WHERE "accounts"."type" = 2;