-- A retried booking is found by its caller and key (ADR 0029).
CREATE INDEX IF NOT EXISTS "reservations_idempotency_idx" ON "community"."reservations" USING btree ("created_by", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
