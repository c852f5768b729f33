import { openDatabase } from './src/db/client.ts';
import { searchPublicCards, loadAppCards } from './src/modules/catalogue/catalogue-repository.ts';
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/showroom_exp5' });
const qs = ['fhri', 'fhir', 'vital signs', 'medicaton', 'antenatl record', 'kestrel', 'terminology browser 4711', 'wound', 'glucose coach', 'nordic labs', 'explorer', 'clinical workflow', 'xylophone'];
const all: number[] = [];
for (const q of qs) {
  const ts: number[] = [];
  let n = 0; let more = false;
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    const page = await searchPublicCards(d.db, { q, sort: 'relevance', limit: 24, after: undefined });
    ts.push(performance.now() - t); n = page.cards.length; more = page.hasMore;
  }
  all.push(...ts.slice(1));
  ts.sort((a, b) => a - b);
  console.log(q.padEnd(26), 'results', n, more ? '+' : ' ', 'median', ts[10]!.toFixed(1), 'ms  max', ts[20]!.toFixed(1), 'ms');
}
all.sort((a, b) => a - b);
console.log('all queries: p50', all[Math.floor(all.length * 0.5)]!.toFixed(1), 'p95', all[Math.floor(all.length * 0.95)]!.toFixed(1), 'ms');
for (const sort of ['name', 'updated'] as const) {
  const t = performance.now();
  await searchPublicCards(d.db, { q: 'wound', sort, limit: 24, after: undefined });
  console.log(`q=wound sort=${sort}:`, (performance.now() - t).toFixed(1), 'ms');
}
let t = performance.now();
const cards = await loadAppCards(d.db, 'public');
console.log('loadAppCards(public) 100k:', cards.length, (performance.now() - t).toFixed(0), 'ms, JSON', (JSON.stringify(cards).length / 1e6).toFixed(1), 'MB');
await d.close();
