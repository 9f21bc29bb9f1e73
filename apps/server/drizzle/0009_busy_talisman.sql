CREATE TABLE "form_settings" (
	"form_id" integer PRIMARY KEY NOT NULL,
	"closes_at" timestamp with time zone,
	"max_responses" integer,
	"redirect_url" text,
	"closed_message" text,
	"notifications" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_stats" (
	"form_id" integer PRIMARY KEY NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"sessionless" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "response_id" integer;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "lead_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "unfinished_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_stats" ADD CONSTRAINT "form_stats_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_unique" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "responses_lead_pending_idx" ON "responses" USING btree ("form_id") WHERE lead_pending;--> statement-breakpoint
INSERT INTO "form_stats" ("form_id", "completed", "sessionless")
SELECT "form_id", count(*), count(*) FILTER (WHERE "session_id" IS NULL) FROM "responses" WHERE "submitted_at" IS NOT NULL GROUP BY "form_id";
