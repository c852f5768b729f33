// First: it holds V8's young generation small while the other modules load.
import { releaseYoungGeneration } from './lib/young-generation.ts';
// Keeps the map of process.nextTick's entries alive, so a rest after a burst does not slow it for good.
import './lib/tick-object-map.ts';
import type { Idp } from '@showroom/idp';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadEnvOrExit } from './env.ts';
import { batchedDestination } from './lib/log-destination.ts';
import { startCertificateExpiryMails } from './modules/apps/index.ts';
import { createCheckWorker, type CheckWorker } from './modules/checks/index.ts';
import { createMailTransport, createMailWorker, type MailWorker } from './modules/mail/index.ts';
import { startSandboxProcess, type SandboxProcess } from './modules/sandbox/index.ts';
import { prepareDatabase } from './startup.ts';

// Starts the product: everything else (routes, plugins, the IdP mount) is buildApp's.
const env = loadEnvOrExit();
// Batched (lib/log-destination.ts): at the default level every request has a line, and a system call
// per line would cost more than answering a request from prepared bytes. Lines go out in 64 KB writes,
// and at the latest after LOG_FLUSH_MS; nothing is dropped at exit: what is left is written then.
const LOG_FLUSH_MS = 100;
const logDestination = batchedDestination(1, { flushMs: LOG_FLUSH_MS });
process.on('exit', () => logDestination.flushSync());
const log = pino({ level: env.logLevel }, logDestination);
// performance.now() counts from process start, so module loading (and tsx's compilation) is included.
const elapsed = (): number => Math.round(performance.now());
/** How long the live checks wait for the sandbox's child process at start. */
const SANDBOX_WAIT_MS = 60_000;

let database: Database | undefined;
let idp: Idp | undefined;
let mailWorker: MailWorker | undefined;
let checkWorker: CheckWorker | undefined;
let sandboxProcess: SandboxProcess | undefined;

async function start(): Promise<void> {
  const opened = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  database = opened;
  log.info(
    database.kind === 'pglite'
      ? `Database: PGlite in ${env.dataDir}/pg`
      : 'Database: PostgreSQL server (DATABASE_URL)',
  );
  // Migrations, the IdP's signing keys and the first seed, one process at a time.
  idp = await prepareDatabase(env, opened, log);

  const app = await buildApp({ env, db: database.db, idp, logger: log });
  await app.listen({ host: env.host, port: env.port });
  log.info(`Showroom ready at ${env.publicUrl} in ${elapsed()} ms`);
  releaseYoungGeneration();

  // The FHIR sandbox in a process of its own, started once the catalogue is ready and never waited for
  // (modules/sandbox): unless it is off or SANDBOX_FHIR_URL names a server to pass its requests to.
  let sandboxReady = Promise.resolve();
  if (env.sandbox.enabled && !env.sandbox.upstream) {
    let ready: () => void = () => {};
    sandboxReady = new Promise<void>((resolve) => {
      ready = resolve;
      // The live checks below wait for it at most this long.
      setTimeout(resolve, SANDBOX_WAIT_MS).unref();
    });
    sandboxProcess = startSandboxProcess({
      publicBase: env.sandbox.publicBase,
      log: log.child({ module: 'sandbox' }),
      onUpstream: (base) => {
        app.sandbox.setUpstream(base);
        if (base) ready();
      },
    });
  } else {
    log.info(
      env.sandbox.enabled
        ? `FHIR sandbox: ${env.sandbox.publicBase} passes to ${env.sandbox.upstream}`
        : 'FHIR sandbox: off (SANDBOX_ENABLED=false)',
    );
  }

  // Once ready, so the ready time leaves it out and a start that fails sends nothing.
  const mailLog = log.child({ module: 'mail' });
  const transport = createMailTransport(env, mailLog);
  mailWorker = createMailWorker({
    db: database.db,
    transport,
    logger: mailLog,
    notifications: app.notifications,
  });
  void mailWorker.start();
  log.info(`Mail: sent through ${transport.description} as ${env.mailFrom}`);
  // Issue 37: vendors hear of a certificate expiring in 30 days, through the outbox.
  const certificateMails = startCertificateExpiryMails(
    database.db,
    env.publicUrl,
    log.child({ module: 'certificate-expiry' }),
  );
  if (env.checks.enabled) {
    // After the sandbox is up: the seeded FHIR apps' servers are this showroom's own sandbox, and a first
    // round against a sandbox still loading would record them as unreachable.
    void sandboxReady.then(() => {
      if (stopping) return;
      checkWorker = createCheckWorker(app.checks, log.child({ module: 'checks' }));
      checkWorker.start();
    });
  } else {
    log.info('Live checks: off (CHECKS_ENABLED=false)');
  }

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    try {
      // The worker finishes the mail it is sending while the server drains its requests; both need the database.
      certificateMails.stop();
      await Promise.all([app.close(), mailWorker?.stop(), checkWorker?.stop(), sandboxProcess?.stop()]);
      transport.close();
      await idp?.close();
      await database?.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

start().catch(async (err: unknown) => {
  log.fatal({ err }, 'Showroom could not start');
  await sandboxProcess?.stop().catch(() => {});
  await mailWorker?.stop().catch(() => {});
  await idp?.close().catch(() => {});
  await database?.close().catch(() => {});
  process.exit(1);
});
