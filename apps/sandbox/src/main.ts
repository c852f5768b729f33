/**
 * The sandbox process: loads the shared data, then listens. Ready = listening (it prints one line with the
 * address). Settings: SANDBOX_PORT (default 8090), SANDBOX_HOST (default 127.0.0.1), SANDBOX_BASE_URL (the
 * public FHIR base used in links and fullUrls; default http://HOST:PORT/fhir), SANDBOX_RESOURCES (an NDJSON
 * file of FHIR resources to serve instead of the synthetic data), SANDBOX_VENDOR_STORES (how many vendors'
 * writable sandboxes it holds in memory at once, default 2: each is a copy of the shared data, ~80 MB and
 * 1-2 s to build on the synthetic data; vendor/vendor-stores.ts), SANDBOX_ANSWER_CACHE_MB (the answers of
 * searches on the shared data kept for the next identical search, in MB of JSON, default 16; 0 = off;
 * answer-cache.ts). The synthetic data
 * (packages/synthetic-data) are dated so that the newest encounter ended yesterday.
 */
import { readFileSync } from 'node:fs';
import type { Resource } from '@medplum/fhirtypes';
import { loadSyntheticResources } from '@showroom/synthetic-data';
import { DEFAULT_ANSWER_CACHE_BYTES, FhirSandbox } from './sandbox.ts';
import { createSandboxServer, FHIR_PREFIX } from './server.ts';
import { VendorStores } from './vendor/vendor-stores.ts';
import { createSmart } from './smart/index.ts';
import { sandboxClients } from './smart/clients.ts';

const started = performance.now();
const port = Number(process.env.SANDBOX_PORT ?? 8090);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const baseUrl = process.env.SANDBOX_BASE_URL ?? `http://${host}:${port}${FHIR_PREFIX}`;

// One `now` for the shared data and every vendor's copy of it (vendor/*): the same dates in both.
const now = new Date();

function loadResources(): Resource[] {
  const file = process.env.SANDBOX_RESOURCES;
  if (!file) return loadSyntheticResources({ now });
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Resource);
}

const cacheMb = Number(process.env.SANDBOX_ANSWER_CACHE_MB ?? DEFAULT_ANSWER_CACHE_BYTES / 1024 / 1024);
const sandbox = await FhirSandbox.create(loadResources(), {
  baseUrl,
  answerCacheBytes: Number.isFinite(cacheMb)
    ? Math.max(0, cacheMb) * 1024 * 1024
    : DEFAULT_ANSWER_CACHE_BYTES,
});
// The vendors' writable sandboxes (issue 33): each store is made afresh from the data, not kept beside them.
const vendors = new VendorStores({
  shared: loadResources,
  maxStores: Number(process.env.SANDBOX_VENDOR_STORES ?? 2),
});
setInterval(() => vendors.sweep(), 60_000).unref();
// SMART App Launch (smart/), with the clients in SANDBOX_SMART_CLIENTS (the API passes the seeded demos').
const smart = await createSmart(sandbox, { fhirBase: baseUrl, clients: sandboxClients() });
const server = createSandboxServer(sandbox, { vendors, smart });
// Loading leaves garbage behind (the parsed definitions, ~200 MB of JSON, and the resources' first
// copies); whether V8 has collected it and handed the memory back by the time the process rests was left
// to chance: RSS at rest measured ~300 or ~420 MB for the same code (budget 400). One full collection
// here, when the process is started with --expose-gc (every launcher does), makes it ~325 MB every time.
(globalThis as { gc?: () => void }).gc?.();
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const ms = Math.round(performance.now() - started);
  console.log(
    JSON.stringify({ msg: 'sandbox ready', port: actualPort, resources: sandbox.resourceCount, readyMs: ms }),
  );
});
// Started by the API (apps/api's modules/sandbox): it ends with its parent, however the parent ends.
if (process.send) process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
