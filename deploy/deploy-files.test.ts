/**
 * The deployment files name paths, variables and commands that live elsewhere, and nothing runs them
 * here (no Docker on the machines the tests run on): a renamed folder or a variable env.ts no longer
 * reads would only show in production. Each check is a function from a file's text to its problems;
 * the real files must have none, and planted mistakes must be named.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ENV_VARIABLES, loadEnv } from '../apps/api/src/env.ts';
import { MAX_MULTIPART_BODY_BYTES } from '../apps/api/src/plugins/multipart.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (relative: string): string => readFileSync(path.join(ROOT, relative), 'utf8');
const exists = (relative: string): boolean => existsSync(path.join(ROOT, relative));
const KNOWN_VARIABLES = new Set(ENV_VARIABLES);

/** The one build script: the Dockerfile, the buildpacks (heroku-postbuild) and deploy/README.md run it. */
const BUILD_SCRIPT = 'build:production';
/** What it makes (the web app, the API bundle): absent from the repository, copied from the build stage. */
const BUILD_OUTPUTS = ['apps/web/dist', 'apps/api/dist'];
const SERVER = 'apps/api/dist/server.mjs';
const HEALTH_PATH = '/api/health/ready';
/** The workspaces bundled into the server (deploy/build-api.mjs): their npm dependencies run with it. */
const SERVER_WORKSPACES = ['apps/api', 'apps/idp', 'packages/contract'];

const lockfile = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { dev?: boolean }>;
};
/** Workspace node_modules folders with run-time packages (versions npm could not hoist to the root). */
const NESTED_MODULES = [
  ...new Set(
    Object.entries(lockfile.packages)
      .filter(([key, pkg]) => !pkg.dev && SERVER_WORKSPACES.some((w) => key.startsWith(`${w}/node_modules/`)))
      .map(([key]) => key.slice(0, key.indexOf('/node_modules/') + '/node_modules'.length)),
  ),
];
/** What the bundle reads at run time, relative to the checkout (it keeps its sources' paths). */
const RUNTIME_FILES = [
  'node_modules',
  ...NESTED_MODULES,
  'apps/api/package.json', // the version in the metrics
  SERVER,
  'apps/api/src/db/migrations',
  'apps/idp/drizzle',
  'apps/web/dist',
  // The FHIR sandbox's synthetic patients (packages/synthetic-data): its sources and data files.
  'packages/synthetic-data/package.json',
  'packages/synthetic-data/src',
  'packages/synthetic-data/data',
];

const rootPackage = JSON.parse(read('package.json')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

// --- .dockerignore ------------------------------------------------------------------------------

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether `COPY . .` leaves a path out: the last matching rule wins; a rule matching a folder covers its files. */
function dockerignore(text: string): (relative: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      return { negate, re: globToRegExp(pattern) };
    });
  return (relative) => {
    const parts = relative.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const { negate, re } of rules) if (prefixes.some((p) => re.test(p))) ignored = !negate;
    return ignored;
  };
}

const ignored = dockerignore(read('.dockerignore'));

