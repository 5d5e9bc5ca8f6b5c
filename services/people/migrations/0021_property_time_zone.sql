ALTER TABLE "people"."properties" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Properties from before issue 18 get the product's default zone (DEFAULT_TIME_ZONE) until a manager picks theirs.
UPDATE "people"."properties" SET "time_zone" = 'America/New_York' WHERE "time_zone" IS NULL;
