CREATE TABLE "people"."modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"key" text,
	"name" text,
	"domain" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "people"."permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"slug" text,
	"module_key" text,
	"action" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "people"."user_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"base_role" text,
	"parent_id" uuid,
	"description" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"suffix" text,
	"email" text,
	"phone" text,
	"secondary_phone" text,
	"date_of_birth" date,
	"gender" text,
	"emergency_contact_name" text,
	"emergency_contact_number" text,
	"emergency_contact_relation" text,
	"mailing_address" text,
	"company" text,
	"user_type_id" uuid,
	"property_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"vendor_id" text,
	"approves_maintenance" boolean,
	"approves_reservations" boolean,
	"approves_join_requests" boolean
);
--> statement-breakpoint
CREATE INDEX "modules_created_at_keyset_idx" ON "people"."modules" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "modules_key_keyset_idx" ON "people"."modules" USING btree (coalesce("key", ''),"id");--> statement-breakpoint
CREATE INDEX "modules_name_keyset_idx" ON "people"."modules" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_key_unique" ON "people"."modules" USING btree (lower("key"));--> statement-breakpoint
CREATE INDEX "permissions_created_at_keyset_idx" ON "people"."permissions" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "permissions_slug_keyset_idx" ON "people"."permissions" USING btree (coalesce("slug", ''),"id");--> statement-breakpoint
CREATE INDEX "permissions_module_key_keyset_idx" ON "people"."permissions" USING btree (coalesce("module_key", ''),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_slug_unique" ON "people"."permissions" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "user_types_created_at_keyset_idx" ON "people"."user_types" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "user_types_name_keyset_idx" ON "people"."user_types" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "user_types_parent_id_ref_idx" ON "people"."user_types" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_types_name_unique" ON "people"."user_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_created_at_keyset_idx" ON "people"."users" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "users_org_created_at_keyset_idx" ON "people"."users" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "users_first_name_keyset_idx" ON "people"."users" USING btree (coalesce("first_name", ''),"id");--> statement-breakpoint
CREATE INDEX "users_org_first_name_keyset_idx" ON "people"."users" USING btree ("parent_org_id",coalesce("first_name", ''),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_keyset_idx" ON "people"."users" USING btree (coalesce("last_name", ''),"id");--> statement-breakpoint
CREATE INDEX "users_org_last_name_keyset_idx" ON "people"."users" USING btree ("parent_org_id",coalesce("last_name", ''),"id");--> statement-breakpoint
CREATE INDEX "users_email_keyset_idx" ON "people"."users" USING btree (coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "users_org_email_keyset_idx" ON "people"."users" USING btree ("parent_org_id",coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "users_user_type_id_ref_idx" ON "people"."users" USING btree ("user_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "people"."users" USING btree (lower("email"));