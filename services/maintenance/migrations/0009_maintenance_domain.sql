CREATE TABLE "maintenance"."effects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance"."equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"device_name" text,
	"location_id" uuid,
	"serviced_by" uuid,
	"model_no" text,
	"serial_no" text,
	"warranty_start" date,
	"warranty_end" date,
	"warranty_standard" text,
	"warranty_extended" text,
	"expiration_reminder_days" integer,
	"service_every" integer,
	"service_unit" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "maintenance"."locations" (
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
	"location_type" text,
	"description" text,
	"parent_location_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance"."orders" (
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
	"state" text,
	"unit_id" uuid,
	"location_id" uuid,
	"sub_location_id" uuid,
	"category_id" uuid,
	"urgency" text,
	"description" text,
	"requester_availability" text,
	"permission_to_enter" boolean,
	"manager_note" text,
	"equipment_id" uuid,
	"due_date" date,
	"requester_id" uuid,
	"assigned_type" text,
	"assigned_staff_id" uuid,
	"vendor_id" uuid,
	"vendor_user_id" uuid,
	"schedule_id" uuid,
	"occurrence_date" date,
	"labor_hours" double precision,
	"labor_cost" bigint,
	"parts_cost" bigint,
	"completion_note" text,
	"completed_at" timestamp with time zone,
	"completed_on_time" boolean,
	"closed_at" timestamp with time zone,
	"reopen_count" integer,
	"rating" integer
);
--> statement-breakpoint
CREATE TABLE "maintenance"."part_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"part_id" uuid,
	"kind" text,
	"quantity" integer,
	"order_id" uuid,
	"unit_cost" bigint,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "maintenance"."parts" (
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
	"part_number" text,
	"unit_price" bigint,
	"minimum_quantity" integer,
	"quantity_on_hand" integer,
	"low_stock" boolean,
	"storage_location" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "maintenance"."quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"bid_id" uuid,
	"position" integer,
	"description" text,
	"quantity" double precision,
	"amount_per_qty" bigint,
	"total" bigint,
	"vendor_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance"."rfp_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"rfp_id" uuid,
	"vendor_id" uuid,
	"state" text,
	"vendor_user_id" uuid,
	"quote_total" bigint,
	"quote_note" text,
	"quoted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance"."rfp_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"rfp_id" uuid,
	"question" text,
	"response" text,
	"asked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance"."rfps" (
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
	"order_id" uuid,
	"state" text,
	"scope" text,
	"send_question_date" date,
	"due_date" date,
	"decision_date" date,
	"awarded_vendor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance"."schedule_occurrences" (
	"schedule_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_occurrences_schedule_id_occurrence_date_pk" PRIMARY KEY("schedule_id","occurrence_date")
);
--> statement-breakpoint
CREATE TABLE "maintenance"."schedules" (
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
	"unit_id" uuid,
	"location_id" uuid,
	"category_id" uuid,
	"urgency" text,
	"equipment_id" uuid,
	"description" text,
	"start_date" date,
	"never_ends" boolean,
	"end_date" date,
	"repeat_every" integer,
	"repeat_unit" text,
	"assigned_staff_id" uuid,
	"vendor_id" uuid,
	"next_occurrence" date,
	"last_generated_for" date
);
--> statement-breakpoint
CREATE TABLE "maintenance"."thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"thread_id" uuid,
	"body" text,
	"author_id" uuid,
	"unit_id" uuid,
	"vendor_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maintenance"."threads" (
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
	"order_id" uuid,
	"unit_id" uuid,
	"vendor_user_id" uuid,
	"message_count" integer,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance"."vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"business_name" text,
	"contact_name" text,
	"email" text,
	"phone" text,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"license" text,
	"license_expires_on" date,
	"insurance_license" text,
	"insurance_expires_on" date,
	"bond" text,
	"bond_expires_on" date,
	"service_radius" integer,
	"business_address" text,
	"billing_info" text,
	"notes" text,
	"user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "maintenance"."maintenance_categories" ADD COLUMN "due_days_low" integer;--> statement-breakpoint
ALTER TABLE "maintenance"."maintenance_categories" ADD COLUMN "due_days_medium" integer;--> statement-breakpoint
ALTER TABLE "maintenance"."maintenance_categories" ADD COLUMN "due_days_high" integer;--> statement-breakpoint
ALTER TABLE "maintenance"."maintenance_categories" ADD COLUMN "due_days_emergency" integer;--> statement-breakpoint
CREATE INDEX "effects_due_idx" ON "maintenance"."effects" USING btree ("done_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "equipment_created_at_keyset_idx" ON "maintenance"."equipment" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "equipment_org_created_at_keyset_idx" ON "maintenance"."equipment" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "equipment_device_name_keyset_idx" ON "maintenance"."equipment" USING btree (coalesce("device_name", ''),"id");--> statement-breakpoint
CREATE INDEX "equipment_org_device_name_keyset_idx" ON "maintenance"."equipment" USING btree ("parent_org_id",coalesce("device_name", ''),"id");--> statement-breakpoint
CREATE INDEX "equipment_warranty_end_keyset_idx" ON "maintenance"."equipment" USING btree (coalesce("warranty_end", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "equipment_org_warranty_end_keyset_idx" ON "maintenance"."equipment" USING btree ("parent_org_id",coalesce("warranty_end", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "equipment_property_id_ref_idx" ON "maintenance"."equipment" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "equipment_location_id_ref_idx" ON "maintenance"."equipment" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "equipment_serviced_by_ref_idx" ON "maintenance"."equipment" USING btree ("serviced_by");--> statement-breakpoint
CREATE INDEX "equipment_device_name_trgm_idx" ON "maintenance"."equipment" USING gin ("device_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_model_no_trgm_idx" ON "maintenance"."equipment" USING gin ("model_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_serial_no_trgm_idx" ON "maintenance"."equipment" USING gin ("serial_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_created_at_keyset_idx" ON "maintenance"."locations" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "locations_org_created_at_keyset_idx" ON "maintenance"."locations" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "locations_name_keyset_idx" ON "maintenance"."locations" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "locations_org_name_keyset_idx" ON "maintenance"."locations" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "locations_property_id_ref_idx" ON "maintenance"."locations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "locations_parent_location_id_ref_idx" ON "maintenance"."locations" USING btree ("parent_location_id");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "maintenance"."locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_at_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "orders_org_created_at_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "orders_title_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_org_title_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_state_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_org_state_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("state", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_urgency_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("urgency", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_org_urgency_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("urgency", ''),"id");--> statement-breakpoint
CREATE INDEX "orders_due_date_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "orders_org_due_date_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "orders_completed_at_keyset_idx" ON "maintenance"."orders" USING btree (coalesce("completed_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "orders_org_completed_at_keyset_idx" ON "maintenance"."orders" USING btree ("parent_org_id",coalesce("completed_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "orders_property_id_ref_idx" ON "maintenance"."orders" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "orders_unit_id_ref_idx" ON "maintenance"."orders" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "orders_location_id_ref_idx" ON "maintenance"."orders" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "orders_sub_location_id_ref_idx" ON "maintenance"."orders" USING btree ("sub_location_id");--> statement-breakpoint
CREATE INDEX "orders_category_id_ref_idx" ON "maintenance"."orders" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "orders_equipment_id_ref_idx" ON "maintenance"."orders" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "orders_requester_id_ref_idx" ON "maintenance"."orders" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "orders_assigned_staff_id_ref_idx" ON "maintenance"."orders" USING btree ("assigned_staff_id");--> statement-breakpoint
CREATE INDEX "orders_vendor_id_ref_idx" ON "maintenance"."orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "orders_vendor_user_id_ref_idx" ON "maintenance"."orders" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "orders_schedule_id_ref_idx" ON "maintenance"."orders" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "orders_title_trgm_idx" ON "maintenance"."orders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "part_movements_created_at_keyset_idx" ON "maintenance"."part_movements" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "part_movements_org_created_at_keyset_idx" ON "maintenance"."part_movements" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "part_movements_property_id_ref_idx" ON "maintenance"."part_movements" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "part_movements_part_id_ref_idx" ON "maintenance"."part_movements" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "part_movements_order_id_ref_idx" ON "maintenance"."part_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parts_created_at_keyset_idx" ON "maintenance"."parts" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parts_org_created_at_keyset_idx" ON "maintenance"."parts" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "parts_name_keyset_idx" ON "maintenance"."parts" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "parts_org_name_keyset_idx" ON "maintenance"."parts" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "parts_unit_price_keyset_idx" ON "maintenance"."parts" USING btree (coalesce(("unit_price")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "parts_org_unit_price_keyset_idx" ON "maintenance"."parts" USING btree ("parent_org_id",coalesce(("unit_price")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "parts_quantity_on_hand_keyset_idx" ON "maintenance"."parts" USING btree (coalesce(("quantity_on_hand")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "parts_org_quantity_on_hand_keyset_idx" ON "maintenance"."parts" USING btree ("parent_org_id",coalesce(("quantity_on_hand")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "parts_property_id_ref_idx" ON "maintenance"."parts" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_part_number_unique" ON "maintenance"."parts" USING btree ("property_id",lower("part_number"));--> statement-breakpoint
CREATE INDEX "parts_name_trgm_idx" ON "maintenance"."parts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_part_number_trgm_idx" ON "maintenance"."parts" USING gin ("part_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_lines_created_at_keyset_idx" ON "maintenance"."quote_lines" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "quote_lines_org_created_at_keyset_idx" ON "maintenance"."quote_lines" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "quote_lines_position_keyset_idx" ON "maintenance"."quote_lines" USING btree (coalesce(("position")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "quote_lines_org_position_keyset_idx" ON "maintenance"."quote_lines" USING btree ("parent_org_id",coalesce(("position")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "quote_lines_property_id_ref_idx" ON "maintenance"."quote_lines" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "quote_lines_bid_id_ref_idx" ON "maintenance"."quote_lines" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "quote_lines_vendor_user_id_ref_idx" ON "maintenance"."quote_lines" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "rfp_bids_created_at_keyset_idx" ON "maintenance"."rfp_bids" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfp_bids_org_created_at_keyset_idx" ON "maintenance"."rfp_bids" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfp_bids_quote_total_keyset_idx" ON "maintenance"."rfp_bids" USING btree (coalesce(("quote_total")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "rfp_bids_org_quote_total_keyset_idx" ON "maintenance"."rfp_bids" USING btree ("parent_org_id",coalesce(("quote_total")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "rfp_bids_property_id_ref_idx" ON "maintenance"."rfp_bids" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rfp_bids_rfp_id_ref_idx" ON "maintenance"."rfp_bids" USING btree ("rfp_id");--> statement-breakpoint
CREATE INDEX "rfp_bids_vendor_id_ref_idx" ON "maintenance"."rfp_bids" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "rfp_bids_vendor_user_id_ref_idx" ON "maintenance"."rfp_bids" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "rfp_questions_created_at_keyset_idx" ON "maintenance"."rfp_questions" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfp_questions_org_created_at_keyset_idx" ON "maintenance"."rfp_questions" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfp_questions_property_id_ref_idx" ON "maintenance"."rfp_questions" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rfp_questions_rfp_id_ref_idx" ON "maintenance"."rfp_questions" USING btree ("rfp_id");--> statement-breakpoint
CREATE INDEX "rfp_questions_asked_by_ref_idx" ON "maintenance"."rfp_questions" USING btree ("asked_by");--> statement-breakpoint
CREATE INDEX "rfps_created_at_keyset_idx" ON "maintenance"."rfps" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfps_org_created_at_keyset_idx" ON "maintenance"."rfps" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "rfps_title_keyset_idx" ON "maintenance"."rfps" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "rfps_org_title_keyset_idx" ON "maintenance"."rfps" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "rfps_due_date_keyset_idx" ON "maintenance"."rfps" USING btree (coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "rfps_org_due_date_keyset_idx" ON "maintenance"."rfps" USING btree ("parent_org_id",coalesce("due_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "rfps_decision_date_keyset_idx" ON "maintenance"."rfps" USING btree (coalesce("decision_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "rfps_org_decision_date_keyset_idx" ON "maintenance"."rfps" USING btree ("parent_org_id",coalesce("decision_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "rfps_property_id_ref_idx" ON "maintenance"."rfps" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rfps_order_id_ref_idx" ON "maintenance"."rfps" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rfps_awarded_vendor_id_ref_idx" ON "maintenance"."rfps" USING btree ("awarded_vendor_id");--> statement-breakpoint
CREATE INDEX "rfps_title_trgm_idx" ON "maintenance"."rfps" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_created_at_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_created_at_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "schedules_title_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_title_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("title", ''),"id");--> statement-breakpoint
CREATE INDEX "schedules_urgency_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("urgency", ''),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_urgency_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("urgency", ''),"id");--> statement-breakpoint
CREATE INDEX "schedules_start_date_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("start_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_start_date_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("start_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_end_date_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("end_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_end_date_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("end_date", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_next_occurrence_keyset_idx" ON "maintenance"."schedules" USING btree (coalesce("next_occurrence", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_org_next_occurrence_keyset_idx" ON "maintenance"."schedules" USING btree ("parent_org_id",coalesce("next_occurrence", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "schedules_property_id_ref_idx" ON "maintenance"."schedules" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "schedules_unit_id_ref_idx" ON "maintenance"."schedules" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "schedules_location_id_ref_idx" ON "maintenance"."schedules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "schedules_category_id_ref_idx" ON "maintenance"."schedules" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "schedules_equipment_id_ref_idx" ON "maintenance"."schedules" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "schedules_assigned_staff_id_ref_idx" ON "maintenance"."schedules" USING btree ("assigned_staff_id");--> statement-breakpoint
CREATE INDEX "schedules_vendor_id_ref_idx" ON "maintenance"."schedules" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "schedules_title_trgm_idx" ON "maintenance"."schedules" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "thread_messages_created_at_keyset_idx" ON "maintenance"."thread_messages" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "thread_messages_org_created_at_keyset_idx" ON "maintenance"."thread_messages" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "thread_messages_property_id_ref_idx" ON "maintenance"."thread_messages" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "thread_messages_thread_id_ref_idx" ON "maintenance"."thread_messages" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "thread_messages_author_id_ref_idx" ON "maintenance"."thread_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "thread_messages_unit_id_ref_idx" ON "maintenance"."thread_messages" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "thread_messages_vendor_user_id_ref_idx" ON "maintenance"."thread_messages" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "threads_created_at_keyset_idx" ON "maintenance"."threads" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "threads_org_created_at_keyset_idx" ON "maintenance"."threads" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "threads_subject_keyset_idx" ON "maintenance"."threads" USING btree (coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "threads_org_subject_keyset_idx" ON "maintenance"."threads" USING btree ("parent_org_id",coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "threads_last_message_at_keyset_idx" ON "maintenance"."threads" USING btree (coalesce("last_message_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "threads_org_last_message_at_keyset_idx" ON "maintenance"."threads" USING btree ("parent_org_id",coalesce("last_message_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "threads_property_id_ref_idx" ON "maintenance"."threads" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "threads_order_id_ref_idx" ON "maintenance"."threads" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "threads_unit_id_ref_idx" ON "maintenance"."threads" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "threads_vendor_user_id_ref_idx" ON "maintenance"."threads" USING btree ("vendor_user_id");--> statement-breakpoint
CREATE INDEX "threads_subject_trgm_idx" ON "maintenance"."threads" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_created_at_keyset_idx" ON "maintenance"."vendors" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_created_at_keyset_idx" ON "maintenance"."vendors" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "vendors_business_name_keyset_idx" ON "maintenance"."vendors" USING btree (coalesce("business_name", ''),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_business_name_keyset_idx" ON "maintenance"."vendors" USING btree ("parent_org_id",coalesce("business_name", ''),"id");--> statement-breakpoint
CREATE INDEX "vendors_license_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree (coalesce("license_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_license_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree ("parent_org_id",coalesce("license_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_insurance_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree (coalesce("insurance_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_insurance_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree ("parent_org_id",coalesce("insurance_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_bond_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree (coalesce("bond_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_org_bond_expires_on_keyset_idx" ON "maintenance"."vendors" USING btree ("parent_org_id",coalesce("bond_expires_on", '-infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "vendors_user_id_ref_idx" ON "maintenance"."vendors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_business_name_unique" ON "maintenance"."vendors" USING btree ("parent_org_id",lower("business_name"));--> statement-breakpoint
CREATE INDEX "vendors_business_name_trgm_idx" ON "maintenance"."vendors" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_contact_name_trgm_idx" ON "maintenance"."vendors" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_email_trgm_idx" ON "maintenance"."vendors" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_license_trgm_idx" ON "maintenance"."vendors" USING gin ("license" gin_trgm_ops);