-- The capacity read under the amenity lock (ADR 0029): an amenity's holding reservations by time.
CREATE INDEX IF NOT EXISTS "reservations_amenity_holding_idx" ON "community"."reservations" USING btree ("amenity_id", "start_at") WHERE "state" IN ('pending', 'approved') AND "status" = 'active';