// --- Dockerfile ---------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions per stage (continuation lines joined, comments dropped); `preamble` holds the ARGs before the first FROM. */
function parseDockerfile(text: string): { preamble: Instruction[]; stages: Stage[] } {
  const preamble: Instruction[] = [];
  const stages: Stage[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (!pending && !line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = `${pending}${line}`.trim();
    pending = '';
    const keyword = (/^\S+/.exec(full)?.[0] ?? '').toUpperCase();
    const args = full.slice(keyword.length).trim();
    if (keyword === 'FROM') stages.push({ name: /\sAS\s+(\S+)$/i.exec(args)?.[1], instructions: [] });
    (stages.at(-1)?.instructions ?? preamble).push({ keyword, args });
  }
  return { preamble, stages };
}

/** `COPY [--from=x] [--chown=…] src… dest` */
function parseCopy(args: string): { from: string | undefined; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** `ENV A=1 B=2` or `ENV A 1` → [[A, 1], [B, 2]] */
function parseEnv(args: string): [string, string][] {
  if (!/^\S+=/.test(args)) {
    const [name = '', ...value] = args.split(/\s+/);
    return [[name, value.join(' ')]];
  }
  return args.split(/\s+/).map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

const all = (stage: Stage | undefined, keyword: string): string[] =>
  (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);

function dockerfileProblems(text: string): string[] {
  const problems: string[] = [];
  const { preamble, stages } = parseDockerfile(text);
  const runtime = stages.at(-1);
  if (!runtime) return ['no FROM'];

  // The image's Node is the one the repository is developed and tested with.
  const nodeVersion = preamble
    .filter((i) => i.keyword === 'ARG')
    .map((i) => /^NODE_VERSION=(\S+)$/.exec(i.args)?.[1])
    .find(Boolean);
  const nvmrc = read('.nvmrc').trim();
  if (nodeVersion !== nvmrc) problems.push(`ARG NODE_VERSION is ${nodeVersion}, .nvmrc says ${nvmrc}`);

  // Files from the build context exist and are not left out by .dockerignore.
  for (const stage of stages) {
    for (const copy of all(stage, 'COPY').map(parseCopy)) {
      if (copy.from) continue;
      for (const source of copy.sources) {
        if (source === '.') continue;
        if (!exists(source)) problems.push(`COPY ${source}: not in the repository`);
        else if (ignored(source)) problems.push(`COPY ${source}: left out by .dockerignore`);
      }
    }
  }

  const runtimeCopies = all(runtime, 'COPY').map(parseCopy);
  const buildName = runtimeCopies.find((c) => c.from)?.from;
  const build = stages.find((s) => s.name === buildName);
  if (!build) return [...problems, `the runtime stage copies from "${buildName}", which is no stage`];
  const buildDir = all(build, 'WORKDIR').at(-1) ?? '/';
  const runtimeDir = all(runtime, 'WORKDIR').at(-1) ?? '/';
  // deploy/build-api.mjs writes its sources' absolute paths into the bundle.
  if (buildDir !== runtimeDir) {
    problems.push(`WORKDIR ${runtimeDir} in the runtime stage, ${buildDir} in the build stage: must be one`);
  }

  // The build stage: every workspace's manifest before npm ci, then the one build script.
  const runs = all(build, 'RUN');
  const ciAt = build.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
  if (ciAt < 0) problems.push('the build stage runs no npm ci');
  const manifests = build.instructions
    .slice(0, Math.max(ciAt, 0))
    .filter((i) => i.keyword === 'COPY')
    .flatMap((i) => parseCopy(i.args).sources);
  for (const workspace of rootPackage.workspaces) {
    if (!manifests.includes(`${workspace}/package.json`)) {
      problems.push(`${workspace}/package.json is not copied before npm ci (npm ci needs every workspace)`);
    }
  }
  if (!runs.some((r) => r.includes(`npm run ${BUILD_SCRIPT}`))) {
    problems.push(`the build stage does not run npm run ${BUILD_SCRIPT}`);
  }
  if (runs.some((r) => r.includes('build-api.mjs'))) {
    problems.push(`deploy/build-api.mjs is run directly: npm run ${BUILD_SCRIPT} is the one place`);
  }
  if (!runs.some((r) => /npm prune --omit=dev/.test(r)))
    problems.push('the build stage keeps dev dependencies');

  // The runtime stage copies what the bundle reads, each at the path it has in the checkout.
  const copied: string[] = [];
  for (const copy of runtimeCopies) {
    for (const source of copy.sources) {
      if (copy.from !== buildName) {
        problems.push(`COPY ${source} in the runtime stage: not from the build stage`);
        continue;
      }
      const relative = path.posix.relative(buildDir, source);
      const dest = copy.dest.endsWith('/')
        ? path.posix.join(copy.dest, path.posix.basename(source))
        : copy.dest;
      if (path.posix.resolve(runtimeDir, dest) !== path.posix.resolve(runtimeDir, relative)) {
        problems.push(`COPY ${source} ${copy.dest}: the runtime path differs from the build path`);
      }
      const fromBuild = BUILD_OUTPUTS.some((o) => relative === o || relative.startsWith(`${o}/`));
      const installed = relative === 'node_modules' || NESTED_MODULES.includes(relative);
      if (!fromBuild && !installed) {
        if (!exists(relative)) problems.push(`COPY --from=${buildName} ${source}: not in the repository`);
        else if (ignored(relative))
          problems.push(`COPY --from=${buildName} ${source}: left out by .dockerignore`);
      }
      copied.push(relative);
    }
  }
  for (const needed of RUNTIME_FILES) {
    if (!copied.some((c) => needed === c || needed.startsWith(`${c}/`))) {
      problems.push(`the runtime stage does not copy ${needed}`);
    }
  }

  const env = new Map(all(runtime, 'ENV').flatMap(parseEnv));
  for (const name of env.keys()) {
    if (!KNOWN_VARIABLES.has(name)) problems.push(`ENV ${name}: not a variable env.ts reads`);
  }
  if (env.get('NODE_ENV') !== 'production')
    problems.push('the runtime stage does not set NODE_ENV=production');
  const user = all(runtime, 'USER').at(-1);
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push('the runtime stage runs as root (no USER)');
  const exposed = all(runtime, 'EXPOSE').join(' ');
  if (exposed !== (env.get('PORT') ?? '8080'))
    problems.push(`EXPOSE ${exposed}, but PORT is ${env.get('PORT')}`);
  const healthcheck = all(runtime, 'HEALTHCHECK').at(-1) ?? '';
  if (!healthcheck.includes(HEALTH_PATH)) problems.push(`the HEALTHCHECK does not ask ${HEALTH_PATH}`);
  const cmd = JSON.parse(all(runtime, 'CMD').at(-1) ?? 'null') as unknown;
  if (JSON.stringify(cmd) !== JSON.stringify(['node', SERVER]))
    problems.push(`CMD is not ["node", "${SERVER}"]`);
  return problems;
}

// --- compose.yaml and the nginx config --------------------------------------------------------

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  read_only?: boolean;
  networks?: string[] | Record<string, { ipv4_address?: string; aliases?: string[] } | null>;
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
}

const environmentOf = (service: Service): Record<string, string> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(
        service.environment.map((e) => [e.split('=')[0] ?? '', e.split('=').slice(1).join('=')]),
      )
    : Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v ?? '')]));

