CREATE TABLE "community"."bulletins" (
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
	"bulletin_type_id" uuid,
	"body" text,
	"start_date" date,
	"end_date" date,
	"urgent" boolean,
	"state" text,
	"published_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"board_order" text
);
--> statement-breakpoint
CREATE TABLE "community"."suggestion_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "community"."suggestion_numbers" (
	"parent_org_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community"."suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"number" integer,
	"title" text,
	"category_id" uuid,
	"unit_id" uuid,
	"user_id" uuid,
	"description" text,
	"created_date" date,
	"state" text,
	"official_response" text,
	"responded_at" timestamp with time zone,
	"duplicate_of_id" uuid
);
--> statement-breakpoint
CREATE TABLE "community"."lost_found_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"item_name" text,
	"kind" text,
	"description" text,
	"phone_number" text,
	"incident_at" timestamp with time zone,
	"location" text,
	"state" text,
	"reported_by_id" uuid,
	"claimant_name" text,
	"claimant_user_id" uuid,
	"claimed_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community"."covenant_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"covenant_enforcement_id" uuid,
	"body" text,
	"visibility" text,
	"author_name" text,
	"unit_id" uuid
);
--> statement-breakpoint
CREATE TABLE "community"."covenant_enforcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"covenant_type_id" uuid,
	"unit_id" uuid,
	"resident_user_id" uuid,
	"article_number" text,
	"description" text,
	"fine_amount" bigint,
	"days_to_remedy" integer,
	"remedy_description" text,
	"state" text,
	"notice_date" date,
	"remedy_deadline" date,
	"repeat_offender" boolean,
	"remedy_overdue" boolean,
	"fined_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community"."covenant_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"name" text,
	"article_number" text,
	"default_wording" text,
	"default_fine" bigint,
	"default_days_to_remedy" integer
);
--> statement-breakpoint
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
	"idempotency_key" text,
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
CREATE TABLE "community"."parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"unit_id" uuid,
	"recipient_user_id" uuid,
	"state" text,
	"contact_type" text,
	"carrier" text,
	"tracking_number" text,
	"parcel_type" text,
	"number_of_parcels" integer,
	"storage_shelf" text,
	"notes" text,
	"pickup_type" text,
	"picked_up_by" text,
	"signature_attachment_id" text,
	"notified_at" timestamp with time zone,
	"reminder_count" integer,
	"last_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community"."chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"conversation_id" uuid,
	"body" text,
	"author_id" uuid,
	"author_name" text,
	"participant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community"."chat_read_markers" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_read_markers_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community"."conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"subject" text,
	"participant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"participant_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"message_count" integer,
	"last_message_at" timestamp with time zone,
	"last_message_preview" text
);
--> statement-breakpoint
CREATE TABLE "community"."documents" (
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
	"folder_id" uuid,
	"shared" boolean,
	"at_root" boolean
);
--> statement-breakpoint
CREATE TABLE "community"."folders" (
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
	"parent_folder_id" uuid,
	"shared" boolean,
	"at_root" boolean
);
--> statement-breakpoint
CREATE INDEX "bulletins_created_at_keyset_idx" ON "community"."bulletins" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_created_at_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletins_title_keyset_idx" ON "community"."bulletins" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_title_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_start_date_keyset_idx" ON "community"."bulletins" USING btree (coalesce("start_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_start_date_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("start_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "bulletins_end_date_keyset_idx" ON "community"."bulletins" USING btree (coalesce("end_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_end_date_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("end_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "bulletins_state_keyset_idx" ON "community"."bulletins" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_state_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_published_at_keyset_idx" ON "community"."bulletins" USING btree (coalesce("published_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_published_at_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("published_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletins_board_order_keyset_idx" ON "community"."bulletins" USING btree (coalesce("board_order", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_org_board_order_keyset_idx" ON "community"."bulletins" USING btree ("parent_org_id",coalesce("board_order", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletins_property_id_ref_idx" ON "community"."bulletins" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "bulletins_bulletin_type_id_ref_idx" ON "community"."bulletins" USING btree ("bulletin_type_id");--> statement-breakpoint
CREATE INDEX "bulletins_title_trgm_idx" ON "community"."bulletins" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bulletins_body_trgm_idx" ON "community"."bulletins" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggestion_categories_created_at_keyset_idx" ON "community"."suggestion_categories" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "suggestion_categories_org_created_at_keyset_idx" ON "community"."suggestion_categories" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "suggestion_categories_name_keyset_idx" ON "community"."suggestion_categories" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "suggestion_categories_org_name_keyset_idx" ON "community"."suggestion_categories" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_categories_name_unique" ON "community"."suggestion_categories" USING btree ("parent_org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "suggestion_categories_name_trgm_idx" ON "community"."suggestion_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggestion_categories_description_trgm_idx" ON "community"."suggestion_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggestions_created_at_keyset_idx" ON "community"."suggestions" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "suggestions_org_created_at_keyset_idx" ON "community"."suggestions" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "suggestions_number_keyset_idx" ON "community"."suggestions" USING btree (coalesce(("number")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "suggestions_org_number_keyset_idx" ON "community"."suggestions" USING btree ("parent_org_id",coalesce(("number")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "suggestions_title_keyset_idx" ON "community"."suggestions" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "suggestions_org_title_keyset_idx" ON "community"."suggestions" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "suggestions_created_date_keyset_idx" ON "community"."suggestions" USING btree (coalesce("created_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "suggestions_org_created_date_keyset_idx" ON "community"."suggestions" USING btree ("parent_org_id",coalesce("created_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "suggestions_state_keyset_idx" ON "community"."suggestions" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "suggestions_org_state_keyset_idx" ON "community"."suggestions" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "suggestions_property_id_ref_idx" ON "community"."suggestions" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "suggestions_category_id_ref_idx" ON "community"."suggestions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "suggestions_unit_id_ref_idx" ON "community"."suggestions" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "suggestions_user_id_ref_idx" ON "community"."suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestions_duplicate_of_id_ref_idx" ON "community"."suggestions" USING btree ("duplicate_of_id");--> statement-breakpoint
CREATE INDEX "suggestions_title_trgm_idx" ON "community"."suggestions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suggestions_description_trgm_idx" ON "community"."suggestions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lost_found_items_created_at_keyset_idx" ON "community"."lost_found_items" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_org_created_at_keyset_idx" ON "community"."lost_found_items" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_item_name_keyset_idx" ON "community"."lost_found_items" USING btree (coalesce("item_name", ''),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_org_item_name_keyset_idx" ON "community"."lost_found_items" USING btree ("parent_org_id",coalesce("item_name", ''),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_incident_at_keyset_idx" ON "community"."lost_found_items" USING btree (coalesce("incident_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_org_incident_at_keyset_idx" ON "community"."lost_found_items" USING btree ("parent_org_id",coalesce("incident_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_state_keyset_idx" ON "community"."lost_found_items" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_org_state_keyset_idx" ON "community"."lost_found_items" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "lost_found_items_property_id_ref_idx" ON "community"."lost_found_items" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "lost_found_items_reported_by_id_ref_idx" ON "community"."lost_found_items" USING btree ("reported_by_id");--> statement-breakpoint
CREATE INDEX "lost_found_items_claimant_user_id_ref_idx" ON "community"."lost_found_items" USING btree ("claimant_user_id");--> statement-breakpoint
CREATE INDEX "lost_found_items_item_name_trgm_idx" ON "community"."lost_found_items" USING gin ("item_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lost_found_items_description_trgm_idx" ON "community"."lost_found_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lost_found_items_location_trgm_idx" ON "community"."lost_found_items" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "covenant_comments_created_at_keyset_idx" ON "community"."covenant_comments" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_comments_org_created_at_keyset_idx" ON "community"."covenant_comments" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_comments_property_id_ref_idx" ON "community"."covenant_comments" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "covenant_comments_covenant_enforcement_id_ref_idx" ON "community"."covenant_comments" USING btree ("covenant_enforcement_id");--> statement-breakpoint
CREATE INDEX "covenant_comments_unit_id_ref_idx" ON "community"."covenant_comments" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_created_at_keyset_idx" ON "community"."covenant_enforcements" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_org_created_at_keyset_idx" ON "community"."covenant_enforcements" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_article_number_keyset_idx" ON "community"."covenant_enforcements" USING btree (coalesce("article_number", ''),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_org_article_number_keyset_idx" ON "community"."covenant_enforcements" USING btree ("parent_org_id",coalesce("article_number", ''),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_state_keyset_idx" ON "community"."covenant_enforcements" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_org_state_keyset_idx" ON "community"."covenant_enforcements" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_notice_date_keyset_idx" ON "community"."covenant_enforcements" USING btree (coalesce("notice_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_org_notice_date_keyset_idx" ON "community"."covenant_enforcements" USING btree ("parent_org_id",coalesce("notice_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_remedy_deadline_keyset_idx" ON "community"."covenant_enforcements" USING btree (coalesce("remedy_deadline", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_org_remedy_deadline_keyset_idx" ON "community"."covenant_enforcements" USING btree ("parent_org_id",coalesce("remedy_deadline", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_property_id_ref_idx" ON "community"."covenant_enforcements" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_covenant_type_id_ref_idx" ON "community"."covenant_enforcements" USING btree ("covenant_type_id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_unit_id_ref_idx" ON "community"."covenant_enforcements" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_resident_user_id_ref_idx" ON "community"."covenant_enforcements" USING btree ("resident_user_id");--> statement-breakpoint
CREATE INDEX "covenant_enforcements_article_number_trgm_idx" ON "community"."covenant_enforcements" USING gin ("article_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "covenant_enforcements_description_trgm_idx" ON "community"."covenant_enforcements" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "covenant_types_created_at_keyset_idx" ON "community"."covenant_types" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_types_org_created_at_keyset_idx" ON "community"."covenant_types" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "covenant_types_name_keyset_idx" ON "community"."covenant_types" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "covenant_types_org_name_keyset_idx" ON "community"."covenant_types" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "covenant_types_name_unique" ON "community"."covenant_types" USING btree ("parent_org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "covenant_types_name_trgm_idx" ON "community"."covenant_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "reservations_resident_name_trgm_idx" ON "community"."reservations" USING gin ("resident_name" gin_trgm_ops);--> statement-breakpoint
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
CREATE INDEX "notifications_description_trgm_idx" ON "community"."notifications" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_created_at_keyset_idx" ON "community"."parcels" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parcels_org_created_at_keyset_idx" ON "community"."parcels" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parcels_state_keyset_idx" ON "community"."parcels" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "parcels_org_state_keyset_idx" ON "community"."parcels" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "parcels_closed_at_keyset_idx" ON "community"."parcels" USING btree (coalesce("closed_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parcels_org_closed_at_keyset_idx" ON "community"."parcels" USING btree ("parent_org_id",coalesce("closed_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parcels_property_id_ref_idx" ON "community"."parcels" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "parcels_unit_id_ref_idx" ON "community"."parcels" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "parcels_recipient_user_id_ref_idx" ON "community"."parcels" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "parcels_tracking_number_trgm_idx" ON "community"."parcels" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_storage_shelf_trgm_idx" ON "community"."parcels" USING gin ("storage_shelf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_created_at_keyset_idx" ON "community"."chat_messages" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "chat_messages_org_created_at_keyset_idx" ON "community"."chat_messages" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "chat_messages_property_id_ref_idx" ON "community"."chat_messages" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_ref_idx" ON "community"."chat_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_id_ref_idx" ON "community"."chat_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "conversations_created_at_keyset_idx" ON "community"."conversations" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "conversations_org_created_at_keyset_idx" ON "community"."conversations" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "conversations_subject_keyset_idx" ON "community"."conversations" USING btree (coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "conversations_org_subject_keyset_idx" ON "community"."conversations" USING btree ("parent_org_id",coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_at_keyset_idx" ON "community"."conversations" USING btree (coalesce("last_message_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "conversations_org_last_message_at_keyset_idx" ON "community"."conversations" USING btree ("parent_org_id",coalesce("last_message_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "conversations_property_id_ref_idx" ON "community"."conversations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "conversations_subject_trgm_idx" ON "community"."conversations" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_created_at_keyset_idx" ON "community"."documents" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "documents_org_created_at_keyset_idx" ON "community"."documents" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "documents_name_keyset_idx" ON "community"."documents" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "documents_org_name_keyset_idx" ON "community"."documents" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "documents_property_id_ref_idx" ON "community"."documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "documents_folder_id_ref_idx" ON "community"."documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "documents_name_trgm_idx" ON "community"."documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "folders_created_at_keyset_idx" ON "community"."folders" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "folders_org_created_at_keyset_idx" ON "community"."folders" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "folders_name_keyset_idx" ON "community"."folders" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "folders_org_name_keyset_idx" ON "community"."folders" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "folders_property_id_ref_idx" ON "community"."folders" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "folders_parent_folder_id_ref_idx" ON "community"."folders" USING btree ("parent_folder_id");--> statement-breakpoint
CREATE INDEX "folders_name_trgm_idx" ON "community"."folders" USING gin ("name" gin_trgm_ops);