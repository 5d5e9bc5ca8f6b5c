DROP INDEX "community"."bulletin_types_created_idx";--> statement-breakpoint
DROP INDEX "community"."bulletin_types_name_idx";--> statement-breakpoint
CREATE INDEX "bulletin_types_created_at_keyset_idx" ON "community"."bulletin_types" USING btree (coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletin_types_org_created_at_keyset_idx" ON "community"."bulletin_types" USING btree ("parent_org_id",coalesce("created_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bulletin_types_name_keyset_idx" ON "community"."bulletin_types" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "bulletin_types_org_name_keyset_idx" ON "community"."bulletin_types" USING btree ("parent_org_id",coalesce("name", ''),"id");