/** As docker compose does: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (match, name: string, op: string | undefined, arg: string) => {
      if (match === '$$') return '$';
      const v = variables[name];
      if (op === ':-') return v ? v : arg;
      if (op === '-') return v ?? arg;
      if (op === ':?' || op === '?') {
        if (op === ':?' ? !v : v === undefined) throw new Error(`${name}: ${arg}`);
        return v ?? '';
      }
      return v ?? '';
    },
  );
}

/** A whole value that comes from the environment, e.g. `${X:?message}`. */
const FROM_ENVIRONMENT = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?::?[-?][^}]*)?\}$/;
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$/;

function inSubnet(address: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const toInt = (a: string): number => a.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toInt(address) / size) === Math.floor(toInt(base) / size);
}

/** nginx: the `server` entries of each upstream, and the upstream each location proxies to. */
function parseNginx(text: string): { upstreams: Map<string, string[]>; locations: Map<string, string> } {
  const upstreams = new Map<string, string[]>();
  for (const [, name = '', body = ''] of text.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    upstreams.set(
      name,
      [...body.matchAll(/^\s*server\s+(\S+?)[\s;]/gm)].map((m) => m[1] ?? ''),
    );
  }
  const locations = new Map<string, string>();
  for (const [, where = '', body = ''] of text.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)) {
    const target = /proxy_pass\s+https?:\/\/([^/;\s]+)/.exec(body)?.[1];
    if (target) locations.set(where, target);
  }
  return { upstreams, locations };
}

