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
ALTER TABLE "forms" ADD COLUMN "chat" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "anonymous_drafts_token_unique" ON "anonymous_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "anonymous_drafts_expires_idx" ON "anonymous_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_login_tokens_expires_idx" ON "email_login_tokens" USING btree ("expires_at");