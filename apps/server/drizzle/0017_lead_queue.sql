-- The new-lead queue is a table of its own. The flag on responses (lead_pending) was set by the
-- submission and cleared by the leads worker, and since it was in a partial index's predicate, clearing it could
-- never stay in place: every index of the row got a new entry, the trigram index over the answers included.
CREATE TABLE "lead_queue" (
	"response_id" integer PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"sessionless" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_queue" ADD CONSTRAINT "lead_queue_response_id_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Submissions still pending when the migration runs keep their place in the queue.
INSERT INTO "lead_queue" ("response_id", "form_id", "sessionless")
  SELECT "id", "form_id", "session_id" IS NULL FROM "responses" WHERE "lead_pending";--> statement-breakpoint
DROP INDEX "responses_lead_pending_idx";--> statement-breakpoint
ALTER TABLE "responses" DROP COLUMN "lead_pending";