/** `files` stands in for files the compose file names (planted mistakes), by path from the root. */
function composeProblems(text: string, files: Record<string, string> = {}): string[] {
  const problems: string[] = [];
  const readNamed = (relative: string): string => files[path.normalize(relative)] ?? read(relative);
  const compose = parseYaml(text) as Compose;
  const services = Object.entries(compose.services);
  const builtHere = (s: Service): boolean => {
    const context = typeof s.build === 'string' ? s.build : s.build?.context;
    return context !== undefined && path.resolve(ROOT, context) === ROOT;
  };
  const apis = services.filter(([, s]) => builtHere(s));
  if (apis.length < 2) problems.push('fewer than two API services built from the Dockerfile');
  const [nginxName, nginx] = services.find(([, s]) => s.image?.startsWith('nginx')) ?? [];
  const nginxNetwork =
    nginx?.networks && !Array.isArray(nginx.networks) ? Object.values(nginx.networks)[0] : undefined;
  const nginxAddress = nginxNetwork?.ipv4_address;
  if (!nginx || !nginxAddress) problems.push('no nginx service with a fixed ipv4_address');
  const subnets = Object.values(compose.networks ?? {}).flatMap((n) => n?.ipam?.config ?? []);
  if (nginxAddress && !subnets.some((c) => c.subnet && inSubnet(nginxAddress, c.subnet))) {
    problems.push(`nginx's address ${nginxAddress} is in no declared subnet`);
  }

  for (const [name, service] of services) {
    // Build contexts, bind mounts and named volumes exist.
    if (service.build) {
      const context = typeof service.build === 'string' ? service.build : service.build.context;
      const dockerfile =
        typeof service.build === 'string' ? 'Dockerfile' : (service.build.dockerfile ?? 'Dockerfile');
      if (!exists(path.join(context, dockerfile))) problems.push(`${name}: no ${dockerfile} in ${context}`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? (volume.split(':')[0] ?? '') : (volume.source ?? '');
      if (source.startsWith('/')) problems.push(`${name}: absolute host path ${source}`);
      else if (source.startsWith('.')) {
        if (!exists(source)) problems.push(`${name}: ${source} is not in the repository`);
      } else if (!(source in (compose.volumes ?? {})))
        problems.push(`${name}: volume ${source} is not declared`);
    }
    // service_healthy needs a health check: in the service, or the image's HEALTHCHECK for ours.
    const dependencies = Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {});
    for (const [dependency, { condition }] of Object.entries(dependencies)) {
      const target = compose.services[dependency];
      if (!target) problems.push(`${name} depends on ${dependency}, which is no service`);
      else if (condition === 'service_healthy' && !target.healthcheck && !builtHere(target)) {
        problems.push(`${name} waits for ${dependency} to be healthy, which has no health check`);
      }
    }
    // No secret in the file: secret-looking values and URL passwords come from the environment.
    for (const [key, value] of Object.entries(environmentOf(service))) {
      if (SECRET_NAME.test(key) && value && !FROM_ENVIRONMENT.test(value)) {
        problems.push(`${name}: ${key} is written in the file, not taken from the environment`);
      }
      const password = /^[a-z][a-z0-9+.-]*:\/\/[^:/@]+:([^@]+)@/i.exec(value)?.[1];
      if (password && !FROM_ENVIRONMENT.test(password)) {
        problems.push(`${name}: ${key} has a password written in the file`);
      }
    }
  }

  // The API services: variables env.ts reads, valid in production, read-only, behind nginx.
  const required = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((m) => m[1] ?? '');
  // Long enough for every variable's own rule (METRICS_TOKEN wants 16 characters or more).
  const stubs = Object.fromEntries(required.map((v) => [v, 'placeholder0123456789']));
  for (const [name, service] of apis) {
    const environment = environmentOf(service);
    for (const key of Object.keys(environment)) {
      if (!KNOWN_VARIABLES.has(key)) problems.push(`${name}: ${key} is not a variable env.ts reads`);
    }
    if (!environment.DATABASE_URL)
      problems.push(`${name}: no DATABASE_URL (the image cannot write PGlite's files)`);
    if (service.read_only !== true) problems.push(`${name}: not read_only`);
    const test = [service.healthcheck?.test ?? []].flat().join(' ');
    if (test && !test.includes(HEALTH_PATH))
      problems.push(`${name}: the health check does not ask ${HEALTH_PATH}`);
    try {
      const values = Object.fromEntries(
        Object.entries(environment).map(([k, v]) => [k, interpolate(v, stubs)]),
      );
      const env = loadEnv({ NODE_ENV: 'production', ...values });
      if (JSON.stringify(env.trustProxy) !== JSON.stringify([nginxAddress])) {
        problems.push(`${name}: TRUST_PROXY is ${String(env.trustProxy)}, nginx is at ${nginxAddress}`);
      }
    } catch (err) {
      problems.push(`${name}: its environment fails: ${(err as Error).message}`);
    }
  }

  // nginx: every API process in the upstream of `location /`, Keycloak behind /realms/.
  const config = (nginx?.volumes ?? [])
    .map((v) => (typeof v === 'string' ? v.split(':') : [v.source ?? '', v.target ?? '']))
    .find(([, target]) => target?.startsWith('/etc/nginx/'))?.[0];
  if (!config || !exists(config) || statSync(path.join(ROOT, config)).isDirectory()) {
    problems.push(`${nginxName}: no nginx config file mounted from the repository`);
  } else {
    const nginxText = readNamed(config);
    const { upstreams, locations } = parseNginx(nginxText);
    const hosts = (location: string): string[] => {
      const target = locations.get(location) ?? '';
      return (upstreams.get(target) ?? [target]).map((server) => server.split(':')[0] ?? '');
    };
    const apiNames = apis.map(([n]) => n).sort();
    if (JSON.stringify(hosts('/').sort()) !== JSON.stringify(apiNames)) {
      problems.push(`${config}: location / goes to ${hosts('/').join(', ')}, not to ${apiNames.join(', ')}`);
    }
    const [keycloakName] = services.find(([, s]) => s.image?.includes('keycloak')) ?? [];
    if (!keycloakName || JSON.stringify(hosts('/realms/')) !== JSON.stringify([keycloakName])) {
      problems.push(`${config}: location /realms/ does not go to the Keycloak service`);
    }
    if (!/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/.test(nginxText)) {
      problems.push(`${config}: X-Forwarded-For is not set to $remote_addr (deploy/README.md, section 5)`);
    }
  }

  // Keycloak: the realm file's placeholders are set, and nginx is its trusted proxy.
  for (const [name, service] of services) {
    const environment = environmentOf(service);
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? (volume.split(':')[0] ?? '') : (volume.source ?? '');
      if (!source.endsWith('.json') || !exists(source)) continue;
      for (const [, placeholder = ''] of read(source).matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)[^}]*\}/g)) {
        if (!environment[placeholder])
          problems.push(`${name}: ${source} needs ${placeholder}, which is not set`);
      }
    }
    if (
      'KC_PROXY_TRUSTED_ADDRESSES' in environment &&
      environment.KC_PROXY_TRUSTED_ADDRESSES !== nginxAddress
    ) {
      problems.push(`${name}: KC_PROXY_TRUSTED_ADDRESSES is not nginx's address ${nginxAddress}`);
    }
  }
  return problems;
}

