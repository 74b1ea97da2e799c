ALTER TABLE "leads" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opened_by_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opened_by_email" varchar(254);--> statement-breakpoint
CREATE INDEX "leads_unopened_idx" ON "leads" USING btree ("seq") WHERE "leads"."opened_at" is null;--> statement-breakpoint
-- Leads someone already worked (moved on, or with a note or a retry) were opened: they are not marked unopened.
UPDATE "leads" SET "opened_at" = "created_at" WHERE "status" <> 'new' OR EXISTS (SELECT 1 FROM "lead_events" WHERE "lead_events"."lead_id" = "leads"."id");
