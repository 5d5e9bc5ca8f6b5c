CREATE TABLE "people"."label_overrides" (
	"key" text PRIMARY KEY NOT NULL,
	"en" text,
	"es" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
