CREATE TABLE "community"."notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" text,
	"body" text,
	"recipient_user_id" uuid,
	"state" text,
	"email" text,
	"link" text,
	"notification_id" uuid,
	"source_entity" text,
	"source_id" text,
	"source_event" text,
	"dedupe_key" text,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "community"."notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"title" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "community"."notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" text,
	"state" text,
	"template_id" uuid,
	"notes" text,
	"description" text,
	"audience_property_id" uuid,
	"audience_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience_user_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience_unit_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"audience_notification_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"channel_console" boolean,
	"channel_mail" boolean,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipient_count" integer
);
--> statement-breakpoint
CREATE INDEX "notification_deliveries_created_at_keyset_idx" ON "community"."notification_deliveries" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_org_created_at_keyset_idx" ON "community"."notification_deliveries" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_state_keyset_idx" ON "community"."notification_deliveries" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_org_state_keyset_idx" ON "community"."notification_deliveries" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_read_at_keyset_idx" ON "community"."notification_deliveries" USING btree (coalesce("read_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_org_read_at_keyset_idx" ON "community"."notification_deliveries" USING btree ("parent_org_id",coalesce("read_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_recipient_user_id_ref_idx" ON "community"."notification_deliveries" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_notification_id_ref_idx" ON "community"."notification_deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_dedupe_key_unique" ON "community"."notification_deliveries" USING btree ("parent_org_id",lower("dedupe_key"));--> statement-breakpoint
CREATE INDEX "notification_deliveries_title_trgm_idx" ON "community"."notification_deliveries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_templates_created_at_keyset_idx" ON "community"."notification_templates" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_templates_org_created_at_keyset_idx" ON "community"."notification_templates" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notification_templates_name_keyset_idx" ON "community"."notification_templates" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "notification_templates_org_name_keyset_idx" ON "community"."notification_templates" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_name_unique" ON "community"."notification_templates" USING btree ("parent_org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "notification_templates_name_trgm_idx" ON "community"."notification_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_templates_title_trgm_idx" ON "community"."notification_templates" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_created_at_keyset_idx" ON "community"."notifications" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_org_created_at_keyset_idx" ON "community"."notifications" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_title_keyset_idx" ON "community"."notifications" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "notifications_org_title_keyset_idx" ON "community"."notifications" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "notifications_state_keyset_idx" ON "community"."notifications" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "notifications_org_state_keyset_idx" ON "community"."notifications" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "notifications_scheduled_at_keyset_idx" ON "community"."notifications" USING btree (coalesce("scheduled_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_org_scheduled_at_keyset_idx" ON "community"."notifications" USING btree ("parent_org_id",coalesce("scheduled_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_sent_at_keyset_idx" ON "community"."notifications" USING btree (coalesce("sent_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_org_sent_at_keyset_idx" ON "community"."notifications" USING btree ("parent_org_id",coalesce("sent_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "notifications_template_id_ref_idx" ON "community"."notifications" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "notifications_audience_property_id_ref_idx" ON "community"."notifications" USING btree ("audience_property_id");--> statement-breakpoint
CREATE INDEX "notifications_title_trgm_idx" ON "community"."notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_description_trgm_idx" ON "community"."notifications" USING gin ("description" gin_trgm_ops);