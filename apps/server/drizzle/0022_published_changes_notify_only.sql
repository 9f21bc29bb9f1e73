-- Instances learn of a change to what respondents get from the NOTIFY alone (an instance whose LISTEN connection
-- dropped drops its whole cache when it listens again), so the triggers no longer log each change.
CREATE OR REPLACE FUNCTION "form_public_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF old_id IS NOT NULL THEN
    PERFORM pg_notify('form_changes', old_id::text);
  END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    PERFORM pg_notify('form_changes', new_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TABLE IF EXISTS "form_changes";
