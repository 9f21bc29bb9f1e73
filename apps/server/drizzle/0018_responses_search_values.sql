-- Search across answers reads the answers' values only, not the questions' titles (the answers' keys)
-- nor _sessionInfo. A word from a question's title matched every response that answered it, and the keys — alike in
-- every row — were most of each submission's trigrams (the index is under half its former size, and a submission
-- costs PostgreSQL less). An install with many responses can build the new index beforehand without blocking writes:
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS "responses_answer_values_trgm_idx" ON "responses" USING gin ((jsonb_path_query_array(("response" - '_sessionInfo'::text), 'strict $.** ? (@.type() != "object" && @.type() != "array")'::jsonpath)::text) gin_trgm_ops) WHERE "responses"."response" is not null;
DROP INDEX IF EXISTS "responses_submitted_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "responses_answer_values_trgm_idx" ON "responses" USING gin ((jsonb_path_query_array(("response" - '_sessionInfo'::text), 'strict $.** ? (@.type() != "object" && @.type() != "array")'::jsonpath)::text) gin_trgm_ops) WHERE "responses"."response" is not null;
