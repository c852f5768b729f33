import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { endpoints, MAX_UPLOAD_BYTES, type EndpointDef } from '@showroom/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../lib/endpoint.ts';

const DOCS_PREFIX = '/api/docs';

/** The multipart/form-data body of an upload: one file field, or an array of files when several are allowed. */
function multipartBodySchema(multipart: NonNullable<EndpointDef['multipart']>) {
  const file = {
    type: 'string',
    format: 'binary',
    description: `A PNG, JPEG, WebP, AVIF or GIF image of at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  };
  return {
    type: 'object',
    required: [multipart.field],
    properties: {
      [multipart.field]:
        multipart.maxFiles > 1
          ? { type: 'array', items: file, minItems: 1, maxItems: multipart.maxFiles }
          : file,
    },
  };
}

/**
 * OpenAPI generated from the routes, whose schemas are the contract's zod schemas: GET /api/openapi.json,
 * and Swagger UI at /api/docs where `docs` is on (API_DOCS: by default outside production only, issue 32).
 * Only /api routes are documented (not the SPA, runtime config or the IdP).
 */
export const openapiPlugin = fp<{ docs: boolean }>(
  async (app, { docs }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Showroom API',
          description: 'The catalogue of openEHR and HL7 FHIR apps, with vendor and admin calls.',
          version: '1',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (doc) => {
        if (!doc.url.startsWith('/api/') || doc.url.startsWith(DOCS_PREFIX)) {
          return { schema: { ...doc.schema, hide: true }, url: doc.url };
        }
        const transformed = jsonSchemaTransform(doc);
        // Uploads are read from the stream, not validated as a body; describe the form they expect.
        const multipart = doc.route.config?.multipart;
        return multipart
          ? { ...transformed, schema: { ...transformed.schema, body: multipartBodySchema(multipart) } }
          : transformed;
      },
    });

    registerEndpoint(app, endpoints.getOpenApi, () => ({ ...app.swagger() }));

    // Swagger UI reads its own copy at /api/docs/json. Its bundle sets inline styles, so its pages alone
    // (the hook is scoped to the plugin's routes) allow 'unsafe-inline' for styles; scripts stay 'self'.
    if (!docs) return;
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      transformStaticCSP: (header) => header.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'showroom-openapi', fastify: '5.x', dependencies: ['showroom-auth'] },
);
