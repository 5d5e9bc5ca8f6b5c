DROP INDEX "billing"."billing_types_created_idx";--> statement-breakpoint
DROP INDEX "billing"."billing_types_name_idx";--> statement-breakpoint
DROP INDEX "billing"."billing_types_gl_code_idx";--> statement-breakpoint
CREATE INDEX "billing_types_created_at_keyset_idx" ON "billing"."billing_types" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_types_org_created_at_keyset_idx" ON "billing"."billing_types" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "billing_types_name_keyset_idx" ON "billing"."billing_types" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "billing_types_org_name_keyset_idx" ON "billing"."billing_types" USING btree ("parent_org_id",coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "billing_types_gl_code_keyset_idx" ON "billing"."billing_types" USING btree (coalesce("gl_code", ''),"id");--> statement-breakpoint
CREATE INDEX "billing_types_org_gl_code_keyset_idx" ON "billing"."billing_types" USING btree ("parent_org_id",coalesce("gl_code", ''),"id");