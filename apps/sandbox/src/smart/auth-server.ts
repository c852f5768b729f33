/**
 * The sandbox's SMART App Launch authorization server: oidc-provider, configured as its documentation
 * says and as SANDBOX-NOTES.md records for 9.13.3. Its users are the synthetic practitioners and patients
 * (chosen on a picker page, no passwords); it is the sandbox's own issuer, apart from the showroom's login.
 *
 * - `launch` (EHR launch) is base64url JSON `{"patient":…,"encounter":…,"practitioner":…}`, as the SMART
 *   Health IT launcher does it: stateless, and checked against the data (an unknown patient is refused).
 * - `aud` must be the FHIR base; the access token is a JWT for that audience (resource indicators).
 * - The launch context (patient, encounter, need_patient_banner) is added beside access_token in the token
 *   response by a middleware on the token route, and `patient`/`fhirUser` ride in the access token.
 * - PKCE S256 is required of every client; refresh tokens are issued to every client allowed the
 *   refresh_token grant (oidc-provider drops `offline_access` unless `prompt=consent`, which apps rarely send).
 * - Keys and grants live in memory: a restart of the sandbox ends every session and token.
 * - Clients: the configured ones (the seeded demos', SANDBOX_SMART_CLIENTS) and those vendors registered,
 *   found at run time through the adapter (adapter.ts, registry.ts). A registered confidential client's
 *   secret is known here only as its SHA-256: the Basic credentials it presents are hashed before
 *   oidc-provider's own constant-time comparison (client_secret_basic, as SMART asks of symmetric
 *   confidential clients).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type * as Oidc from 'oidc-provider';
import type { ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, pickerPage, type PatientChoice, type PickerTexts, pickerTexts } from './picker.ts';
import { sandboxAdapter } from './adapter.ts';
import { ClientRegistry, hashBasicSecret } from './registry.ts';
import { isResourceScope } from './scopes.ts';

export const OIDC_SCOPES = [
  'openid',
  'fhirUser',
  'profile',
  'offline_access',
  'online_access',
  'launch',
  'launch/patient',
  'launch/encounter',
] as const;

/** The launch context an EHR launch carries, encoded into `launch`. */
export interface LaunchContext {
  patient?: string;
  encounter?: string;
  practitioner?: string;
  need_patient_banner?: boolean;
}

export function encodeLaunch(context: LaunchContext): string {
  return Buffer.from(JSON.stringify(context)).toString('base64url');
}

function decodeLaunch(value: string): LaunchContext | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const record = parsed as Record<string, unknown>;
    const context: LaunchContext = {};
    for (const key of ['patient', 'encounter', 'practitioner'] as const) {
      const v = record[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' || !/^[A-Za-z0-9\-.]{1,64}$/.test(v)) return undefined;
      context[key] = v;
    }
    if (record.need_patient_banner !== undefined) {
      if (typeof record.need_patient_banner !== 'boolean') return undefined;
      context.need_patient_banner = record.need_patient_banner;
    }
    return context;
  } catch {
    return undefined;
  }
}

/** What the authorization server needs to know of the data. */
export interface SmartDataAccess {
  patients(): Promise<PatientChoice[]>;
  /** Whether `Type/id` exists in the shared data. */
  exists(type: string, id: string): Promise<boolean>;
  /** The patient an encounter of the shared data is of (`Patient/id`), undefined if none or no such encounter. */
  encounterSubject(id: string): Promise<string | undefined>;
  /** The practitioner an EHR launch without one is made by (the first in the data). */
  defaultPractitioner(): Promise<{ id: string; name: string } | undefined>;
}

export interface AuthServerOptions {
  /** The FHIR base as clients see it (the `aud`). */
  fhirBase: string;
  /** The issuer as clients see it, e.g. PUBLIC_URL/sandbox/auth; this process serves it at /auth. */
  issuer: string;
  clients: ClientMetadata[];
  /** The clients vendors registered (registry.ts), found at run time; by default none. */
  registry?: ClientRegistry;
  data: SmartDataAccess;
  /** The private RS256 key tokens are signed with (a JWK); by default one made at start, in memory. */
  signingKey?: JWK;
}

interface GrantContext {
  patient?: string;
  encounter?: string;
  fhirUser: string;
  needPatientBanner: boolean;
}

