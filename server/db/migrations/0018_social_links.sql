CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_url_https_ck" CHECK ("social_links"."url" like 'https://%' and length("social_links"."url") <= 512),
	CONSTRAINT "social_links_label_ck" CHECK (length("social_links"."label") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_links_position_uq" ON "social_links" USING btree ("position");