CREATE TABLE "people"."support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_org_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"subject" text,
	"category" text,
	"priority" text,
	"support_status" text,
	"description" text,
	"requester_id" uuid,
	"assignee_id" uuid,
	"resolution" text
);
--> statement-breakpoint
CREATE INDEX "support_requests_created_at_keyset_idx" ON "people"."support_requests" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "support_requests_org_created_at_keyset_idx" ON "people"."support_requests" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "support_requests_subject_keyset_idx" ON "people"."support_requests" USING btree (coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "support_requests_org_subject_keyset_idx" ON "people"."support_requests" USING btree ("parent_org_id",coalesce("subject", ''),"id");--> statement-breakpoint
CREATE INDEX "support_requests_requester_id_ref_idx" ON "people"."support_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "support_requests_assignee_id_ref_idx" ON "people"."support_requests" USING btree ("assignee_id");