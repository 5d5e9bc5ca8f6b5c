CREATE TABLE "people"."audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"action" text,
	"actor_id" uuid,
	"target_id" text,
	"details" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_keyset_idx" ON "people"."audit_log" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "audit_log_action_keyset_idx" ON "people"."audit_log" USING btree (coalesce("action", ''),"id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_ref_idx" ON "people"."audit_log" USING btree ("actor_id");