CREATE TABLE "form_views" (
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"day" date NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"ab_test_id" integer DEFAULT 0 NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "form_views_form_id_version_day_utm_source_utm_campaign_ab_test_id_variant_pk" PRIMARY KEY("form_id","version","day","utm_source","utm_campaign","ab_test_id","variant")
);
--> statement-breakpoint
ALTER TABLE "form_views" ADD CONSTRAINT "form_views_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;