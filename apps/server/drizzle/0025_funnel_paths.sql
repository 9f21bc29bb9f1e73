-- The funnel: each answer session keeps the path of steps it was shown, its form version, its campaign and whether
-- it was submitted. Sessions opened before have no path and stay out of the funnel.
ALTER TABLE "answer_sessions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "path" text[];--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "answer_sessions_form_created_idx" ON "answer_sessions" USING btree ("form_id","created_at");