// Faceted discovery latency against a running server: for each filter combination the filter panel's
// counts (GET /api/apps/facets) and the filtered first page as the catalogue asks for it
// (GET /api/apps?…&limit=24), in turn over one keep-alive connection after a warm-up round, so each
// figure is one request's whole round trip. Run pinned to CPU 1 by bench/run.mjs.
// Usage: node bench/facet-latency.mjs <origin> <rounds>  → prints JSON { samples: {path: [ms...]} }
import http from 'node:http';

/** What visitors tick: single facets, combinations across groups, several values of one group, with a search. */
const FILTER_COMBINATIONS = [
  '',
  'fhirVersion=R4',
  'standard=openehr',
  'category=medication',
  'language=de',
  'deviceClass=diga',
  'resource=Observation',
  'ig=hl7.fhir.us.core',
  'template=IDCR%20-%20Vital%20Signs%20Encounter.v1',
  'fhirVersion=R4&smartLaunch=ehr',
  'license=open-source&pricing=free',
  'standard=fhir&category=lab-diagnostics&platform=web',
  'fhirVersion=R5&category=imaging&audience=patients',
  'standard=fhir&standard=openehr&category=care-planning&category=telehealth',
  'smartLaunch=backend&license=proprietary&platform=linux',
  'q=diabetes&fhirVersion=R4',
  'q=vital%20signs&standard=openehr&category=clinical-documentation',
];

const paths = (filters) => [
  `/api/apps/facets${filters ? `?${filters}` : ''}`,
  `/api/apps?${filters ? `${filters}&` : ''}limit=24`,
];

const [origin = 'http://127.0.0.1:18090', rounds = '20'] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(new URL(path, origin), { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
  });
}

const all = FILTER_COMBINATIONS.flatMap(paths);
const samples = Object.fromEntries(all.map((p) => [p, []]));
for (const p of all) await get(p);
for (let round = 0; round < Number(rounds); round++) {
  for (const p of all) samples[p].push(await get(p));
}
agent.destroy();
process.stdout.write(JSON.stringify({ samples }));
