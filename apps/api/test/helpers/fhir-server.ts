/**
 * A real FHIR server for tests: @asymmetrik/node-fhir-server-core (the maintained Express-based FHIR
 * server framework, also published as @bluehalo/node-fhir-server-core) on 127.0.0.1, on a free port.
 * The package builds its CapabilityStatement at `[base]/metadata` itself, from the profiles it is
 * configured with (one resource type each, with the service that answers it) and the FHIR version of
 * the base path; this helper only gives every profile a minimal service (search finds nothing, read
 * finds nothing), because the package wants one per profile.
 *
 * Known gap of the package (2.2.5): its STU3 search-parameter index misses 14 resource types
 * (AllergyIntolerance, ProcedureRequest, ReferralRequest, ...), and a 3_0_1 profile of one of them fails
 * to start with "invalid profile configuration".
 */
import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** The parts of the package's (untyped, CommonJS) API this helper uses. */
interface FhirServerCore {
  initialize(config: {
    profiles: Record<string, { service: object; versions: string[] }>;
    security?: { url: string; valueUri: string }[];
    logging?: { level: string };
  }): { app: RequestListener };
  loggers: { get(name: string): { silent: boolean } };
}

const require = createRequire(import.meta.url);
const core = require('@asymmetrik/node-fhir-server-core') as FhirServerCore;

/** The base paths the package serves: DSTU2 1.0.2, STU3 3.0.1, R4 4.0.1 (and 4.0.0). */
type FhirServerVersion = '4_0_1' | '3_0_1';

export interface FhirServerOptions {
  version: FhirServerVersion;
  /** Resource types the server supports (Patient, Observation...): each becomes a profile with a stub service. */
  resources: readonly string[];
  /**
   * SMART's OAuth endpoints: with them, the package adds `rest.security` with the SMART-on-FHIR service
   * coding and the oauth-uris extension to its CapabilityStatement.
   */
  smart?: { authorize: string; token: string };
}

export interface TestFhirServer {
  /** http://127.0.0.1:<port>/<version>, the FHIR base URL (its CapabilityStatement is at baseUrl/metadata). */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** A service that supports search and read, and finds nothing. */
const stubService = {
  search: () => Promise.resolve([]),
  searchById: () => Promise.resolve(null),
};

export async function startFhirServer(options: FhirServerOptions): Promise<TestFhirServer> {
  const profiles = Object.fromEntries(
    options.resources.map((type) => [type, { service: stubService, versions: [options.version] }]),
  );
  const server = core.initialize({
    profiles,
    ...(options.smart
      ? {
          security: [
            { url: 'authorize', valueUri: options.smart.authorize },
            { url: 'token', valueUri: options.smart.token },
          ],
        }
      : {}),
    logging: { level: 'error' },
  });
  // The package logs every 404 it answers on the console; the tests read the answers instead.
  core.loggers.get('default').silent = true;
  // Not the package's own listen(): it refuses port 0 (a falsy port) and listens on every interface.
  const http = createServer(server.app);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/${options.version}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
