// Search latency against a running server: every query in turn over one keep-alive connection, after a
// warm-up, so each figure is one request's whole round trip, uncached (see the page sizes below). Run pinned to CPU 1 by bench/run.mjs.
// Usage: node bench/search-latency.mjs <origin> <rounds>  → prints JSON { samples: {query: [ms...]} }
import http from 'node:http';

const SEARCHES = [
  // what people type
  'diabetes',
  'medication',
  'fhir',
  'openehr',
  'mental health',
  'diabetes tracker',
  'vital signs',
  'patient portal',
  'lab results',
  'smart on fhir',
  'care plan',
  'immunization',
  'pediatric dashboard',
  'northwind',
  // where it runs and who uses it (issue 37)
  'epic',
  'ehrbase',
  'university hospital',
  // misspelt
  'diabtes',
  'medicaton',
  'fhri',
  'cardiolgy dashbord',
  'imunization',
  'opnehr',
  'alergy',
  'hypertenson monitor',
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

const samples = Object.fromEntries(SEARCHES.map((q) => [q, []]));
// The API prepares each answer once per query until the catalogue changes; these figures are of
// answers made afresh, so every request differs in its page size (24, 23, ... as the rounds go, the
// warm-up at 100): the same search, never the same query.
if (Number(rounds) > 23) throw new Error('At most 23 rounds: each needs a page size of its own.');
const path = (q, limit) => `/api/apps?q=${encodeURIComponent(q)}&limit=${limit}`;
for (const q of SEARCHES) await get(path(q, 100));
for (let round = 0; round < Number(rounds); round++) {
  for (const q of SEARCHES) samples[q].push(await get(path(q, 24 - round)));
}
agent.destroy();
process.stdout.write(JSON.stringify({ samples }));
