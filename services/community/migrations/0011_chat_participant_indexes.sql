-- Chat lists filter on "the caller is a participant" (userId = any(participant_ids)): a GIN index serves it.
CREATE INDEX IF NOT EXISTS "conversations_participant_ids_gin" ON "community"."conversations" USING gin ("participant_ids");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_participant_ids_gin" ON "community"."chat_messages" USING gin ("participant_ids");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_conversation_created_idx" ON "community"."chat_messages" ("conversation_id", "created_at");
