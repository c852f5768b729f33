import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createPgNotifications, type PgNotifications } from '../lib/pg-notifications.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one LISTEN connection, shared by the catalogue cache and the mail worker. */
    notifications: PgNotifications;
  }
}

/**
 * One notification listener per app (so per process): every module that waits for a channel
 * subscribes here instead of holding a database connection of its own. It connects on the first
 * subscription and closes with the app.
 */
export const notificationsPlugin = fp<{ db: Db }>(
  (app, { db }, done) => {
    const notifications = createPgNotifications(db, {
      warn: (obj, msg) => app.log.warn(obj, msg),
    });
    app.decorate('notifications', notifications);
    app.addHook('onClose', async () => {
      await notifications.close();
    });
    done();
  },
  { name: 'showroom-notifications', fastify: '5.x' },
);
