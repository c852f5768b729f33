// One flat config for every workspace: type-aware typescript-eslint, react-hooks and accessibility
// (jsx-a11y-x) for the web, import cycles and import boundaries (import-x).
//
// Boundaries come in two kinds, each configured ONCE so no block can silently replace another (in a
// flat config a later block's options for a rule replace an earlier block's for the same file):
// - which folders may import which (`import-x/no-restricted-paths`, on resolved paths, so `../x` and
//   `../../x` are judged by where they lead): one list of zones for the whole repository;
// - which packages a folder may use (`no-restricted-imports`): one block per workspace, none overlapping.
// eslint.config.test.ts plants a violation of each and checks it fails.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const WEB_FEATURES = [
  'catalogue',
  'app-details',
  'app-editor',
  'my-apps',
  'vendor-profile',
  'admin-apps',
  'admin-vendors',
  'admin-dashboard',
  'auth',
  'static-pages',
  'my-sandbox',
];

export const API_MODULES = [
  'apps',
  'badges',
  'catalogue',
  'cds-try',
  'checks',
  'codes',
  'dashboard',
  'front-door',
  'health',
  'mail',
  'media',
  'media-files',
  'metrics',
  'open-data',
  'reviews',
  'runtime-config',
  'sample-demos',
  'sandbox',
  'sandbox-clients',
  'site-texts',
  'spa',
  'statistics',
  'status-changes',
  'vendor-sandbox',
  'vendors',
];

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** Folder rules: who may import from where (bulletproof-react's zones, and the API's module surfaces). */
export const ZONES = [
  // Web: app → features → components/lib; features never import each other.
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import other features; compose them in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import from app/.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/styles`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared folders (components, lib, styles) never import features or app/.',
  },
  // API: a module uses another only through its index.ts; infrastructure never imports modules.
  ...API_MODULES.map((module) => ({
    target: `${API}/modules/${module}`,
    from: `${API}/modules`,
    except: [`./${module}`, ...API_MODULES.filter((m) => m !== module).map((m) => `./${m}/index.ts`)],
    message: 'Another module is used through its index.ts, never by reaching into its files.',
  })),
  {
    target: [
      `${API}/app.ts`,
      `${API}/server.ts`,
      `${API}/startup.ts`,
      `${API}/cli`,
      `${API}/seed`,
      `${API}/seed-scale`,
    ],
    from: `${API}/modules`,
    except: API_MODULES.map((m) => `./${m}/index.ts`),
    message: 'A module is used through its index.ts, never by reaching into its files.',
  },
  {
    target: [`${API}/plugins`, `${API}/lib`, `${API}/db`],
    from: `${API}/modules`,
    message: 'plugins/, lib/ and db/ are infrastructure: they never import modules.',
  },
  {
    target: `${API}/modules/**/*-routes.ts`,
    from: `${API}/modules/**/*-repository.ts`,
    message: 'Routes call services, never a repository.',
  },
];

/** Package rules per workspace, for `no-restricted-imports`. */
export const BAN = {
  // Besides zod, the contract uses the ICU message formatter of its translation catalogues (i18n/).
  contractZodOnly: [
    {
      regex: '^(?!zod$|zod/mini$|intl-messageformat$|\\.)',
      message: 'packages/contract depends on zod and intl-messageformat only.',
    },
  ],
  webNoServer: [
    { regex: '^@showroom/(api|idp)', message: 'The web never imports the API or the IdP.' },
    { regex: '^drizzle-orm', message: 'The web never imports drizzle.' },
  ],
  // The web renders React Router's declarative router (apps/web/src/app/app.tsx): what only its data
  // router has throws there ("must be used within a data router"). The web's own blocker, lazy pages and
  // scroll restoration live in apps/web/src/lib and app/layout.
  webNoDataRouter: [
    {
      regex: '^react-router$',
      importNames: [
        'useFetcher',
        'useFetchers',
        'useSubmit',
        'Form',
        'useRevalidator',
        'useBlocker',
        'unstable_usePrompt',
        'useMatches',
        'useNavigation',
        'useLoaderData',
        'useActionData',
        'useRouteLoaderData',
        'useRouteError',
        'useAsyncValue',
        'useAsyncError',
        'ScrollRestoration',
        'RouterProvider',
        'createBrowserRouter',
        'createMemoryRouter',
      ],
      message:
        "The web uses React Router's declarative router (apps/web/src/app/app.tsx), where the data router's hooks and components throw: navigate with Link, Navigate or useNavigate; block with lib/navigation.ts.",
    },
  ],
  noDrizzle: [
    {
      regex: '^drizzle-orm',
      message: 'Only repositories (*-repository.ts) and db/ talk to the database through drizzle.',
    },
  ],
};

const bans = (...sets) => ({ 'no-restricted-imports': ['error', { patterns: sets.flat() }] });

// Where the API and the IdP may import drizzle-orm: the database layer, repositories, and the seeders,
// which write their own tables in bulk.
const API_DRIZZLE_ALLOWED = [
  `${API}/db/**`,
  `${API}/**/*-repository.ts`,
  `${API}/seed/**`,
  `${API}/seed-scale/**`,
];
const IDP_DRIZZLE_ALLOWED = [
  'apps/idp/src/db/**',
  'apps/idp/src/accounts.ts',
  'apps/idp/src/action-tokens.ts',
  'apps/idp/src/adapter.ts',
  'apps/idp/src/keys.ts',
  'apps/idp/src/login-throttle.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.data-*/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses the files an import leads to with the TypeScript parser, and resolves `.ts`
      // specifiers and the workspaces' package exports with its node resolver.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'smart'],
      // A cycle makes module order matter and layers meaningless; none anywhere.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },

  // Packages a workspace may use: one block each, none overlapping another.
  { files: ['packages/contract/src/**/*.ts'], rules: bans(BAN.contractZodOnly) },
  { files: [`${WEB}/**/*.{ts,tsx}`], rules: bans(BAN.webNoServer, BAN.webNoDataRouter) },
  { files: [`${API}/**/*.ts`], ignores: API_DRIZZLE_ALLOWED, rules: bans(BAN.noDrizzle) },
  { files: ['apps/idp/src/**/*.ts'], ignores: IDP_DRIZZLE_ALLOWED, rules: bans(BAN.noDrizzle) },

  // The web: browser globals, hooks and accessibility.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.configs.recommended },
);
