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
CREATE INDEX "covenant_types_name_trgm_idx" ON "community"."covenant_types" USING gin ("name" gin_trgm_ops);