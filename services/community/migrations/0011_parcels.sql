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
CREATE INDEX "parcels_storage_shelf_trgm_idx" ON "community"."parcels" USING gin ("storage_shelf" gin_trgm_ops);