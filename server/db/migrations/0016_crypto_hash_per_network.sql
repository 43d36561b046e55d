ALTER TABLE "crypto_top_up_hashes" DROP CONSTRAINT "crypto_top_up_hashes_pkey";--> statement-breakpoint
ALTER TABLE "crypto_top_up_hashes" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "crypto_top_up_hashes" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "crypto_top_up_hashes" ADD CONSTRAINT "crypto_top_up_hashes_hash_network_uq" UNIQUE NULLS NOT DISTINCT("hash","network");--> statement-breakpoint
-- Hashes claimed before this migration: a USDC balance is paid in on ERC20 alone, so its hashes are ERC20
-- ones; a USDT balance is paid in on TRC20 and ERC20 and its old top-ups did not say which, so they stay
-- unknown (null), which conflicts with either chain.
UPDATE "crypto_top_up_hashes" h SET "network" = 'ERC20'
FROM "payments" p JOIN "accounts" a ON a."id" = p."to_account_id"
WHERE p."id" = h."payment_id" AND a."currency" = 'USDC';
