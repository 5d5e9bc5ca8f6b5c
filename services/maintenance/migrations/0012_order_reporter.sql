ALTER TABLE "maintenance"."orders" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "maintenance"."orders" ADD COLUMN "reporter_contact" text;