// --- The build script, the Procfile, the example environment -------------------------------------

function buildScriptProblems(files: { procfile: string; readme: string }): string[] {
  const problems: string[] = [];
  const script = rootPackage.scripts[BUILD_SCRIPT] ?? '';
  if (!/^npm run build && node deploy\/build-api\.mjs$/.test(script)) {
    problems.push(`${BUILD_SCRIPT} does not build the web app and the API bundle: ${script}`);
  }
  // Heroku's and Scalingo's Node buildpacks run it in the build phase, with dev dependencies installed.
  if (rootPackage.scripts['heroku-postbuild'] !== `npm run ${BUILD_SCRIPT}`) {
    problems.push(`heroku-postbuild is not npm run ${BUILD_SCRIPT}`);
  }
  const processes = files.procfile
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]);
  for (const [type, command] of processes) {
    if (type !== 'web') problems.push(`Procfile: a ${type} process (the build belongs to the build phase)`);
    else if (command !== `node ${SERVER}`) problems.push(`Procfile: web runs ${command}, not node ${SERVER}`);
  }
  if (!files.readme.includes(`npm run ${BUILD_SCRIPT}`)) {
    problems.push(`deploy/README.md does not say npm run ${BUILD_SCRIPT}`);
  }
  return problems;
}

/** Read by the API's test suite, not by the server. */
const TEST_ONLY_VARIABLES = ['TEST_DATABASE_URL'];

