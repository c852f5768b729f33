/*
 * SMART App Launch into the showroom's FHIR sandbox (issue 34). The sandbox's authorization server is its
 * own issuer at PUBLIC_URL/sandbox/auth, beside the FHIR base PUBLIC_URL/sandbox/fhir. Three seeded apps
 * are real SMART apps served under /sample-demos/{slug} (launch) and /sample-demos/{slug}/app (redirect),
 * registered with the sandbox under fixed public client ids.
 */
import {
  isShowroomSampleDemoUrl,
  SANDBOX_FHIR_PATH,
  SAMPLE_DEMOS_PATH,
  sampleDemoPath,
} from './sample-demos.ts';

/** The sandbox's authorization server (issuer), below the showroom's origin. */
export const SANDBOX_AUTH_PATH = '/sandbox/auth';

export type SmartDemoKind = 'vitals' | 'medications' | 'problems';

export interface SmartDemoApp {
  /** The seeded app's slug (its sample demo page is its launch URL). */
  readonly slug: string;
  readonly clientId: string;
  readonly kind: SmartDemoKind;
  /** The scopes it asks for (SMART 2.x). */
  readonly scope: string;
}

const BASE_SCOPE = 'launch launch/patient openid fhirUser offline_access patient/Patient.rs';

export const SMART_DEMO_APPS: readonly SmartDemoApp[] = [
  {
    slug: 'vital-signs',
    clientId: 'showroom-demo-vital-signs',
    kind: 'vitals',
    scope: `${BASE_SCOPE} patient/Observation.rs patient/Encounter.rs`,
  },
  {
    slug: 'medrecon',
    clientId: 'showroom-demo-medrecon',
    kind: 'medications',
    scope: `${BASE_SCOPE} patient/MedicationRequest.rs patient/Observation.rs`,
  },
  {
    slug: 'ips-viewer',
    clientId: 'showroom-demo-ips-viewer',
    kind: 'problems',
    scope: `${BASE_SCOPE} patient/Condition.rs patient/Observation.rs`,
  },
];

export const smartDemoApp = (slug: string): SmartDemoApp | undefined =>
  SMART_DEMO_APPS.find((a) => a.slug === slug);

/** A SMART demo's launch URL path (its sample demo page) and redirect URI path. */
export const smartDemoLaunchPath = (slug: string): string => sampleDemoPath(slug);
export const smartDemoRedirectPath = (slug: string): string => `${sampleDemoPath(slug)}/app`;

/** The sandbox's client registrations of the SMART demos, for the showroom at `origin`. */
export function smartDemoClients(origin: string): {
  client_id: string;
  client_name: string;
  redirect_uris: string[];
  token_endpoint_auth_method: 'none';
  grant_types: string[];
  response_types: string[];
}[] {
  return SMART_DEMO_APPS.map((a) => ({
    client_id: a.clientId,
    client_name: a.slug,
    redirect_uris: [`${origin}${smartDemoRedirectPath(a.slug)}`],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  }));
}

/**
 * A SMART demo's SMART app manifest for the showroom at `origin`: OAuth 2.0 Dynamic Client Registration
 * metadata (RFC 7591) with SMART's launch_url and fhir_versions, as the SMART sandboxes take an app's
 * manifest. Undefined for a slug that is not a SMART demo.
 */
export function smartDemoManifest(origin: string, slug: string): Record<string, unknown> | undefined {
  const app = smartDemoApp(slug);
  const client = smartDemoClients(origin).find((c) => c.client_id === app?.clientId);
  if (!app || !client) return undefined;
  return {
    software_id: `org.showroom.sample-demos.${app.slug}`,
    client_name: client.client_name,
    launch_url: `${origin}${smartDemoLaunchPath(app.slug)}`,
    redirect_uris: client.redirect_uris,
    scope: app.scope,
    token_endpoint_auth_method: client.token_endpoint_auth_method,
    grant_types: client.grant_types,
    fhir_versions: ['4.0.1'],
  };
}

/** The launch context of an EHR launch into the sandbox. */
export interface SandboxLaunchContext {
  patient: string;
  encounter?: string;
  practitioner?: string;
}

/**
 * The `launch` value for an EHR launch into the sandbox: base64url JSON of the context, as the SMART
 * Health IT launcher does it (the sandbox checks the patient exists). Works in the browser and in Node.
 */
export function sandboxLaunchValue(context: SandboxLaunchContext): string {
  const json = JSON.stringify(context);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The address that starts an EHR launch: the app's launch URL with `iss` and `launch`. */
export function sandboxLaunchUrl(launchUrl: string, iss: string, context: SandboxLaunchContext): string {
  const url = new URL(launchUrl);
  url.searchParams.set('iss', iss);
  url.searchParams.set('launch', sandboxLaunchValue(context));
  return url.href;
}

/**
 * Where `Launch in sandbox` starts an app on the showroom at `origin`, or undefined when it cannot: the
 * app declares SMART EHR launch and has a sandbox registration (today: the seeded SMART demos, whose
 * launch URL is their sample demo page). `iss` is the sandbox's FHIR base.
 */
export function sandboxLaunchFor(
  app: {
    readonly demoUrl: string | null;
    readonly profile?: { readonly smart?: { readonly launchTypes: readonly string[] } | null } | null;
  },
  origin: string,
): { launchUrl: string; iss: string } | undefined {
  if (!app.profile?.smart?.launchTypes.includes('ehr')) return undefined;
  const demoUrl = app.demoUrl ?? '';
  if (!isSmartSampleDemo(demoUrl, origin)) return undefined;
  return { launchUrl: demoUrl, iss: `${origin}${SANDBOX_FHIR_PATH}` };
}

/**
 * Whether a demo URL is one of the showroom's own SMART sample demos at `origin`: such an app launches
 * into the sandbox with the showroom's built-in public client and needs no registration of its own.
 */
export function isSmartSampleDemo(demoUrl: string | null, origin: string): boolean {
  if (!demoUrl || !isShowroomSampleDemoUrl(demoUrl, origin)) return false;
  return smartDemoApp(demoUrl.slice(origin.length + SAMPLE_DEMOS_PATH.length + 1)) !== undefined;
}
