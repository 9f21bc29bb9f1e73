ALTER TABLE "responses" ADD COLUMN "calculations" jsonb;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "ending" text;