function envExampleProblems(text: string): string[] {
  const names = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
  return [
    ...names
      .filter((n) => !KNOWN_VARIABLES.has(n) && !TEST_ONLY_VARIABLES.includes(n))
      .map((n) => `${n} is not a variable env.ts reads`),
    ...ENV_VARIABLES.filter((n) => !names.includes(n)).map((n) => `${n} is missing`),
  ];
}

// --- The checks ---------------------------------------------------------------------------------

const dockerfile = read('Dockerfile');
const compose = read('compose.yaml');
const deployFiles = { procfile: read('deploy/Procfile'), readme: read('deploy/README.md') };

describe('the deployment files', () => {
  it('Dockerfile: copied paths exist, the runtime stage has what the bundle reads, known variables, non-root', () => {
    expect(dockerfileProblems(dockerfile)).toEqual([]);
  });

  it('.dockerignore leaves out installed and built files, local data, test output and secrets', () => {
    for (const path of ['.git', 'node_modules', 'apps/api/node_modules/x', 'apps/web/dist/index.html']) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of ['.data/pg', 'apps/api/test-results', '.env', 'apps/api/.env.local']) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of [
      'apps/api/src/db/migrations',
      'apps/idp/drizzle',
      'package-lock.json',
      '.env.example',
    ]) {
      expect(ignored(path), path).toBe(false);
    }
  });

  it('compose.yaml: paths exist, the APIs set only variables env.ts reads, valid in production, no secrets', () => {
    expect(composeProblems(compose)).toEqual([]);
  });

  it('one build script for the Dockerfile, the buildpacks and the README; the Procfile only runs', () => {
    expect(buildScriptProblems(deployFiles)).toEqual([]);
  });

  it('deploy/.env.example names every variable env.ts reads, and no other', () => {
    expect(envExampleProblems(read('deploy/.env.example'))).toEqual([]);
  });
});

/** nginx's size syntax (`21m`, `512k`, `1g`, bytes) in bytes. */
function nginxSize(value: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(value);
  if (!m) return NaN;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m[2] ?? '').toLowerCase()] ?? NaN;
  return Number(m[1]) * unit;
}

/**
 * Issue 32, item 8: each `client_max_body_size` of an nginx config lets the API's largest upload through
 * (deploy/nginx had 3m while the editor sends up to 10 screenshots of 2 MB in one request), and is not
 * more than 1 MB above it (nginx should not buffer what the API refuses anyway). A config without one
 * has nginx's default of 1m, which is too small.
 */
