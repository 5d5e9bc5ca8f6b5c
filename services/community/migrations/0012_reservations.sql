CREATE TABLE "community"."amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"description" text,
	"background_color" text,
	"operating_status" text,
	"open_time" text,
	"close_time" text,
	"slot_minutes" integer,
	"min_hours" double precision,
	"max_hours" double precision,
	"buffer_minutes" integer,
	"max_people" integer,
	"how_often" text,
	"booking_limit" integer,
	"min_notice_hours" integer,
	"max_advance_days" integer,
	"requires_approval" boolean,
	"deposit" bigint,
	"booking_message" text,
	"terms" text
);
--> statement-breakpoint
CREATE TABLE "community"."community_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"location" text,
	"color" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "community"."reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"title" text,
	"amenity_id" uuid,
	"state" text,
	"unit_id" uuid,
	"user_id" uuid,
	"resident_name" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"expected_people" integer,
	"multi_day" boolean,
	"join_waitlist" boolean,
	"terms_accepted" boolean,
	"notify_user" boolean,
	"user_comments" text,
	"internal_comments" text,
	"booking_id" uuid,
	"day_number" integer,
	"day_count" integer,
	"deposit" bigint,
	"block_reason" text,
	"reject_reasons" text,
	"cancel_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "amenities_created_at_keyset_idx" ON "community"."amenities" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "amenities_org_created_at_keyset_idx" ON "community"."amenities" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "amenities_name_keyset_idx" ON "community"."amenities" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "amenities_org_name_keyset_idx" ON "community"."amenities" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "amenities_max_people_keyset_idx" ON "community"."amenities" USING btree (coalesce(("max_people")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "amenities_org_max_people_keyset_idx" ON "community"."amenities" USING btree ("parent_org_id",coalesce(("max_people")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "amenities_property_id_ref_idx" ON "community"."amenities" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "amenities_name_trgm_idx" ON "community"."amenities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "amenities_description_trgm_idx" ON "community"."amenities" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_events_created_at_keyset_idx" ON "community"."community_events" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_org_created_at_keyset_idx" ON "community"."community_events" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_title_keyset_idx" ON "community"."community_events" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "community_events_org_title_keyset_idx" ON "community"."community_events" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "community_events_start_at_keyset_idx" ON "community"."community_events" USING btree (coalesce("start_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_org_start_at_keyset_idx" ON "community"."community_events" USING btree ("parent_org_id",coalesce("start_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_end_at_keyset_idx" ON "community"."community_events" USING btree (coalesce("end_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_org_end_at_keyset_idx" ON "community"."community_events" USING btree ("parent_org_id",coalesce("end_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "community_events_property_id_ref_idx" ON "community"."community_events" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "community_events_title_trgm_idx" ON "community"."community_events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_events_location_trgm_idx" ON "community"."community_events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_created_at_keyset_idx" ON "community"."reservations" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_org_created_at_keyset_idx" ON "community"."reservations" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_state_keyset_idx" ON "community"."reservations" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "reservations_org_state_keyset_idx" ON "community"."reservations" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "reservations_start_at_keyset_idx" ON "community"."reservations" USING btree (coalesce("start_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_org_start_at_keyset_idx" ON "community"."reservations" USING btree ("parent_org_id",coalesce("start_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_end_at_keyset_idx" ON "community"."reservations" USING btree (coalesce("end_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_org_end_at_keyset_idx" ON "community"."reservations" USING btree ("parent_org_id",coalesce("end_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "reservations_property_id_ref_idx" ON "community"."reservations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "reservations_amenity_id_ref_idx" ON "community"."reservations" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "reservations_unit_id_ref_idx" ON "community"."reservations" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "reservations_user_id_ref_idx" ON "community"."reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_booking_id_ref_idx" ON "community"."reservations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reservations_decided_by_ref_idx" ON "community"."reservations" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "reservations_title_trgm_idx" ON "community"."reservations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservations_resident_name_trgm_idx" ON "community"."reservations" USING gin ("resident_name" gin_trgm_ops);