CREATE TABLE "people"."groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"group_type" text,
	"description" text,
	"member_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"member_unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people"."invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"user_type_id" uuid,
	"property_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"unit_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"message" text,
	"invite_status" text,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"token_hash" text
);
--> statement-breakpoint
CREATE TABLE "people"."join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"kind" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"company" text,
	"requested_property_id" uuid,
	"unit_number" text,
	"message" text,
	"request_status" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"user_id" uuid
);
--> statement-breakpoint
CREATE INDEX "groups_created_at_keyset_idx" ON "people"."groups" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "groups_org_created_at_keyset_idx" ON "people"."groups" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "groups_name_keyset_idx" ON "people"."groups" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "groups_org_name_keyset_idx" ON "people"."groups" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "invites_created_at_keyset_idx" ON "people"."invites" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "invites_org_created_at_keyset_idx" ON "people"."invites" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "invites_email_keyset_idx" ON "people"."invites" USING btree (coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "invites_org_email_keyset_idx" ON "people"."invites" USING btree ("parent_org_id",coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "invites_expires_at_keyset_idx" ON "people"."invites" USING btree (coalesce("expires_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "invites_org_expires_at_keyset_idx" ON "people"."invites" USING btree ("parent_org_id",coalesce("expires_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "invites_user_type_id_ref_idx" ON "people"."invites" USING btree ("user_type_id");--> statement-breakpoint
CREATE INDEX "invites_accepted_user_id_ref_idx" ON "people"."invites" USING btree ("accepted_user_id");--> statement-breakpoint
CREATE INDEX "join_requests_created_at_keyset_idx" ON "people"."join_requests" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "join_requests_org_created_at_keyset_idx" ON "people"."join_requests" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "join_requests_email_keyset_idx" ON "people"."join_requests" USING btree (coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "join_requests_org_email_keyset_idx" ON "people"."join_requests" USING btree ("parent_org_id",coalesce("email", ''),"id");--> statement-breakpoint
CREATE INDEX "join_requests_requested_property_id_ref_idx" ON "people"."join_requests" USING btree ("requested_property_id");--> statement-breakpoint
CREATE INDEX "join_requests_decided_by_ref_idx" ON "people"."join_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "join_requests_user_id_ref_idx" ON "people"."join_requests" USING btree ("user_id");