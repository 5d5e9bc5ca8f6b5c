CREATE TABLE "maintenance"."import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"file_name" text,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance"."import_rows" (
	"job_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb,
	CONSTRAINT "import_rows_job_id_row_pk" PRIMARY KEY("job_id","row")
);
--> statement-breakpoint
CREATE INDEX "import_rows_errors_idx" ON "maintenance"."import_rows" USING btree ("job_id") WHERE errors is not null;