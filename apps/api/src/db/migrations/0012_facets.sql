ALTER TABLE "app_versions" ADD COLUMN "facets" text[];--> statement-breakpoint
ALTER TABLE "catalogue_search" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_search_facets_idx" ON "catalogue_search" USING gin ("facets");--> statement-breakpoint
-- The same function as in 0011, with the published version's facet tags copied into the row the
-- catalogue filters and counts by.
CREATE OR REPLACE FUNCTION catalogue_search_refresh(p_app_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search AS cs (app_id, name_key, updated_at, document, name_document, facets)
  SELECT a.id,
         lower(v.name),
         v.updated_at,
         setweight(to_tsvector('english'::regconfig, v.name), 'A') ||
           setweight(to_tsvector('english'::regconfig, ven.name), 'B') ||
           setweight(to_tsvector('english'::regconfig, v.description_short), 'B') ||
           setweight(to_tsvector('english'::regconfig, catalogue_profile_text(v.profile)), 'B') ||
           setweight(to_tsvector('english'::regconfig, v.description), 'C'),
         setweight(to_tsvector('english'::regconfig, v.name), 'A') ||
           setweight(to_tsvector('english'::regconfig, ven.name), 'B'),
         coalesce(v.facets, '{}'::text[])
    FROM apps a
    JOIN app_versions v ON v.id = a.published_version_id
    JOIN vendors ven ON ven.id = a.vendor_id
   WHERE a.id = p_app_id AND a.status = 'ACTIVE' AND ven.status <> 'DEACTIVATED'
  ON CONFLICT (app_id) DO UPDATE
     SET name_key = EXCLUDED.name_key,
         updated_at = EXCLUDED.updated_at,
         document = EXCLUDED.document,
         name_document = EXCLUDED.name_document,
         facets = EXCLUDED.facets;
  IF NOT FOUND THEN
    DELETE FROM catalogue_search WHERE app_id = p_app_id;
    RETURN;
  END IF;
  INSERT INTO catalogue_names AS cn (app_id, name_key, name_document)
  SELECT app_id, name_key, name_document FROM catalogue_search WHERE app_id = p_app_id
  ON CONFLICT (app_id) DO UPDATE
     SET name_key = EXCLUDED.name_key,
         name_document = EXCLUDED.name_document
   WHERE (cn.name_key, cn.name_document) IS DISTINCT FROM (EXCLUDED.name_key, EXCLUDED.name_document);
  -- The name's words in name order (catalogue_name_words): rewritten only when the name side changed.
  IF FOUND OR NOT EXISTS (SELECT 1 FROM catalogue_name_words WHERE app_id = p_app_id) THEN
    DELETE FROM catalogue_name_words WHERE app_id = p_app_id;
    INSERT INTO catalogue_name_words (lexeme, name_key, app_id)
    SELECT DISTINCT l.lexeme, cs.name_key, cs.app_id
      FROM catalogue_search cs, unnest(tsvector_to_array(cs.name_document)) AS l(lexeme)
     WHERE cs.app_id = p_app_id;
  END IF;
  -- The spelling vocabulary: plain lower-case words (no stemming), letters first, 3 to 30 characters.
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT w.word
    FROM apps a
    JOIN app_versions v ON v.id = a.published_version_id
    JOIN vendors ven ON ven.id = a.vendor_id,
         unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
           v.name || ' ' || ven.name || ' ' || v.description_short || ' ' || v.description || ' ' ||
           catalogue_profile_text(v.profile)))) AS w(word)
   WHERE a.id = p_app_id AND w.word ~ '^[[:alpha:]][[:alnum:]]{2,29}$'
   -- One order for every writer, so two publishing transactions cannot deadlock on the same words.
   ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
END
$$;
--> statement-breakpoint
DROP TRIGGER catalogue_search_version ON app_versions;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_version
AFTER UPDATE OF name, description, description_short, updated_at, profile, facets ON app_versions
FOR EACH ROW EXECUTE FUNCTION catalogue_search_on_version();
