CREATE TABLE "ab_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"threshold" double precision NOT NULL,
	"min_sample" integer NOT NULL,
	"auto_promote" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"winner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "ab_test_id" integer;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "ab_tests" ADD CONSTRAINT "ab_tests_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ab_tests_running_unique" ON "ab_tests" USING btree ("form_id") WHERE "ab_tests"."status" = 'running';--> statement-breakpoint
CREATE INDEX "ab_tests_form_idx" ON "ab_tests" USING btree ("form_id");--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD CONSTRAINT "answer_sessions_ab_test_id_ab_tests_id_fk" FOREIGN KEY ("ab_test_id") REFERENCES "public"."ab_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_sessions_ab_test_idx" ON "answer_sessions" USING btree ("ab_test_id","variant") WHERE "answer_sessions"."ab_test_id" is not null;