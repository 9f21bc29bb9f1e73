-- "Finish your request" e-mails: single-use link tokens (hashed), when a response was mailed and recovered, and how
-- long unfinished answers are kept per form (null: 30 days), with an index for the sweep that deletes them.
CREATE TABLE "recovery_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "unfinished_retention_days" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "recovery_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "recovered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_tokens_response_idx" ON "recovery_tokens" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "responses_unfinished_created_idx" ON "responses" USING btree ("created_at") WHERE "responses"."response" is null;--> statement-breakpoint
CREATE INDEX "responses_recovered_idx" ON "responses" USING btree ("form_id") WHERE "responses"."recovered_at" is not null;