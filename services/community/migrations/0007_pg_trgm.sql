-- Search indexes (gin_trgm_ops) need pg_trgm. The extension is database-wide and every
-- service creates it; two services migrating at once must not fail on the race (ADR 0023).
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
