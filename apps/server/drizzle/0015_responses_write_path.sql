-- The respondents' writes touch fewer index entries and stay in place.
-- responses_form_created_idx (form_id, created_at, id) serves every lookup by form_id alone, so the separate index
-- on form_id only cost each new row (and each update that cannot stay in place) one more index entry.
DROP INDEX IF EXISTS "responses_form_idx";--> statement-breakpoint
-- A respondent's row is written about six times (the first temporary save inserts it, the next ones and the
-- submission update it). Pages filled to the brim leave no room for the new version on the same page, so the
-- update cannot be HOT and writes a new entry into every index. 30 % of each new page is kept free for them.
ALTER TABLE "responses" SET (fillfactor = 70);
