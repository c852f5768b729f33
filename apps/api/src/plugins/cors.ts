import cors from '@fastify/cors';
import { NEXT_CURSOR_HEADER } from '@showroom/contract';
import fp from 'fastify-plugin';

/**
 * In development the SPA runs on Vite's origin and calls the API and the runtime config across origins.
 * Nothing else is cross-origin: in production the SPA is served by this process (the IdP handles its
 * own CORS for the token endpoint).
 */
export const corsPlugin = fp<{ devWebOrigin: string | undefined }>(
  async (app, { devWebOrigin }) => {
    if (!devWebOrigin) return;
    const allowed = {
      origin: [devWebOrigin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Location', NEXT_CURSOR_HEADER],
      maxAge: 600,
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const path = request.url.split('?', 1)[0] ?? '';
        const covered = path.startsWith('/api/') || path.startsWith('/config/');
        callback(null, covered ? allowed : { origin: false });
      },
    });
  },
  { name: 'showroom-cors', fastify: '5.x' },
);
