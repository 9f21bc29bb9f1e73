CREATE TABLE "form_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"label" text NOT NULL,
	"published_by" integer,
	"restored_from" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_config" jsonb;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_aliases" ADD CONSTRAINT "form_aliases_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_aliases" ADD CONSTRAINT "form_aliases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_aliases_language_label_domain_unique" ON "form_aliases" USING btree ("language","label","domain");--> statement-breakpoint
CREATE INDEX "form_aliases_form_idx" ON "form_aliases" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_version_unique" ON "form_versions" USING btree ("form_id","version");--> statement-breakpoint
-- Forms made before drafts existed were all live: each becomes published version 1 of itself.
UPDATE "forms" SET "published_config" = "config", "published_version" = 1, "published_at" = "updated_at";--> statement-breakpoint
INSERT INTO "form_versions" ("form_id", "version", "config", "label", "published_by", "published_at") SELECT "id", 1, "config", "label", "user_id", "updated_at" FROM "forms";
