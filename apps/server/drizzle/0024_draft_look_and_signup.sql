CREATE TABLE "anonymous_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"config" jsonb NOT NULL,
	"prompt_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_hash" text,
	"ai_actions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prompt_links" (
	"user_id" integer NOT NULL,
	"prompt_hash" text NOT NULL,
	"form_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_links_user_id_prompt_hash_pk" PRIMARY KEY("user_id","prompt_hash")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "chat" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_links" ADD CONSTRAINT "prompt_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_links" ADD CONSTRAINT "prompt_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anonymous_drafts_token_unique" ON "anonymous_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "anonymous_drafts_expires_idx" ON "anonymous_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_login_tokens_expires_idx" ON "email_login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "prompt_links_form_idx" ON "prompt_links" USING btree ("form_id");--> statement-breakpoint
-- A form's colour now lives in its config (theme.colors.primary) so that drafts, versions and restores carry it.
-- The colour respondents saw was the form's own column, which overrode the config's; it is written into every
-- stored config (draft, live and kept versions) so that nothing looks different after this release.
UPDATE "forms" SET "config" = jsonb_set("config", '{theme}', coalesce(CASE WHEN jsonb_typeof("config" -> 'theme') = 'object' THEN "config" -> 'theme' END, '{}'::jsonb) || jsonb_build_object('colors', coalesce(CASE WHEN jsonb_typeof("config" #> '{theme,colors}') = 'object' THEN "config" #> '{theme,colors}' END, '{}'::jsonb) || jsonb_build_object('primary', "color"))) WHERE jsonb_typeof("config") = 'object' AND jsonb_typeof("config" -> 'steps') = 'array';
--> statement-breakpoint
UPDATE "forms" SET "published_config" = jsonb_set("published_config", '{theme}', coalesce(CASE WHEN jsonb_typeof("published_config" -> 'theme') = 'object' THEN "published_config" -> 'theme' END, '{}'::jsonb) || jsonb_build_object('colors', coalesce(CASE WHEN jsonb_typeof("published_config" #> '{theme,colors}') = 'object' THEN "published_config" #> '{theme,colors}' END, '{}'::jsonb) || jsonb_build_object('primary', "color"))) WHERE jsonb_typeof("published_config") = 'object' AND jsonb_typeof("published_config" -> 'steps') = 'array';
--> statement-breakpoint
UPDATE "form_versions" AS v SET "config" = jsonb_set(v."config", '{theme}', coalesce(CASE WHEN jsonb_typeof(v."config" -> 'theme') = 'object' THEN v."config" -> 'theme' END, '{}'::jsonb) || jsonb_build_object('colors', coalesce(CASE WHEN jsonb_typeof(v."config" #> '{theme,colors}') = 'object' THEN v."config" #> '{theme,colors}' END, '{}'::jsonb) || jsonb_build_object('primary', f."color"))) FROM "forms" AS f WHERE f."id" = v."form_id" AND jsonb_typeof(v."config") = 'object' AND jsonb_typeof(v."config" -> 'steps') = 'array';