function bodySizeProblems(conf: string): string[] {
  const sizes = [...conf.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => m[1] ?? '');
  if (sizes.length === 0) return ['no client_max_body_size (nginx would refuse uploads over 1m)'];
  return sizes.flatMap((size) => {
    const bytes = nginxSize(size);
    if (!(bytes >= MAX_MULTIPART_BODY_BYTES)) {
      return [
        `client_max_body_size ${size} is below the API's largest upload (${MAX_MULTIPART_BODY_BYTES} bytes)`,
      ];
    }
    if (bytes > MAX_MULTIPART_BODY_BYTES + 1024 ** 2) {
      return [`client_max_body_size ${size} is more than 1 MB above the API's largest upload`];
    }
    return [];
  });
}

describe("the nginx configs' body size", () => {
  for (const conf of ['deploy/nginx/compose.conf', 'deploy/nginx/proxy-cache.conf']) {
    it(`${conf} lets the API's largest upload through (10 screenshots of 2 MB in one request)`, () => {
      expect(bodySizeProblems(read(conf))).toEqual([]);
    });
  }
  it('names a size too small, too large, or missing', () => {
    const conf = read('deploy/nginx/compose.conf');
    expect(bodySizeProblems(plant(conf, /client_max_body_size \S+;/, 'client_max_body_size 3m;'))).toEqual([
      `client_max_body_size 3m is below the API's largest upload (${MAX_MULTIPART_BODY_BYTES} bytes)`,
    ]);
    expect(bodySizeProblems(plant(conf, /client_max_body_size \S+;/, 'client_max_body_size 1g;'))).toEqual([
      "client_max_body_size 1g is more than 1 MB above the API's largest upload",
    ]);
    expect(bodySizeProblems(plant(conf, /^\s*client_max_body_size \S+;.*$/m, ''))).toEqual([
      'no client_max_body_size (nginx would refuse uploads over 1m)',
    ]);
  });
});

/** `text` with `from` replaced once; fails if `from` is not there (the plant would prove nothing). */
function plant(text: string, from: string | RegExp, to: string): string {
  const planted = text.replace(from, to);
  expect(planted, `plant ${String(from)}`).not.toBe(text);
  return planted;
}

