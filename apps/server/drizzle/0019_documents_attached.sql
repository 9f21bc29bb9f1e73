-- Uploads that no saved or submitted answer refers to are deleted after UPLOAD_UNATTACHED_HOURS; the sweep marks the
-- ones it finds referred to as attached (existing uploads are checked by the first sweep like new ones).
ALTER TABLE "documents" ADD COLUMN "attached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_unattached_idx" ON "documents" USING btree ("created_at") WHERE not "documents"."attached";
