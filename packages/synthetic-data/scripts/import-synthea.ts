/**
 * Imports Synthea's CC0 10-patient set into data/synthea/ (see data/README.md):
 *   node scripts/import-synthea.ts <git directory of smart-on-fhir/sample-bulk-fhir-datasets>
 * It reads `<Type>.000.ndjson` of the commit named in src/source.ts with `git show` (no network), drops the
 * narratives (`text`), turns every reference into `Type/id`, sorts each type by id and writes it gzip'd.
 * Run `npm run generate` afterwards: the Observations are made from these files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Resource } from '@medplum/fhirtypes';
import { parseNdjson, SYNTHEA_DIR, writeNdjsonGz } from '../src/ndjson.ts';
import { normaliseReferences } from '../src/references.ts';
import { SYNTHEA_SOURCE, SYNTHEA_TYPES } from '../src/source.ts';

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('Usage: node scripts/import-synthea.ts <git directory of sample-bulk-fhir-datasets>');
  process.exit(2);
}
const show = (path: string): string =>
  execFileSync('git', ['--git-dir', gitDir, 'show', `${SYNTHEA_SOURCE.commit}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

const byType = new Map<string, Resource[]>();
for (const type of SYNTHEA_TYPES) {
  const resources = parseNdjson<Resource>(show(`${type}.000.ndjson`));
  for (const resource of resources) {
    if (resource.resourceType !== type)
      throw new Error(`${type}.000.ndjson holds a ${resource.resourceType}`);
    // Synthea's generated narratives repeat the structured data; the sandbox serves the data.
    delete (resource as { text?: unknown }).text;
  }
  byType.set(
    type,
    resources.sort((a, b) => (a.id ?? '').localeCompare(b.id ?? '')),
  );
}

const unresolved = normaliseReferences([...byType.values()].flat());
if (unresolved.length > 0) {
  console.error(
    `${unresolved.length} references resolve to nothing in the set:\n${unresolved.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}

mkdirSync(SYNTHEA_DIR, { recursive: true });
for (const [type, resources] of byType) {
  writeNdjsonGz(new URL(`${type}.ndjson.gz`, SYNTHEA_DIR), resources);
  console.log(`${type}: ${resources.length}`);
}
