import { setFlagsFromString } from 'node:v8';

/**
 * V8's young generation during the start. Migrations, the IdP, the first queries and the modules' own
 * top-level code make many short-lived objects, which would grow the young generation to its largest:
 * about 55 MB that a process at rest keeps until V8's memory reducer gives them back some 15 s later
 * (issue 15). Imported first by the server, and set again by scripts/start.mjs before the API's
 * dependencies load (they load before any of its own code): the young generation does not grow until
 * `releaseYoungGeneration()`, which server.ts calls once ready. Default shape, 10,000 apps: V8 heap at
 * rest 60-63 MB instead of 114 MB, RSS at rest 202-205 MB instead of 249-255 MB, CPU time to ready no
 * higher (5.5-6.3 s against 6.7-6.8 s). Under load it grows as it did.
 */
setFlagsFromString('--semi-space-growth-factor=1');

/** From here on the young generation grows as V8 decides: 2 is V8's default factor. */
export function releaseYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=2');
}
