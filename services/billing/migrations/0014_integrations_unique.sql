-- One accounting-sync mapping per (organization, record type, our record): two writers racing
-- end in a unique violation instead of a duplicate (the catalogue cannot declare a unique key
-- over system columns). The remote index serves the change-data-capture lookup.
CREATE UNIQUE INDEX IF NOT EXISTS "accounting_syncs_local_key" ON "billing"."accounting_syncs" ("parent_org_id", "record_type", "local_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounting_syncs_remote" ON "billing"."accounting_syncs" ("parent_org_id", "record_type", "remote_id");
