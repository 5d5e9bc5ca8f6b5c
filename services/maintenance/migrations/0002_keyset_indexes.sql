DROP INDEX "maintenance"."maintenance_categories_created_idx";--> statement-breakpoint
DROP INDEX "maintenance"."maintenance_categories_name_idx";--> statement-breakpoint
CREATE INDEX "maintenance_categories_created_at_keyset_idx" ON "maintenance"."maintenance_categories" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "maintenance_categories_org_created_at_keyset_idx" ON "maintenance"."maintenance_categories" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "maintenance_categories_name_keyset_idx" ON "maintenance"."maintenance_categories" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "maintenance_categories_org_name_keyset_idx" ON "maintenance"."maintenance_categories" USING btree ("parent_org_id",coalesce("name", ''),"id");