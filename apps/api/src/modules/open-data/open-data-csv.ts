import type { OpenDataApp } from '@showroom/contract';
import { csvRow } from '../../lib/csv.ts';
import { mapInSlices, type TimeSlicer } from '../../lib/time-slices.ts';

/** Lists in one cell are joined with this (the CSV's separator is the comma). */
const LIST_SEPARATOR = '; ';

const list = (values: readonly string[] | null | undefined): string => (values ?? []).join(LIST_SEPARATOR);

/** The columns: a name in the header row and the value of each app. */
const COLUMNS: readonly (readonly [string, (app: OpenDataApp) => string | number | boolean | null])[] = [
  ['id', (a) => a.id],
  ['name', (a) => a.name],
  ['url', (a) => a.url],
  ['description_short', (a) => a.descriptionShort],
  ['version', (a) => a.version],
  ['updated_at', (a) => a.updatedAt],
  ['vendor_id', (a) => a.vendor.id],
  ['vendor_name', (a) => a.vendor.name],
  ['vendor_website', (a) => a.vendor.website],
  ['vendor_url', (a) => a.vendor.url],
  ['demo_url', (a) => a.demoUrl],
  ['repository_url', (a) => a.repositoryUrl],
  ['standards', (a) => list(a.profile?.standards)],
  ['fhir_versions', (a) => list(a.profile?.fhir?.versions)],
  ['fhir_resources', (a) => list(a.profile?.fhir?.resources)],
  [
    'fhir_implementation_guides',
    (a) =>
      list(
        a.profile?.fhir?.implementationGuides.map((ig) =>
          ig.version ? `${ig.packageId}@${ig.version}` : ig.packageId,
        ),
      ),
  ],
  ['fhir_sandbox_url', (a) => a.profile?.fhir?.sandboxUrl ?? null],
  ['smart_launch_types', (a) => list(a.profile?.smart?.launchTypes)],
  ['smart_client_type', (a) => a.profile?.smart?.clientType ?? null],
  ['smart_scopes', (a) => list(a.profile?.smart?.scopes)],
  ['smart_launch_url', (a) => a.profile?.smart?.launchUrl ?? null],
  ['smart_redirect_uris', (a) => list(a.profile?.smart?.redirectUris)],
  ['cds_hooks', (a) => list(a.profile?.cdsHooks?.hooks)],
  ['cds_hooks_discovery_url', (a) => a.profile?.cdsHooks?.discoveryUrl ?? null],
  ['openehr_rest_api_version', (a) => a.profile?.openehr?.restApiVersion ?? null],
  ['openehr_rm_version', (a) => a.profile?.openehr?.rmVersion ?? null],
  ['openehr_templates', (a) => list(a.profile?.openehr?.templates.map((t) => t.id))],
  ['openehr_cdrs', (a) => list(a.profile?.openehr?.cdrs)],
  ['categories', (a) => list(a.profile?.classification?.categories)],
  ['audiences', (a) => list(a.profile?.classification?.audiences)],
  ['platforms', (a) => list(a.profile?.classification?.platforms)],
  ['languages', (a) => list(a.profile?.classification?.languages)],
  ['license', (a) => a.profile?.classification?.license ?? null],
  ['pricing', (a) => a.profile?.classification?.pricing ?? null],
  ['device_classes', (a) => list(a.profile?.classification?.deviceClasses)],
  // The evidence (issue 37): codes and organisations as declared; a certificate as type:number:expiry.
  [
    'runs_on',
    (a) => list(a.evidence?.runsOn?.map((r) => (r.system === 'other' ? `other:${r.name ?? ''}` : r.system))),
  ],
  ['used_by', (a) => list(a.evidence?.usedBy?.map((s) => `${s.organisation} (${s.country})`))],
  [
    'certifications',
    (a) =>
      list(a.evidence?.certifications?.map((c) => [c.type, c.identifier ?? '', c.expiresOn ?? ''].join(':'))),
  ],
  ['processing_regions', (a) => list(a.evidence?.dataProtection?.processingRegions)],
  ['hosting', (a) => a.evidence?.dataProtection?.hosting ?? null],
  ['gdpr_dpa', (a) => a.evidence?.dataProtection?.gdprDpa ?? null],
  ['privacy_policy_url', (a) => a.evidence?.dataProtection?.privacyPolicyUrl ?? null],
  // Clinical evidence: the indications' ICD-10-CM codes; a study as design:year:doi:registry id.
  ['indications_icd10cm', (a) => list(a.evidence?.clinical?.indications?.map((i) => i.code))],
  [
    'studies',
    (a) =>
      list(
        a.evidence?.clinical?.studies?.map((s) =>
          [s.design, String(s.year), s.doi ?? '', s.registryId ?? ''].join(':'),
        ),
      ),
  ],
  ['verified_at', (a) => a.checks.verifiedAt],
  ['demo_checked_at', (a) => a.checks.demoCheckedAt],
  ['demo_unavailable', (a) => a.checks.demoUnavailable],
  [
    'last_checked_at',
    (a) =>
      a.checks.latest.reduce<string | null>(
        (m, c) => (m === null || c.checkedAt > m ? c.checkedAt : m),
        null,
      ),
  ],
  [
    'confirmed_facts',
    (a) =>
      list(
        a.checks.latest.flatMap((c) =>
          c.facts.filter((f) => f.status === 'confirmed').map((f) => `${f.key}=${f.value}`),
        ),
      ),
  ],
];

/**
 * The export as CSV: a header row, then one row per app, CRLF line ends (RFC 4180). In slices of the
 * event loop's time (thousands of apps).
 */
export async function renderCsv(apps: readonly OpenDataApp[], slicer: TimeSlicer): Promise<string> {
  const rows = await mapInSlices(apps, (app) => csvRow(COLUMNS.map(([, value]) => value(app))), slicer);
  return csvRow(COLUMNS.map(([name]) => name)) + rows.join('');
}
