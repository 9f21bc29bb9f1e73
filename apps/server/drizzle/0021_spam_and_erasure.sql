-- Owners delete leads, mark them as spam and set a retention time: a spam flag that every count leaves out (the
-- per-form count index now holds only non-spam rows), starts taken out of the dashboard, and a log of deletions.
CREATE TABLE "deletion_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"form_id" integer NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "responses_form_idx";--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "form_stats" ADD COLUMN "removed_starts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_log" ADD CONSTRAINT "deletion_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_log_form_idx" ON "deletion_log" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "responses_spam_idx" ON "responses" USING btree ("form_id") WHERE "responses"."spam";--> statement-breakpoint
CREATE INDEX "responses_form_idx" ON "responses" USING btree ("form_id") WHERE not "responses"."spam";