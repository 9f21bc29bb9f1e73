-- Search across answers (ilike '%…%' on the answers' JSON text) through a trigram index. pg_trgm is a contrib
-- extension: PostgreSQL's packages ship it (trusted since 13, so a database owner may create it); PGlite loads it
-- from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "responses_answers_trgm_idx" ON "responses" USING gin ((coalesce("response", "temp_response")::text) gin_trgm_ops);
