import { countAccountsWithRole, createIdp, DEMO_ACCOUNTS, migrateIdp, type Idp } from '@showroom/idp';
import type { Logger } from 'pino';
import { migrate, withStartLock, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { fillMissingFacetTags } from './modules/apps/index.ts';
import { checkSoon, installLinkHostPolicy } from './modules/checks/index.ts';
import { enqueueMail, mailIsDelivered } from './modules/mail/index.ts';
import { seedDemoCatalogue } from './seed/index.ts';

export const ADMIN_CREATE_HINT = 'npm run admin:create -- --email you@example.org';

/**
 * Everything a start does to the database before it serves: migrations, the embedded IdP (its own
 * migrations and signing keys) and, on a first start where `env.seed` asks for it, the demo catalogue
 * and the demo accounts. One process at a time: N processes may start together on one PostgreSQL.
 * Returns the embedded IdP, or undefined with Keycloak.
 */
export async function prepareDatabase(env: Env, database: Database, log: Logger): Promise<Idp | undefined> {
  // Before the demo catalogue's profiles are judged: the policy of this environment, not one set before.
  installLinkHostPolicy(env);
  return withStartLock(database, async () => {
    await migrate(database);
    const filled = await fillMissingFacetTags(database.db);
    if (filled > 0) log.info(`Facet tags computed for ${filled} app versions.`);

    let idp: Idp | undefined;
    if (env.idp.kind === 'embedded') {
      await migrateIdp(database.db);
      idp = await createIdp({
        db: database.db,
        publicUrl: env.publicUrl,
        webOrigins: [env.publicUrl, ...(env.devWebOrigin ? [env.devWebOrigin] : [])],
        production: env.production,
        allowInProduction: env.idpEmbeddedInProduction,
        verifyEmail: env.idpVerifyEmail,
        // The mount (plugins/idp-mount.ts) replaces X-Forwarded-* with Fastify's resolution.
        forwardedHeadersResolved: true,
        // Reset and verification mails go through the outbox like every other mail; where no mail
        // reaches anyone (production without SMTP_URL) the provider offers neither.
        ...(mailIsDelivered(env) ? { sendMail: (mail) => enqueueMail(database.db, mail) } : {}),
        logger: {
          info: (msg) => log.info(msg),
          warn: (msg) => log.warn(msg),
          error: (msg) => log.error(msg),
        },
      });
    } else {
      log.info(`Identity provider: Keycloak at ${env.idp.issuer}`);
    }

    if (env.seed) {
      if (env.production) {
        log.warn(
          `SEED=true with NODE_ENV=production: the demo catalogue is added on a first start` +
            (idp
              ? `, with the demo accounts and their published passwords (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}).`
              : '.'),
        );
      }
      // seedDemoCatalogue does nothing once any vendor exists, so only a first start pays for it.
      const seedStart = performance.now();
      const ownerByEmail = idp ? await idp.seedDemoAccounts() : {};
      const seeded = await seedDemoCatalogue(database.db, { ownerByEmail, publicUrl: env.publicUrl });
      // The seeded apps whose FHIR server is this showroom's own sandbox are checked at once (server.ts
      // starts the checks once the sandbox is up), so a fresh start shows them confirmed and Verified.
      for (const appId of seeded.ownSandboxApps) await checkSoon(database.db, appId, 'approved');
      if (seeded.vendors > 0) {
        log.info(
          `Seeded the demo catalogue (${seeded.vendors} vendors, ${seeded.apps} apps) in ${Math.round(performance.now() - seedStart)} ms`,
        );
      }
    }

    if (idp && !mailIsDelivered(env)) {
      log.warn(
        'No SMTP_URL with NODE_ENV=production: no mail is sent, so the login page offers no password reset.',
      );
    }
    if (idp && (await countAccountsWithRole(database.db, 'ADMIN')) === 0) {
      log.warn(`No admin account yet. Create the first one with: ${ADMIN_CREATE_HINT}`);
    }
    return idp;
  });
}
