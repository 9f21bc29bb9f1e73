-- The trigram index covers only submitted answers (written once). Indexing
-- coalesce(response, temp_response) made every temporary save change an indexed value, so no such update could
-- stay in place (HOT) and each one also rewrote every other index of the table. A search reads a form's
-- incomplete responses through the small partial index below instead.
DROP INDEX IF EXISTS "responses_answers_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "responses_submitted_trgm_idx" ON "responses" USING gin (("response"::text) gin_trgm_ops) WHERE "responses"."response" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "responses_incomplete_idx" ON "responses" USING btree ("form_id") WHERE "responses"."response" is null;
