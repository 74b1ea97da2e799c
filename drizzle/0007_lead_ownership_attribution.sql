CREATE SEQUENCE "public"."round_robin_turn" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"lead_count" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "follow_up_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"display_name" varchar(80),
	"round_robin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "change" varchar(20);--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "owner_email" varchar(254);--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_page" varchar(300);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer" varchar(300);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pages_viewed" jsonb;--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_on");