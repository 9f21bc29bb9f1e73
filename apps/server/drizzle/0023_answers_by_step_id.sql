-- Answers are kept under their step's id, with the title each question had when answered in labels. The stored
-- answers are converted once at start-up (db/data-migrations.ts, which needs the form model to give steps their ids);
-- data_migrations records such one-time conversions.
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "labels" jsonb;