import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../db/client.ts';
import { renderScaleMedia, seedScale } from './seed-scale.ts';

// npm run seed:scale -- --apps 100000: fills DATABASE_URL (or the PGlite under DATA_DIR) with a
// generated catalogue of that many public apps; a later run with a larger number adds the difference.
const { values } = parseArgs({
  options: { apps: { type: 'string', default: '1000' }, quiet: { type: 'boolean', default: false } },
});
const target = Number(values.apps);
if (!Number.isInteger(target) || target < 1 || target > 2_000_000) {
  console.error(`--apps must be a whole number from 1 to 2000000, got "${values.apps}"`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? './.data';
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await migrate(database);
  const media = await renderScaleMedia();
  let lastReport = 0;
  const result = await seedScale(database.db, {
    apps: target,
    media,
    onProgress: (done) => {
      if (!values.quiet && done - lastReport >= 10_000) {
        lastReport = done;
        console.log(`  ${done} apps`);
      }
    },
  });
  console.log(
    `Scale catalogue: ${result.after} apps (${result.after - result.before} added) from ${result.vendors} vendors ` +
      `in ${(result.ms / 1000).toFixed(1)} s on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}`,
  );
} finally {
  await database.close();
}
