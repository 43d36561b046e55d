CREATE TABLE "analytics_actor_days" (
	"day" date NOT NULL,
	"actor" text NOT NULL,
	"company_id" integer,
	"hits" integer NOT NULL,
	CONSTRAINT "analytics_actor_days_day_actor_pk" PRIMARY KEY("day","actor")
);
--> statement-breakpoint
CREATE TABLE "analytics_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"referrer" text,
	"duration_ms" integer,
	"device" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"device" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_page_days_day_type_name_device_pk" PRIMARY KEY("day","type","name","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_risk_seen" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_name_day_idx" ON "analytics_events" USING btree ("name","day");