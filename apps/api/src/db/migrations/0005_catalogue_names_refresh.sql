-- catalogue_names is the narrow name side of catalogue_search (app id, lower-case name, name and vendor
-- name vector): the relevance tiers that look at names read it instead of the wide rows. The same
-- function keeps both, so every write path (triggers of 0003, the API, the seed) keeps them in step;
-- a row leaves catalogue_names with its catalogue_search row (foreign key, on delete cascade).
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
  INSERT INTO catalogue_names AS cn (app_id, name_key, name_document)
  SELECT app_id, name_key, name_document FROM catalogue_search WHERE app_id = p_app_id
  ON CONFLICT (app_id) DO UPDATE
     SET name_key = EXCLUDED.name_key,
         name_document = EXCLUDED.name_document
   WHERE (cn.name_key, cn.name_document) IS DISTINCT FROM (EXCLUDED.name_key, EXCLUDED.name_document);
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
-- Apps made public before this migration.
INSERT INTO catalogue_names (app_id, name_key, name_document)
SELECT app_id, name_key, name_document FROM catalogue_search
ON CONFLICT (app_id) DO NOTHING;
