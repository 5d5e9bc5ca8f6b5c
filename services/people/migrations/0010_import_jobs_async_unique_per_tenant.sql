ALTER TABLE "people"."import_jobs" ALTER COLUMN "status" SET DEFAULT 'staged';--> statement-breakpoint
ALTER TABLE "people"."import_jobs" ADD COLUMN "created_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "people"."import_jobs" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "people"."import_jobs" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "people"."import_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people"."import_jobs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_stalls_stall_number_unique" ON "people"."parking_stalls" USING btree ("property_id",lower("stall_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "properties_property_code_unique" ON "people"."properties" USING btree (lower("property_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_unit_number_unique" ON "people"."units" USING btree ("property_id",lower("unit_number"));--> statement-breakpoint
UPDATE "people"."import_jobs" SET "status" = 'staged' WHERE "status" = 'open';