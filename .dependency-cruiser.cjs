// The house's layers as checked rules (run by `npm run lint`). docs/architecture.md explains them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle ties its files into one knot: put what both sides need in a leaf.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'plugins-not-modules',
      severity: 'error',
      comment: 'Plugins are cross-cutting: features build on them, never the other way round.',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'lib-not-modules',
      severity: 'error',
      comment: 'apps/api/src/lib holds plain helpers and shared types that know no feature.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'lib-not-plugins-at-run-time',
      severity: 'error',
      comment: 'lib may name a decorator type (ServiceContext does) but never runs plugin code.',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/plugins/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-not-other-repositories',
      severity: 'error',
      comment: "A module reaches another module's data through that module's service.",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'routes-not-repositories',
      severity: 'error',
      comment:
        'Routes stay thin: parse, call one service function, answer; SQL is behind the service.',
      from: { path: '^apps/api/src/modules/[^/]+/routes\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/repository\\.ts$' },
    },
    {
      name: 'web-features-not-each-other',
      severity: 'error',
      comment: 'Features stand side by side; app/ composes them, entities/ holds what they share.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-layers-not-features',
      severity: 'error',
      comment: 'entities, components and lib serve every feature, so they import none.',
      from: { path: '^apps/web/src/(entities|components|lib|hooks)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-lib-not-components',
      severity: 'error',
      comment: 'lib holds plain code (HTTP, session, storage) that components build on, not UI.',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'web-not-api',
      severity: 'error',
      comment:
        'The web app talks to the API over HTTP only; what both need lives in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'web-password-dictionaries-lazy',
      severity: 'error',
      comment:
        'zxcvbn and its dictionaries (530 KB gzipped) load only when a password field is used: ' +
        'the web imports them dynamically, never statically (ADR 033).',
      from: { path: '^apps/web/' },
      to: {
        path: '(^packages/shared/src/password-strength\\.ts$|@zxcvbn-ts/)',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is imported by both apps, so it may import neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    // The web's tsconfig carries the `@/` alias; the other workspaces use relative paths.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
