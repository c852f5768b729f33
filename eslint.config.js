// One flat config for every workspace: type-aware typescript-eslint, react-hooks and accessibility
// (jsx-a11y-x) for the web, import cycles (import-x), and the import boundaries of each layer.
//
// Boundaries are `no-restricted-imports` patterns per folder. In a flat config a later block's
// `no-restricted-imports` REPLACES an earlier one for the same file, so every block below lists all the
// bans that apply to its files (`bans(...)`), never only its own; eslint.config.test.ts plants a
// violation of each ban and checks that it fails, and checks the effective patterns per folder.
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
  'auth',
  'static-pages',
];

export const API_MODULES = [
  'apps',
  'catalogue',
  'health',
  'mail',
  'media',
  'media-files',
  'metrics',
  'reviews',
  'runtime-config',
  'spa',
  'status-changes',
  'vendors',
];

/** Named sets of `no-restricted-imports` patterns; a block's ban list is the union of the sets it names. */
export const BAN = {
  contractZodOnly: [{ regex: '^(?!zod$|zod/mini$|\\.)', message: 'packages/contract depends on zod only.' }],
  webNoServer: [
    { regex: '^@showroom/(api|idp)', message: 'The web never imports the API or the IdP.' },
    { regex: '^drizzle-orm', message: 'The web never imports drizzle.' },
  ],
  webNoApp: [{ regex: '(^|/)app/', message: 'Only app/ composes; nothing imports from it.' }],
  webSharedNoFeatures: [
    { regex: '(^|/)features/', message: 'Shared folders (components, lib) never import features.' },
  ],
  webFeature: (feature) => [
    {
      regex: `(^|/)features/(?!${feature}(/|$))`,
      message: 'Features do not import other features; compose them in app/.',
    },
  ],
  noDrizzle: [
    {
      regex: '^drizzle-orm',
      message: 'Only repositories (*-repository.ts) and db/ talk to the database through drizzle.',
    },
  ],
  routesNoRepository: [
    { regex: '-repository(\\.ts)?$', message: 'Routes call services, never a repository.' },
  ],
  apiModule: (module) => [
    {
      regex: `^\\.\\./(?!${module}/)[a-z-]+/(?!index\\.ts$)`,
      message: 'Another module is used through its index.ts, never by reaching into its files.',
    },
  ],
  apiOutsideModules: [
    {
      regex: '(^|/)modules/[a-z-]+/(?!index\\.ts$)',
      message: 'A module is used through its index.ts, never by reaching into its files.',
    },
  ],
  apiInfrastructureNoModules: [
    {
      regex: '(^|/)modules/',
      message: 'plugins/, lib/ and db/ are infrastructure: they never import modules.',
    },
  ],
};

const bans = (...sets) => ({ 'no-restricted-imports': ['error', { patterns: sets.flat() }] });

// Where the API and the IdP may import drizzle-orm: the database layer, repositories, and the seeders,
// which write their own tables in bulk.
const API_DRIZZLE_ALLOWED = [
  'apps/api/src/db/**',
  'apps/api/src/**/*-repository.ts',
  'apps/api/src/seed/**',
  'apps/api/src/seed-scale/**',
];
const IDP_DRIZZLE_ALLOWED = [
  'apps/idp/src/db/**',
  'apps/idp/src/accounts.ts',
  'apps/idp/src/adapter.ts',
  'apps/idp/src/keys.ts',
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
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },

  // ---- packages/contract ----------------------------------------------------------------------
  { files: ['packages/contract/src/**/*.ts'], rules: bans(BAN.contractZodOnly) },

  // ---- apps/web: app → features → components → lib ----------------------------------------------
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: bans(BAN.webNoServer) },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: bans(BAN.webNoServer, BAN.webNoApp, BAN.webFeature(feature)),
  })),
  {
    files: ['apps/web/src/{components,lib,hooks,utils,styles}/**/*.{ts,tsx}'],
    rules: bans(BAN.webNoServer, BAN.webNoApp, BAN.webSharedNoFeatures),
  },

  // ---- apps/api: route → service → repository inside a module; modules through index.ts ---------
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: API_DRIZZLE_ALLOWED,
    rules: bans(BAN.noDrizzle, BAN.apiOutsideModules),
  },
  { files: API_DRIZZLE_ALLOWED, rules: bans(BAN.apiOutsideModules) },
  {
    files: ['apps/api/src/{plugins,lib}/**/*.ts'],
    rules: bans(BAN.noDrizzle, BAN.apiInfrastructureNoModules),
  },
  { files: ['apps/api/src/db/**/*.ts'], rules: bans(BAN.apiInfrastructureNoModules) },
  ...API_MODULES.flatMap((module) => [
    {
      files: [`apps/api/src/modules/${module}/**/*.ts`],
      rules: bans(BAN.noDrizzle, BAN.apiModule(module)),
    },
    {
      files: [`apps/api/src/modules/${module}/**/*-repository.ts`],
      rules: bans(BAN.apiModule(module)),
    },
    {
      files: [`apps/api/src/modules/${module}/**/*-routes.ts`],
      rules: bans(BAN.noDrizzle, BAN.apiModule(module), BAN.routesNoRepository),
    },
  ]),

  // ---- apps/idp ----------------------------------------------------------------------------------
  { files: ['apps/idp/src/**/*.ts'], ignores: IDP_DRIZZLE_ALLOWED, rules: bans(BAN.noDrizzle) },
);
