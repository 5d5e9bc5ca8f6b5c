-- One integration-settings record per organization, and one accounting-sync mapping per
-- (organization, record type, our record): races between two writers end in a unique
-- violation instead of a duplicate (the catalogue cannot declare a unique system column).
CREATE UNIQUE INDEX IF NOT EXISTS "integration_settings_one_per_org" ON "billing"."integration_settings" ("parent_org_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "accounting_syncs_local_key" ON "billing"."accounting_syncs" ("parent_org_id", "record_type", "local_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounting_syncs_remote" ON "billing"."accounting_syncs" ("parent_org_id", "record_type", "remote_id");
