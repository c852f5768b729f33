import fp from 'fastify-plugin';
import type { Connections } from '../lib/connections.ts';

/**
 * On close (SIGTERM), Node stops accepting connections and closes the idle keep-alive ones once, and
 * Fastify answers what it routes from then on with 503 and `Connection: close`. A connection whose
 * requests are still being answered (or are queued behind one, pipelined) would stay open after its
 * last answer until the keep-alive timeout (72 s), and shutdown would wait for it; asking every answer
 * sent while closing to close the connection would drop the pipelined answers queued behind it. So each
 * busy connection is closed after its own last answer (lib/connections.ts): every request read before
 * the close is answered, and the process exits promptly.
 */
export const gracefulClosePlugin = fp<{ connections: Connections }>(
  (app, { connections }, done) => {
    app.addHook('preClose', (hookDone) => {
      connections.closeAfterLastAnswers();
      hookDone();
    });
    done();
  },
  { name: 'showroom-graceful-close', fastify: '5.x' },
);
