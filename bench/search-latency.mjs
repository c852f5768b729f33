// Search latency against a running server: every query in turn over one keep-alive connection, after a
// warm-up, so each figure is one request's whole round trip. Run pinned to CPU 1 by bench/run.mjs.
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
for (const q of SEARCHES) await get(`/api/apps?q=${encodeURIComponent(q)}`);
for (let round = 0; round < Number(rounds); round++) {
  for (const q of SEARCHES) samples[q].push(await get(`/api/apps?q=${encodeURIComponent(q)}`));
}
agent.destroy();
process.stdout.write(JSON.stringify({ samples }));
