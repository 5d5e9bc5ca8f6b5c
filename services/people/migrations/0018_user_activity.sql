CREATE TABLE "people"."user_activity" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_activity_pkey" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE INDEX "user_activity_day_idx" ON "people"."user_activity" USING btree ("day");