-- catalogue_search holds one row per app the public can see: the app is ACTIVE, has a published
-- version, and its vendor is not DEACTIVATED. It is built from the published version and the vendor,
-- and it is the one definition of "public" that the catalogue's reads use. drizzle-kit cannot
-- express functions or triggers, so they live here. Triggers keep the table exact on every write path
-- (API, seed, manual SQL); the API may also call the function explicitly (refreshAppSearch).
CREATE OR REPLACE FUNCTION catalogue_search_refresh(p_app_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search AS cs (app_id, name_key, updated_at, document, name_document)
  SELECT a.id,
         lower(v.name),
         v.updated_at,
         setweight(to_tsvector('english'::regconfig, v.name), 'A') ||
           setweight(to_tsvector('english'::regconfig, ven.name), 'B') ||
           setweight(to_tsvector('english'::regconfig, v.description_short), 'B') ||
           setweight(to_tsvector('english'::regconfig, v.description), 'C'),
         setweight(to_tsvector('english'::regconfig, v.name), 'A') ||
           setweight(to_tsvector('english'::regconfig, ven.name), 'B')
    FROM apps a
    JOIN app_versions v ON v.id = a.published_version_id
    JOIN vendors ven ON ven.id = a.vendor_id
   WHERE a.id = p_app_id AND a.status = 'ACTIVE' AND ven.status <> 'DEACTIVATED'
  ON CONFLICT (app_id) DO UPDATE
     SET name_key = EXCLUDED.name_key,
         updated_at = EXCLUDED.updated_at,
         document = EXCLUDED.document,
         name_document = EXCLUDED.name_document;
  IF NOT FOUND THEN
    DELETE FROM catalogue_search WHERE app_id = p_app_id;
    RETURN;
  END IF;
  -- The spelling vocabulary: plain lower-case words (no stemming), letters first, 3 to 30 characters.
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT w.word
    FROM apps a
    JOIN app_versions v ON v.id = a.published_version_id
    JOIN vendors ven ON ven.id = a.vendor_id,
         unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
           v.name || ' ' || ven.name || ' ' || v.description_short || ' ' || v.description))) AS w(word)
   WHERE a.id = p_app_id AND w.word ~ '^[[:alpha:]][[:alnum:]]{2,29}$'
   -- One order for every writer, so two publishing transactions cannot deadlock on the same words.
   ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_search_on_app() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_search_refresh(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_app
AFTER INSERT OR UPDATE OF status, published_version_id, vendor_id ON apps
FOR EACH ROW EXECUTE FUNCTION catalogue_search_on_app();
--> statement-breakpoint
-- Only the published version feeds the catalogue; edits of an in-progress version change nothing public.
CREATE OR REPLACE FUNCTION catalogue_search_on_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM apps WHERE id = NEW.app_id AND published_version_id = NEW.id) THEN
    PERFORM catalogue_search_refresh(NEW.app_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_version
AFTER UPDATE OF name, description, description_short, updated_at ON app_versions
FOR EACH ROW EXECUTE FUNCTION catalogue_search_on_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_search_on_vendor() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_search_refresh(a.id) FROM apps a WHERE a.vendor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_vendor
AFTER UPDATE OF name, status ON vendors
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION catalogue_search_on_vendor();
--> statement-breakpoint
-- Apps published before this migration.
SELECT catalogue_search_refresh(id) FROM apps;
