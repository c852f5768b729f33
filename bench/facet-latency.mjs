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
  // Runs on (issue 37): an open group like Language, one system, two, and with a search.
  'runsOn=epic',
  'runsOn=ehrbase&runsOn=better&standard=openehr',
  'q=diabetes&runsOn=oracle-health',
];

/**
 * The counts and the first page of a combination. The API prepares each answer once per query until
 * the catalogue changes; these figures are of answers made afresh, so each round's requests differ
 * from every other round's and mean the same: the page size goes 24, 23, ... and the counts' search
 * ends in a different run of blanks (trimmed away) every round.
 */
function paths(filters, round) {
  const counts = new URLSearchParams(filters);
  counts.set('q', `${counts.get('q') ?? ''}${' '.repeat(round + 1)}`);
  const page = new URLSearchParams(filters);
  page.set('limit', String(24 - round));
  return [`/api/apps/facets?${counts}`, `/api/apps?${page}`];
}

/** A request as the table names it: its combination, without the round's blanks and page size. */
function label(path) {
  const [route, query] = path.split('?');
  const params = new URLSearchParams(query);
  const q = params.get('q')?.trim();
  if (q) params.set('q', q);
  else params.delete('q');
  if (params.has('limit')) params.set('limit', '24');
  const rest = params.toString();
  return rest ? `${route}?${rest}` : route;
}

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

if (Number(rounds) > 23) throw new Error('At most 23 rounds: each needs requests of its own.');
const samples = {};
for (const p of FILTER_COMBINATIONS.flatMap((f) => paths(f, 23))) await get(p);
for (let round = 0; round < Number(rounds); round++) {
  for (const p of FILTER_COMBINATIONS.flatMap((f) => paths(f, round))) {
    (samples[label(p)] ??= []).push(await get(p));
  }
}
agent.destroy();
process.stdout.write(JSON.stringify({ samples }));
