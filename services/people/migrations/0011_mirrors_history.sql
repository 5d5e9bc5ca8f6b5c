CREATE TABLE "people"."mirror_records" (
	"entity" text NOT NULL,
	"id" uuid NOT NULL,
	"parent_org_id" uuid,
	"property_id" uuid,
	"unit_id" uuid,
	"owner_id" text,
	"display" text,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirror_records_entity_id_pk" PRIMARY KEY("entity","id")
);
--> statement-breakpoint
CREATE INDEX "mirror_records_display_idx" ON "people"."mirror_records" USING btree ("entity",lower("display"));--> statement-breakpoint
CREATE INDEX "outbox_record_idx" ON "people"."outbox" USING btree (("payload"->'data'->>'id'),"created_at");