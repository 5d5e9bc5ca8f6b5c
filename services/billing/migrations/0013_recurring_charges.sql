CREATE TABLE "billing"."recurring_charges" (
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
	"billing_type_id" uuid,
	"description" text,
	"amount" bigint,
	"day_of_month" integer,
	"start_date" date,
	"end_date" date,
	"last_period" text
);
--> statement-breakpoint
CREATE INDEX "recurring_charges_created_at_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_created_at_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_description_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce("description", ''),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_description_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce("description", ''),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_amount_keyset_idx" ON "billing"."recurring_charges" USING btree (coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_org_amount_keyset_idx" ON "billing"."recurring_charges" USING btree ("parent_org_id",coalesce(("amount")::double precision, '-Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "recurring_charges_property_id_ref_idx" ON "billing"."recurring_charges" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_unit_id_ref_idx" ON "billing"."recurring_charges" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_billing_type_id_ref_idx" ON "billing"."recurring_charges" USING btree ("billing_type_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_description_trgm_idx" ON "billing"."recurring_charges" USING gin ("description" gin_trgm_ops);