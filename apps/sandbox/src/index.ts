export { FhirSandbox, MAX_BODY_BYTES, MAX_SEARCH_PARAMETERS } from './sandbox.ts';
export type { SandboxOptions, SandboxRequest, SandboxResponse } from './sandbox.ts';
export { createSandboxServer, FHIR_PREFIX } from './server.ts';
export { VendorStores } from './vendor/vendor-stores.ts';
export type { VendorChange } from './vendor/vendor-store.ts';
export { createSmart, type Smart, type SmartOptions } from './smart/index.ts';
