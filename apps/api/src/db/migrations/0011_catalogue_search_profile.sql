-- The interoperability profile joins the search document: an app is found by the FHIR resources, the
-- implementation guides (by package id, and by its parts, so "US Core" finds hl7.fhir.us.core), the
-- openEHR templates, CDRs and CDS hooks it declares, and by its standards and FHIR versions.
CREATE OR REPLACE FUNCTION catalogue_profile_text(p jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    CASE WHEN p->'standards' ? 'fhir' THEN 'FHIR' END,
    CASE WHEN p->'standards' ? 'openehr' THEN 'openEHR' END,
    CASE WHEN jsonb_typeof(p->'smart') = 'object' THEN 'SMART' END,
    CASE WHEN jsonb_typeof(p->'cdsHooks') = 'object' THEN 'CDS Hooks' END,
    (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(p->'fhir'->'versions') = 'array' THEN p->'fhir'->'versions' END) AS x),
    (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(p->'fhir'->'resources') = 'array' THEN p->'fhir'->'resources' END) AS x),
    (SELECT string_agg((ig->>'packageId') || ' ' || replace(ig->>'packageId', '.', ' '), ' ')
       FROM jsonb_array_elements(
         CASE WHEN jsonb_typeof(p->'fhir'->'implementationGuides') = 'array' THEN p->'fhir'->'implementationGuides' END) AS ig),
    (SELECT string_agg(t->>'id', ' ') FROM jsonb_array_elements(
       CASE WHEN jsonb_typeof(p->'openehr'->'templates') = 'array' THEN p->'openehr'->'templates' END) AS t),
    (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(p->'openehr'->'cdrs') = 'array' THEN p->'openehr'->'cdrs' END) AS x),
    (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(p->'cdsHooks'->'hooks') = 'array' THEN p->'cdsHooks'->'hooks' END) AS x)
  )
$$;
--> statement-breakpoint
-- The same function as in 0007, with the profile's words in the document (weight B, as the short
-- description) and in the spelling vocabulary.
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
           setweight(to_tsvector('english'::regconfig, catalogue_profile_text(v.profile)), 'B') ||
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
-- A published version's profile is part of what the public sees.
DROP TRIGGER catalogue_search_version ON app_versions;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_version
AFTER UPDATE OF name, description, description_short, updated_at, profile ON app_versions
FOR EACH ROW EXECUTE FUNCTION catalogue_search_on_version();
--> statement-breakpoint
-- Published versions that already carry a profile (none before 0010, but a database may have been
-- written between the two migrations).
SELECT catalogue_search_refresh(a.id)
  FROM apps a JOIN app_versions v ON v.id = a.published_version_id
 WHERE v.profile IS NOT NULL;
