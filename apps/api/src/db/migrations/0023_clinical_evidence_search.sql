-- Issue 37, clinical evidence: an app is also found by its indications, by the ICD-10-CM name the API
-- stored with each (evidence.clinical.indications[].display) and by the code, as written (E11.9) and as
-- typed without its dot (E119). The rest as in 0022 (runs-on systems' names, reference sites'
-- organisations). Versions stored before clinical evidence existed have none, so nothing is refreshed.
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
       CASE WHEN jsonb_typeof(e->'usedBy') = 'array' THEN e->'usedBy' END) AS u),
    (SELECT string_agg(concat_ws(' ', i->>'code', replace(i->>'code', '.', ''), i->>'display'), ' ')
       FROM jsonb_array_elements(
         CASE WHEN jsonb_typeof(e->'clinical'->'indications') = 'array' THEN e->'clinical'->'indications' END) AS i)
  )
$$;
