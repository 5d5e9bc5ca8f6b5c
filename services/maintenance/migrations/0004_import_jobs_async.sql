ALTER TABLE "maintenance"."import_jobs" ALTER COLUMN "status" SET DEFAULT 'staged';--> statement-breakpoint
ALTER TABLE "maintenance"."import_jobs" ADD COLUMN "created_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance"."import_jobs" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "maintenance"."import_jobs" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance"."import_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance"."import_jobs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
UPDATE "maintenance"."import_jobs" SET "status" = 'staged' WHERE "status" = 'open';