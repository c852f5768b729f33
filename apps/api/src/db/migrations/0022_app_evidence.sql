CREATE TABLE "certificate_expiry_notices" (
	"app_id" integer NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_identifier" text NOT NULL,
	"expires_on" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_expiry_notices_app_id_certificate_type_certificate_identifier_expires_on_pk" PRIMARY KEY("app_id","certificate_type","certificate_identifier","expires_on")
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "certificate_expiry_notices" ADD CONSTRAINT "certificate_expiry_notices_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Issue 37: an app is found by the names of the systems it runs on (Epic, EHRbase, an Other's own name)
-- and of its reference sites' organisations.
CREATE OR REPLACE FUNCTION catalogue_evidence_text(e jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(
       CASE r->>'system'
         WHEN 'other' THEN r->>'name'
         WHEN 'oracle-health' THEN 'Oracle Health Cerner'
         WHEN 'sap-ish-med' THEN 'SAP i.s.h.med ishmed'
         WHEN 'cgm' THEN 'CGM CompuGroup Medical'
         WHEN 'dedalus-orbis' THEN 'Dedalus ORBIS'
         WHEN 'meierhofer' THEN 'Meierhofer M-KIS'
         WHEN 'dips-arena' THEN 'DIPS Arena'
         WHEN 'cambio' THEN 'Cambio COSMIC'
         WHEN 'better' THEN 'Better Platform'
         WHEN 'open-dental' THEN 'Open Dental'
         WHEN 'hapi-fhir' THEN 'HAPI FHIR'
         WHEN 'veradigm' THEN 'Veradigm Allscripts'
         WHEN 'nextgen' THEN 'NextGen Healthcare'
         WHEN 'azure-health-data-services' THEN 'Azure Health Data Services'
         WHEN 'google-cloud-healthcare' THEN 'Google Cloud Healthcare API'
         WHEN 'aws-healthlake' THEN 'AWS HealthLake'
         ELSE r->>'system'
       END, ' ')
       FROM jsonb_array_elements(
         CASE WHEN jsonb_typeof(e->'runsOn') = 'array' THEN e->'runsOn' END) AS r),
    (SELECT string_agg(u->>'organisation', ' ') FROM jsonb_array_elements(
       CASE WHEN jsonb_typeof(e->'usedBy') = 'array' THEN e->'usedBy' END) AS u)
  )
$$;
--> statement-breakpoint
-- The same function as in 0012, with the evidence's words beside the profile's (weight B, and in the
-- spelling vocabulary).
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
           setweight(to_tsvector('english'::regconfig, catalogue_profile_text(v.profile) || ' ' || catalogue_evidence_text(v.evidence)), 'B') ||
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
           catalogue_profile_text(v.profile) || ' ' || catalogue_evidence_text(v.evidence)))) AS w(word)
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
AFTER UPDATE OF name, description, description_short, updated_at, profile, facets, evidence ON app_versions
FOR EACH ROW EXECUTE FUNCTION catalogue_search_on_version();
