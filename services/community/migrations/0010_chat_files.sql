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