CREATE TABLE "community"."attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"parent_org_id" uuid,
	"property_id" uuid,
	"unit_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone,
	CONSTRAINT "attachments_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "community"."attachments" USING btree ("entity","record_id","created_at");