/** The path this process serves the authorization server at. */
export const AUTH_PREFIX = '/auth';
const MAX_CONTEXTS = 10_000;
const CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export interface AuthServer {
  readonly issuer: string;
  /** The public keys access tokens are signed with. */
  readonly jwks: { keys: JWK[] };
  /** Handles a request under AUTH_PREFIX. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

let oidcModule: Promise<typeof Oidc> | undefined;

export async function createAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  oidcModule ??= import('oidc-provider');
  const oidc = await oidcModule;
  const { default: Provider, errors } = oidc;
  const { fhirBase, issuer, data } = options;
  const registry = options.registry ?? new ClientRegistry();
  const publicIssuer = new URL(issuer);
  const publicPath = publicIssuer.pathname.replace(/\/+$/, '');

  const privateJwk =
    options.signingKey ??
    (await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey));
  const kid = privateJwk.kid ?? (await calculateJwkThumbprint(privateJwk));
  const signing: JWK = { ...privateJwk, kid, alg: 'RS256', use: 'sig' };
  const publicJwk: JWK = { kty: signing.kty, n: signing.n, e: signing.e, kid, alg: 'RS256', use: 'sig' };

  /** Per grant, the context chosen at authorization (memory, bounded: the oldest go first). */
  const contexts = new Map<string, GrantContext>();
  const remember = (grantId: string, context: GrantContext): void => {
    contexts.set(grantId, context);
    if (contexts.size > MAX_CONTEXTS) {
      const oldest = contexts.keys().next().value;
      if (oldest !== undefined) contexts.delete(oldest);
    }
  };
  const grantIdOf = (ctx: KoaContextWithOIDC): string | undefined => {
    const entities = ctx.oidc.entities as Record<string, { grantId?: string; jti?: string } | undefined>;
    return (
      entities.AuthorizationCode?.grantId ??
      entities.RefreshToken?.grantId ??
      entities.Grant?.jti ??
      undefined
    );
  };

  const resourceScopeOf = (ctx: KoaContextWithOIDC): string => {
    const entities = ctx.oidc.entities as Record<string, { scope?: string } | undefined>;
    const candidates = [
      ctx.oidc.params?.scope,
      entities.AuthorizationCode?.scope,
      entities.RefreshToken?.scope,
    ];
    const grant = ctx.oidc.entities.Grant as { getResourceScope?: (r: string) => string } | undefined;
    candidates.push(grant?.getResourceScope?.(fhirBase));
    const scopes = new Set<string>();
    for (const candidate of candidates) {
      if (typeof candidate !== 'string') continue;
      for (const scope of candidate.split(' ')) if (isResourceScope(scope)) scopes.add(scope);
    }
    return [...scopes].join(' ');
  };

  const configuration: Configuration = {
    jwks: { keys: [signing] },
    // The configured clients above, the registered ones through the adapter (adapter.ts).
    adapter: sandboxAdapter(registry),
    cookies: {
      names: { session: 'sbx_session', interaction: 'sbx_interaction', resume: 'sbx_resume' },
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax', path: publicPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/authorize',
      token: '/token',
      jwks: '/jwks',
      userinfo: '/userinfo',
      revocation: '/revoke',
      introspection: '/introspect',
      end_session: '/logout',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clients: options.clients,
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    // Every SMART app runs on its own origin: the token endpoint answers any of them.
    clientBasedCORS: () => true,
    scopes: [...OIDC_SCOPES],
    claims: { openid: ['sub'], fhirUser: ['fhirUser'], profile: ['name'] },
    conformIdTokenClaims: false,
    extraParams: {
      launch: async (_ctx, value) => {
        if (value === undefined) return;
        const context = decodeLaunch(String(value));
        if (!context) throw new errors.InvalidRequest('launch is not a launch this sandbox issued');
        if (context.patient && !(await data.exists('Patient', context.patient)))
          throw new errors.InvalidRequest('launch names a patient the sandbox does not have');
        if (context.encounter) {
          const subject = await data.encounterSubject(context.encounter);
          if (subject === undefined)
            throw new errors.InvalidRequest('launch names an encounter the sandbox does not have');
          // An EHR launches with one of the patient's own encounters, never another patient's.
          if (context.patient && subject !== `Patient/${context.patient}`)
            throw new errors.InvalidRequest("launch names an encounter that is not the patient's");
        }
        if (context.practitioner && !(await data.exists('Practitioner', context.practitioner)))
          throw new errors.InvalidRequest('launch names a practitioner the sandbox does not have');
      },
      aud: (_ctx, value) => {
        if (value !== undefined && String(value).replace(/\/+$/, '') !== fhirBase) {
          throw new errors.InvalidRequest(`aud must be this sandbox's FHIR base, ${fhirBase}`);
        }
      },
    },
    findAccount: (_ctx, sub) => {
      if (!/^(Practitioner|Patient)\/[A-Za-z0-9\-.]{1,64}$/.test(sub)) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, fhirUser: `${fhirBase}/${sub}` }),
      };
    },
    extraTokenClaims: (_ctx, token) => {
      const grantId = 'grantId' in token ? token.grantId : undefined;
      const context = grantId ? contexts.get(grantId) : undefined;
      if (!context) return undefined;
      return {
        fhirUser: context.fhirUser,
        ...(context.patient ? { patient: context.patient } : {}),
        ...(context.encounter ? { encounter: context.encounter } : {}),
      };
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every authorization is a new launch with its own context (patient, encounter): an earlier grant of
    // the same browser session is never reused, so each one passes through the interaction (the picker,
    // or the EHR launch's context).
    loadExistingGrant: async (ctx) => {
      const grantId = (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 14 * 86_400,
      RefreshToken: 14 * 86_400,
    },
    interactions: {
      url: (_ctx, interaction) => `${publicPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => fhirBase,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource) => {
          if (resource.replace(/\/+$/, '') !== fhirBase) throw new errors.InvalidTarget();
          return {
            scope: resourceScopeOf(ctx),
            audience: fhirBase,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('content-security-policy', CSP);
      ctx.set('cache-control', 'no-store');
      const text = out.error_description ? `${out.error_description} (${out.error})` : out.error;
      ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox sign-in</title><main><h1>Sandbox sign-in</h1><p>${escapeHtml(String(text))}</p></main></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: Error) => console.error(err));

  // SMART puts the launch context beside access_token in the token response (Inferno checks it).
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (
      (ctx as unknown as Partial<KoaContextWithOIDC>).oidc?.route !== 'token' ||
      !body ||
      typeof body.access_token !== 'string'
    )
      return;
    const grantId = grantIdOf(ctx as unknown as KoaContextWithOIDC);
    const context = grantId ? contexts.get(grantId) : undefined;
    if (!context) return;
    if (context.patient) body.patient = context.patient;
    if (context.encounter) body.encounter = context.encounter;
    body.need_patient_banner = context.needPatientBanner;
  });

  const texts = (req: IncomingMessage, locales?: unknown): PickerTexts =>
    pickerTexts(typeof locales === 'string' ? locales : undefined, req.headers['accept-language']);

  const sendPage = (res: ServerResponse, status: number, html: string): void => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CSP,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end(html);
  };

  /** Ends the interaction: the account signs in and every requested scope is granted (a sandbox). */
  const finish = async (
    req: IncomingMessage,
    res: ServerResponse,
    accountId: string,
    context: Omit<GrantContext, 'fhirUser'>,
  ): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const requested = text(details.params.scope).split(' ');
    const grant = new provider.Grant({ accountId, clientId });
    const oidcScopes = requested.filter((s) => (OIDC_SCOPES as readonly string[]).includes(s));
    if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
    grant.addOIDCClaims(['fhirUser']);
    const resourceScopes = requested.filter(isResourceScope);
    grant.addResourceScope(fhirBase, resourceScopes.join(' '));
    const grantId = await grant.save();
    remember(grantId, { ...context, fhirUser: `${fhirBase}/${accountId}` });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> => {
    let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendPage(res, 400, pickerPage(texts(req), { expired: true }));
      return;
    }
    if (details.uid !== uid) {
      sendPage(res, 400, pickerPage(texts(req), { expired: true }));
      return;
    }
    const t = texts(req, details.params.ui_locales);
    const scopes = text(details.params.scope).split(' ');
    const launch = details.params.launch ? decodeLaunch(text(details.params.launch)) : undefined;
    const practitioner = await data.defaultPractitioner();

    if (req.method === 'GET' && launch) {
      // EHR launch: the EHR (the showroom's dialog) chose the patient; the clinician is signed in.
      const user = `Practitioner/${launch.practitioner ?? practitioner?.id ?? 'unknown'}`;
      await finish(req, res, user, {
        ...(launch.patient ? { patient: launch.patient } : {}),
        ...(launch.encounter && scopes.includes('launch/encounter') ? { encounter: launch.encounter } : {}),
        needPatientBanner: launch.need_patient_banner ?? true,
      });
      return;
    }
    if (req.method === 'GET') {
      sendPage(
        res,
        200,
        pickerPage(t, {
          action: `${publicPath}/interaction/${uid}`,
          patients: await data.patients(),
          practitioner,
          clientName: String(details.params.client_id),
        }),
      );
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }
    const form = await readForm(req);
    if (form?.get('cancel') !== null && form?.get('cancel') !== undefined) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const patient = form?.get('patient') ?? '';
    if (!form || !(await data.exists('Patient', patient))) {
      sendPage(
        res,
        400,
        pickerPage(t, {
          action: `${publicPath}/interaction/${uid}`,
          patients: await data.patients(),
          practitioner,
          clientName: String(details.params.client_id),
          error: true,
        }),
      );
      return;
    }
    const asPatient = form.get('user') === 'patient' || !practitioner;
    await finish(req, res, asPatient ? `Patient/${patient}` : `Practitioner/${practitioner.id}`, {
      patient,
      needPatientBanner: !asPatient,
    });
  };

  const callback = provider.callback();
  return {
    issuer,
    jwks: { keys: [publicJwk] },
    handle(req, res) {
      const url = req.url ?? '/';
      const rest = url.slice(AUTH_PREFIX.length) || '/';
      // The public address, whatever reached this process: oidc-provider builds every URL and cookie
      // path from it (the API's proxy forwards PUBLIC_URL/sandbox/auth here).
      req.headers.host = publicIssuer.host;
      req.headers['x-forwarded-host'] = publicIssuer.host;
      req.headers['x-forwarded-proto'] = publicIssuer.protocol.replace(':', '');
      const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/.exec(rest.split('?')[0] ?? '');
      if (match?.[1]) {
        interaction(req, res, match[1]).catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) sendPage(res, 500, pickerPage(texts(req), { expired: true }));
        });
        return;
      }
      // A registered confidential client's secret is stored as its hash: oidc-provider compares hashes.
      hashBasicSecret(req, registry);
      Object.assign(req, { originalUrl: `${publicPath}${rest}` });
      req.url = rest;
      void callback(req, res);
    },
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A request parameter as text ('' when absent or not a string). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