describe('planted mistakes are named', () => {
  it('Dockerfile', () => {
    const problems = (from: string | RegExp, to: string): string =>
      dockerfileProblems(plant(dockerfile, from, to)).join('\n');
    expect(problems('apps/idp/drizzle apps/idp/drizzle', 'apps/idp/drizle apps/idp/drizle')).toMatch(
      /drizle: not in the repository[\s\S]*does not copy apps\/idp\/drizzle/,
    );
    expect(problems('apps/web/dist apps/web/dist', 'apps/web/dist web')).toMatch(/runtime path differs/);
    expect(problems('ENV HOST=0.0.0.0', 'ENV SHOWROOM_HOST=0.0.0.0')).toMatch(
      /SHOWROOM_HOST: not a variable/,
    );
    expect(problems(/^USER node$/m, 'USER root')).toMatch(/runs as root/);
    expect(problems(/^USER node$/m, '')).toMatch(/runs as root/);
    expect(problems('/api/health/ready', '/api/health/live')).toMatch(/HEALTHCHECK does not ask/);
    expect(problems(/^COPY bench\/package.json.*$/m, '')).toMatch(/bench\/package.json is not copied/);
    expect(problems('COPY . .', 'COPY . .\nCOPY .git .git')).toMatch(
      /COPY \.git: left out by \.dockerignore/,
    );
    expect(problems(/^COPY --from=build \/opt\/showroom\/apps\/api\/node_modules.*$/m, '')).toMatch(
      /does not copy apps\/api\/node_modules/,
    );
    expect(problems(/^WORKDIR \/opt\/showroom$/m, 'WORKDIR /app')).toMatch(/must be one/);
    expect(problems('npm run build:production', 'npm run build && node deploy/build-api.mjs')).toMatch(
      /build-api.mjs is run directly/,
    );
    expect(problems('ARG NODE_VERSION=', 'ARG NODE_VERSION=1')).toMatch(/\.nvmrc says/);
  });

  it('compose.yaml', () => {
    const problems = (from: string | RegExp, to: string): string =>
      composeProblems(plant(compose, from, to)).join('\n');
    expect(problems('./deploy/nginx/compose.conf', './deploy/nginx/missing.conf')).toMatch(
      /missing.conf is not in the repository/,
    );
    expect(problems('./deploy/keycloak/realm-showroom.json', './deploy/realm.json')).toMatch(
      /realm.json is not in the repository/,
    );
    expect(problems('LOG_LEVEL: ${LOG_LEVEL:-info}', 'LOG_LEVEL: info\n    SHOWROOM_COLOUR: blue')).toMatch(
      /SHOWROOM_COLOUR is not a variable env.ts reads/,
    );
    expect(problems('LOG_LEVEL: ${LOG_LEVEL:-info}', 'LOG_LEVEL: loud')).toMatch(/LOG_LEVEL must be one of/);
    expect(problems('TRUST_PROXY: 172.29.80.10', 'TRUST_PROXY: 172.29.80.11')).toMatch(/nginx is at/);
    expect(problems(/KC_DB_PASSWORD: .*/, 'KC_DB_PASSWORD: hunter2')).toMatch(
      /KC_DB_PASSWORD is written in the file/,
    );
    expect(problems(/showroom:\$\{SHOWROOM_DB_PASSWORD[^}]*\}@/, 'showroom:hunter2@')).toMatch(
      /DATABASE_URL has a password written in the file/,
    );
    expect(problems('read_only: true', 'read_only: false')).toMatch(/api1: not read_only/);
    expect(problems(/SHOWROOM_PUBLIC_URL: .*/, '')).toMatch(/needs SHOWROOM_PUBLIC_URL/);
    expect(problems(/^ {6}- postgres-data:/m, '      - pg-data:')).toMatch(/volume pg-data is not declared/);
  });

  it('nginx config (named by compose.yaml)', () => {
    const config = read('deploy/nginx/compose.conf');
    const problems = (from: string, to: string): string =>
      composeProblems(compose, { 'deploy/nginx/compose.conf': plant(config, from, to) }).join('\n');
    expect(problems('  server api2:8080 resolve;\n', '')).toMatch(
      /location \/ goes to api1, not to api1, api2/,
    );
    expect(problems('server keycloak:8080', 'server api1:8080')).toMatch(
      /\/realms\/ does not go to the Keycloak/,
    );
    expect(problems('X-Forwarded-For $remote_addr', 'X-Forwarded-For $proxy_add_x_forwarded_for')).toMatch(
      /X-Forwarded-For is not set to \$remote_addr/,
    );
  });

  it('Procfile and build script', () => {
    expect(
      buildScriptProblems({
        ...deployFiles,
        procfile: `release: node deploy/build-api.mjs\n${deployFiles.procfile}`,
      }),
    ).toEqual([expect.stringMatching(/a release process/)]);
    expect(buildScriptProblems({ ...deployFiles, readme: 'node deploy/build-api.mjs' })).toEqual([
      expect.stringMatching(/README.md does not say npm run build:production/),
    ]);
  });

  it('deploy/.env.example', () => {
    expect(envExampleProblems(`${read('deploy/.env.example')}\nSHOWROOM_COLOUR=blue\n`)).toEqual([
      'SHOWROOM_COLOUR is not a variable env.ts reads',
    ]);
    expect(envExampleProblems(read('deploy/.env.example').replace(/^METRICS_TOKEN=.*$/m, ''))).toEqual([
      'METRICS_TOKEN is missing',
    ]);
  });
});
