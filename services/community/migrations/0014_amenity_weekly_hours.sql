ALTER TABLE "community"."amenities" ADD COLUMN "monday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "tuesday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "wednesday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "thursday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "friday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "saturday_hours" text;--> statement-breakpoint
ALTER TABLE "community"."amenities" ADD COLUMN "sunday_hours" text;--> statement-breakpoint
-- The single daily window becomes every weekday's hours (a close of 00:00 meant midnight).
UPDATE "community"."amenities" SET "monday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "tuesday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "wednesday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "thursday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "friday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "saturday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END, "sunday_hours" = coalesce(nullif("open_time", ''), '00:00') || '-' || CASE WHEN coalesce("close_time", '') IN ('', '00:00') THEN '24:00' ELSE "close_time" END;--> statement-breakpoint
ALTER TABLE "community"."amenities" DROP COLUMN "open_time";--> statement-breakpoint
ALTER TABLE "community"."amenities" DROP COLUMN "close_time";
