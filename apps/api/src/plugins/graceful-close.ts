import fp from 'fastify-plugin';

/**
 * On close (SIGTERM), Node stops accepting connections and closes the idle keep-alive ones once,
 * but a connection whose request is still in flight stays open after its response until the
 * keep-alive timeout (72 s): shutdown would wait for it. Responses sent while closing therefore ask
 * the client to close the connection, so in-flight requests finish and the process exits promptly.
 */
export const gracefulClosePlugin = fp(
  (app, _opts, done) => {
    let closing = false;
    app.addHook('preClose', (hookDone) => {
      closing = true;
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (closing) reply.header('connection', 'close');
      next(null, payload);
    });
    done();
  },
  { name: 'showroom-graceful-close', fastify: '5.x' },
);
