// One flat config for every workspace: type-aware typescript-eslint, react-hooks for the web,
// and import boundaries (bulletproof-react's zones) expressed with no-restricted-imports.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureNames = [
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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|zod/mini$|\\.)', message: 'packages/contract depends on zod only.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@showroom/(api|idp)', message: 'The web never imports the API or the IdP.' },
            { regex: '^drizzle-orm', message: 'The web never imports drizzle.' },
          ],
        },
      ],
    },
  },
  // Feature folders never import each other; shared folders never import features.
  ...featureNames.map((f) => ({
    files: [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)features/(?!${f}(/|$))`,
              message: 'Features do not import other features; compose them in app/.',
            },
            { regex: '(^|/)app/', message: 'Features do not import from app/.' },
            { regex: '^@showroom/(api|idp)', message: 'The web never imports the API or the IdP.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,hooks,utils,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(features|app)/', message: 'Shared folders never import features or app/.' },
            { regex: '^@showroom/(api|idp)', message: 'The web never imports the API or the IdP.' },
          ],
        },
      ],
    },
  },
);
