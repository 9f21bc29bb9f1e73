CREATE TABLE "form_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_changes_changed_at_idx" ON "form_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every change to what respondents get for a form is logged and announced, whatever code makes it: the app's
-- instances LISTEN on form_changes and read the log to drop their cached copy of the published payload.
CREATE FUNCTION "form_public_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF old_id IS NOT NULL THEN
    INSERT INTO "form_changes" ("form_id") VALUES (old_id);
    PERFORM pg_notify('form_changes', old_id::text);
  END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    INSERT INTO "form_changes" ("form_id") VALUES (new_id);
    PERFORM pg_notify('form_changes', new_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the columns of the public payload: draft saves and the session counter (every new answer session) are
-- not changes respondents see, and must stay cheap.
CREATE TRIGGER "forms_public_changed" AFTER UPDATE OF "published_config", "label", "language", "domain", "color", "icon_mode" ON "forms"
  FOR EACH ROW WHEN (
    OLD."published_config" IS DISTINCT FROM NEW."published_config" OR OLD."label" IS DISTINCT FROM NEW."label"
    OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."domain" IS DISTINCT FROM NEW."domain"
    OR OLD."color" IS DISTINCT FROM NEW."color" OR OLD."icon_mode" IS DISTINCT FROM NEW."icon_mode")
  EXECUTE FUNCTION "form_public_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "forms_public_deleted" AFTER DELETE ON "forms"
  FOR EACH ROW EXECUTE FUNCTION "form_public_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "form_aliases_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "form_aliases"
  FOR EACH ROW EXECUTE FUNCTION "form_public_changed"('form_id');
--> statement-breakpoint
CREATE TRIGGER "console_configs_public_changed" AFTER INSERT OR UPDATE OR DELETE ON "console_configs"
  FOR EACH ROW EXECUTE FUNCTION "form_public_changed"('form_id');
--> statement-breakpoint
-- Availability (close date, response limit, redirect, closed message) is part of the public payload; the
-- new-lead e-mail settings in the same row are not.
CREATE TRIGGER "form_settings_public_changed" AFTER INSERT OR DELETE ON "form_settings"
  FOR EACH ROW EXECUTE FUNCTION "form_public_changed"('form_id');
--> statement-breakpoint
CREATE TRIGGER "form_settings_public_updated" AFTER UPDATE ON "form_settings"
  FOR EACH ROW WHEN (
    OLD."closes_at" IS DISTINCT FROM NEW."closes_at" OR OLD."max_responses" IS DISTINCT FROM NEW."max_responses"
    OR OLD."redirect_url" IS DISTINCT FROM NEW."redirect_url" OR OLD."closed_message" IS DISTINCT FROM NEW."closed_message")
  EXECUTE FUNCTION "form_public_changed"('form_id');
