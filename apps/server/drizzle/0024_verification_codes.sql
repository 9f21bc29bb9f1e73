-- Phone and e-mail verification: the codes sent in an answer session (an HMAC of each), their target, attempts,
-- expiry and whether they were confirmed; indexed for the per-session, per-target and per-form limits.
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
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_session_id_answer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."answer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_session_idx" ON "verification_codes" USING btree ("session_id","channel");--> statement-breakpoint
CREATE INDEX "verification_codes_form_created_idx" ON "verification_codes" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_created_idx" ON "verification_codes" USING btree ("target","created_at");