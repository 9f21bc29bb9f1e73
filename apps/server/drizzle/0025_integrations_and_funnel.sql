-- Per-form integrations (Sheets, Slack, HubSpot, Pipedrive, REST hooks) share the webhook's delivery queue: a
-- delivery names the integration it goes to (null: the owner's CRM webhook) and keeps the destination's answer;
-- coalescing of incomplete responses' updates is per response and destination. Lead routing lives in form_settings.
CREATE TABLE "form_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_sealed" text,
	"broken_at" timestamp with time zone,
	"broken_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "webhook_deliveries_coalesce_unique";--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "routing" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "integration_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "form_integrations" ADD CONSTRAINT "form_integrations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_integrations" ADD CONSTRAINT "form_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_integrations_form_idx" ON "form_integrations" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_integrations_user_idx" ON "form_integrations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_id_form_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."form_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_form_idx" ON "webhook_deliveries" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_integration_idx" ON "webhook_deliveries" USING btree ("integration_id","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_coalesce_unique" ON "webhook_deliveries" USING btree ("response_id",coalesce("integration_id", 0)) WHERE status = 'pending' and attempts = 0 and event = 'response.updated';--> statement-breakpoint
-- The funnel: each answer session keeps the path of steps it was shown, its form version, its campaign and whether
-- it was submitted. Sessions opened before have no path and stay out of the funnel.
ALTER TABLE "answer_sessions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "path" text[];--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "answer_sessions" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "answer_sessions_form_created_idx" ON "answer_sessions" USING btree ("form_id","created_at");