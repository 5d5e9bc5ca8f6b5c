CREATE TABLE "community"."scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "scheduled_jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "community"."scheduled_jobs" USING btree ("run_at") WHERE done_at is null and failed_at is null;