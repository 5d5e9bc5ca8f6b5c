CREATE SCHEMA IF NOT EXISTS "billing";
--> statement-breakpoint
CREATE TABLE "billing"."billing_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"gl_code" text,
	"ledger" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "billing"."inbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "billing_types_created_idx" ON "billing"."billing_types" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "billing_types_name_idx" ON "billing"."billing_types" USING btree ("parent_org_id","name","id");--> statement-breakpoint
CREATE INDEX "billing_types_gl_code_idx" ON "billing"."billing_types" USING btree ("parent_org_id","gl_code","id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "billing"."outbox" USING btree ("published_at","created_at");