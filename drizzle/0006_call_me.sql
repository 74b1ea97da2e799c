CREATE TABLE "call_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"vapi_call_id" varchar(100),
	"outbound" boolean DEFAULT true NOT NULL,
	"number" varchar(16),
	"consent_at" timestamp with time zone,
	"state" varchar(20) DEFAULT 'placing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_attempts_vapi_call_id_unique" UNIQUE("vapi_call_id")
);
--> statement-breakpoint
ALTER TABLE "call_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "do_not_call" (
	"number" varchar(16) PRIMARY KEY NOT NULL,
	"added_by" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "do_not_call" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_transcript" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_summary" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_recording_url" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_attempts" ADD CONSTRAINT "call_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_attempts_number_idx" ON "call_attempts" USING btree ("number","created_at");--> statement-breakpoint
CREATE INDEX "call_attempts_created_at_idx" ON "call_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "call_attempts_lead_id_idx" ON "call_attempts" USING btree ("lead_id");