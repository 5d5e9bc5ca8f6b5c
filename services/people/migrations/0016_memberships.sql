CREATE TABLE "people"."current_memberships" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people"."memberships" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"added_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "people"."users_email_unique";--> statement-breakpoint
CREATE INDEX "memberships_account_idx" ON "people"."memberships" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "people"."users" USING btree ("parent_org_id",lower("email"));