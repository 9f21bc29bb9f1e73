-- Lead numbers per form, the owner's time zone and the leads table's saved columns: each submitted response gets
-- its form's next number (form_lead_numbers holds the last one given); responses already submitted are numbered
-- here by creation order per form, and each form's counter starts after its highest number.
CREATE TABLE "form_lead_numbers" (
	"form_id" integer PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_settings" ADD COLUMN "lead_columns" jsonb;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "lead_no" integer;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "responses" r SET "lead_no" = n.no
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "form_id" ORDER BY "created_at", "id") AS no
	FROM "responses" WHERE "response" IS NOT NULL
) n
WHERE r."id" = n."id";--> statement-breakpoint
INSERT INTO "form_lead_numbers" ("form_id", "last_no")
SELECT "form_id", max("lead_no") FROM "responses" WHERE "lead_no" IS NOT NULL GROUP BY "form_id";--> statement-breakpoint
ALTER TABLE "form_lead_numbers" ADD CONSTRAINT "form_lead_numbers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_form_lead_no_unique" ON "responses" USING btree ("form_id","lead_no") WHERE "responses"."lead_no" is not null;