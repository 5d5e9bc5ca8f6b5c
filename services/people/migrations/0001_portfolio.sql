CREATE TABLE "people"."parking_stalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"stall_number" text,
	"unit_id" uuid,
	"stall_type" text,
	"level" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "people"."pets" (
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
	"name" text,
	"type" text,
	"breed" text,
	"color" text,
	"age" double precision,
	"weight" double precision,
	"last_vaccination_date" date
);
--> statement-breakpoint
CREATE TABLE "people"."unit_users" (
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
	"name" text,
	"email" text,
	"phone" text,
	"relationship" text,
	"move_in_date" date,
	"move_out_date" date
);
--> statement-breakpoint
CREATE TABLE "people"."units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"unit_number" text,
	"building" text,
	"floor" integer,
	"bedrooms" integer,
	"square_feet" integer,
	"storage_number" text,
	"locker_number" text,
	"wine_locker_number" text,
	"key_fob" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "people"."vehicles" (
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
	"type" text,
	"model" text,
	"color" text,
	"license_plate" text
);
--> statement-breakpoint
CREATE INDEX "parking_stalls_created_idx" ON "people"."parking_stalls" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parking_stalls_stall_number_idx" ON "people"."parking_stalls" USING btree ("parent_org_id","stall_number","id");--> statement-breakpoint
CREATE INDEX "parking_stalls_property_id_ref_idx" ON "people"."parking_stalls" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "parking_stalls_unit_id_ref_idx" ON "people"."parking_stalls" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "pets_created_idx" ON "people"."pets" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pets_name_idx" ON "people"."pets" USING btree ("parent_org_id","name","id");--> statement-breakpoint
CREATE INDEX "pets_last_vaccination_date_idx" ON "people"."pets" USING btree ("parent_org_id","last_vaccination_date","id");--> statement-breakpoint
CREATE INDEX "pets_property_id_ref_idx" ON "people"."pets" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "pets_unit_id_ref_idx" ON "people"."pets" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "unit_users_created_idx" ON "people"."unit_users" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "unit_users_name_idx" ON "people"."unit_users" USING btree ("parent_org_id","name","id");--> statement-breakpoint
CREATE INDEX "unit_users_move_in_date_idx" ON "people"."unit_users" USING btree ("parent_org_id","move_in_date","id");--> statement-breakpoint
CREATE INDEX "unit_users_move_out_date_idx" ON "people"."unit_users" USING btree ("parent_org_id","move_out_date","id");--> statement-breakpoint
CREATE INDEX "unit_users_property_id_ref_idx" ON "people"."unit_users" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "unit_users_unit_id_ref_idx" ON "people"."unit_users" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "people"."units" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "units_unit_number_idx" ON "people"."units" USING btree ("parent_org_id","unit_number","id");--> statement-breakpoint
CREATE INDEX "units_building_idx" ON "people"."units" USING btree ("parent_org_id","building","id");--> statement-breakpoint
CREATE INDEX "units_floor_idx" ON "people"."units" USING btree ("parent_org_id","floor","id");--> statement-breakpoint
CREATE INDEX "units_bedrooms_idx" ON "people"."units" USING btree ("parent_org_id","bedrooms","id");--> statement-breakpoint
CREATE INDEX "units_square_feet_idx" ON "people"."units" USING btree ("parent_org_id","square_feet","id");--> statement-breakpoint
CREATE INDEX "units_property_id_ref_idx" ON "people"."units" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "people"."vehicles" USING btree ("parent_org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_license_plate_idx" ON "people"."vehicles" USING btree ("parent_org_id","license_plate","id");--> statement-breakpoint
CREATE INDEX "vehicles_property_id_ref_idx" ON "people"."vehicles" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "vehicles_unit_id_ref_idx" ON "people"."vehicles" USING btree ("unit_id");