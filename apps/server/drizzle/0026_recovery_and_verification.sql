-- Unfinished leads brought back and contact details verified: single-use "finish your request" link tokens (hashed),
-- when a response was invited and recovered, how long unfinished answers are kept per form (null: 30 days) with an
-- index for the sweep that deletes them; and the verification codes of answer sessions (an HMAC of each), indexed
-- for the per-session, per-target and per-form limits.
CREATE TABLE "recovery_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"form_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "unfinished_retention_days" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "recovery_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "recovered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_session_id_answer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."answer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_tokens_response_idx" ON "recovery_tokens" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "verification_codes_session_idx" ON "verification_codes" USING btree ("session_id","channel");--> statement-breakpoint
CREATE INDEX "verification_codes_form_created_idx" ON "verification_codes" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_created_idx" ON "verification_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "responses_unfinished_created_idx" ON "responses" USING btree ("created_at") WHERE "responses"."response" is null;--> statement-breakpoint
CREATE INDEX "responses_recovered_idx" ON "responses" USING btree ("form_id") WHERE "responses"."recovered_at" is not null;