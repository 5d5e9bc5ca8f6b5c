CREATE SCHEMA IF NOT EXISTS "people";
--> statement-breakpoint
CREATE TABLE "people"."inbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "people"."parent_orgs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"classification" text,
	"insight_tag" text,
	"primary_address" text,
	"billing_address" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "people"."properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"property_code" text,
	"property_type" text,
	"primary_address" text,
	"billing_address" text,
	"buildings" integer,
	"radius" double precision,
	"radius_unit" text
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "people"."outbox" USING btree ("published_at","created_at");--> statement-breakpoint
CREATE INDEX "parent_orgs_created_idx" ON "people"."parent_orgs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parent_orgs_name_idx" ON "people"."parent_orgs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "people"."properties" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_name_idx" ON "people"."properties" USING btree ("parent_org_id","name","id");--> statement-breakpoint
CREATE INDEX "properties_property_code_idx" ON "people"."properties" USING btree ("parent_org_id","property_code","id");--> statement-breakpoint
CREATE INDEX "properties_buildings_idx" ON "people"."properties" USING btree ("parent_org_id","buildings","id");