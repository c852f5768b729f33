/**
 * Rebuilds data/generated/Observation.ndjson.gz from the Synthea files (npm run generate): deterministic,
 * so an unchanged generator writes the same file.
 */
import { mkdirSync } from 'node:fs';
import { readCommittedResources } from '../src/index.ts';
import { GENERATED_DIR, writeNdjsonGz } from '../src/ndjson.ts';
import { generateObservations } from '../src/observations.ts';

const observations = generateObservations(readCommittedResources({ generated: false }).synthea);
mkdirSync(GENERATED_DIR, { recursive: true });
writeNdjsonGz(new URL('Observation.ndjson.gz', GENERATED_DIR), observations);
console.log(`Observation: ${observations.length}`);
