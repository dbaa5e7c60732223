import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

// Web features don't import each other (src/app composes them) and entities import no feature
// (docs/decisions/009-web-entities-layer.md); API modules don't reach into
// each other's repositories (they call services); web never imports the API; shared imports neither.
// Core `no-restricted-imports` keeps these boundaries without a resolver plugin.
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const apiImport = { regex: '(^@drones/api|apps/api)', message: 'A web nunca importa a API.' };
const webFeatureRules = dirs('apps/web/src/features').map((feature) =>
  boundary(
    [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    [
      {
        regex: `^(@/features/(?!${feature}(/|$))|(\\.\\./)+features/)`,
        message: 'Uma feature não importa outra; componha-as em src/app.',
      },
      apiImport,
    ],
  ),
);
const webEntityRules = boundary(
  ['apps/web/src/entities/**/*.{ts,tsx}'],
  [
    {
      regex: '^(@/features/|(\\.\\./)+features/|@/app/|(\\.\\./)+app/)',
      message: 'Uma entidade não importa features nem src/app; as features importam as entidades.',
    },
    apiImport,
  ],
);
const apiModuleRules = dirs('apps/api/src/modules').map((module) =>
  boundary(
    [`apps/api/src/modules/${module}/**/*.ts`],
    [
      {
        regex: `^\\.\\./(?!${module}/)[^/]+/repository(\\.[jt]s)?$`,
        message: 'Um módulo não usa o repositório de outro; chame o serviço dele.',
      },
    ],
  ),
);

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
  boundary(['apps/web/**/*.{ts,tsx}'], [apiImport]),
  ...webFeatureRules,
  webEntityRules,
  ...apiModuleRules,
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
            { regex: '^@drones/(api|web)|apps/', message: 'shared não importa os apps.' },
          ],
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
);
