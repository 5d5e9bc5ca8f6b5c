CREATE SCHEMA IF NOT EXISTS "maintenance";
--> statement-breakpoint
CREATE TABLE "maintenance"."inbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance"."maintenance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "maintenance"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "maintenance_categories_created_idx" ON "maintenance"."maintenance_categories" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_categories_name_idx" ON "maintenance"."maintenance_categories" USING btree ("parent_org_id","name","id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "maintenance"."outbox" USING btree ("published_at","created_at");