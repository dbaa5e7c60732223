import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers (no import circle, features apart, plugins below modules…) are checked by
// dependency-cruiser (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'data-demo/**',
      'apps/api/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  security.configs.recommended,
  {
    rules: {
      // It flags every `record[key]`. Keys here are typed (field names, enum members, ids the
      // code chose); request input reaches objects only after zod has parsed it (unknown keys
      // dropped) and Fastify's JSON parser refuses __proto__ and constructor.prototype.
      'security/detect-object-injection': 'off',
    },
  },
  {
    // Paths built from DATA_DIR, the build folder or the temp dir and ids we generated (UUIDs),
    // never from a request: the disk file store, upload temporary files, the outbox's .eml files,
    // PGlite's folder and its lock, uploads hashed for Idempotency-Key, backups, the SPA's files, the start script and the build config.
    files: [
      'apps/api/src/lib/private-files.ts',
      'apps/api/src/db/client.ts',
      'apps/api/src/db/data-dir-lock.ts',
      'apps/api/src/plugins/app/files/*.ts',
      'apps/api/src/plugins/external/multipart.ts',
      'apps/api/src/plugins/app/idempotency/idempotency.ts',
      'apps/api/src/backup/*.ts',
      'apps/api/src/plugins/app/mail/transports.ts',
      'apps/api/src/plugins/external/spa.ts',
      'apps/web/vite.config.ts',
      'scripts/*.mjs',
      'apps/web/scripts/*.mjs',
    ],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
  {
    // Tests, journeys, benchmarks and the fault campaign build paths and patterns from their own
    // fixtures.
    files: [
      '**/test/**',
      '**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      'e2e/**',
      'bench/**',
      'faults/**',
    ],
    rules: {
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-non-literal-regexp': 'off',
    },
  },
  {
    // A promise nobody awaits loses its failure (and its order): each is awaited, returned, or
    // marked `void` where running on alone is meant. Event handlers may be async (React and
    // Node ignore what they return), so attributes are not checked (ADR 019).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The root vitest config belongs to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // A navigation's promise settles when the next page is drawn; nothing waits on it.
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'NavigateFunction', package: 'react-router' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Leia a configuração de src/config.ts.' },
      ],
    },
  },
  {
    // Shared code runs in the browser and on the server: no UI, no database, no Node built-ins.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'node:*'],
              message: 'shared roda no navegador e no servidor: sem UI, banco ou Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker's own scripts (loaded with importScripts, no bundler).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web calls the API through the shared endpoint definitions only (ADR 036): no path
    // written by hand, no answer typed by a cast.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
      'apps/web/src/**/test-fixtures.ts',
      'apps/web/src/lib/api-base.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/], TemplateElement[value.raw=/^\\/api(\\/|$)/]',
          message: "Chame a API por um endpoint de '@drones/shared/endpoints/…' com call().",
        },
        {
          selector: 'Identifier[name="apiRequest"]',
          message: "Use call(endpoint, …) de '@/lib/api-client'.",
        },
      ],
    },
  },
  {
    // Every form goes through the app's useForm (focus on the first invalid field, one submit
    // at a time: ADR 032).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/form/use-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: "Use o useForm de '@/components/form/use-form'.",
            },
          ],
        },
      ],
    },
  },
);
