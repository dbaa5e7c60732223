// The house's layers as checked rules (run by `npm run lint`). docs/architecture.md explains them.

/**
 * An error when a file whose path matches `from` imports one that `to` describes.
 * @param {string} name
 * @param {string} comment
 * @param {string} from
 * @param {import('dependency-cruiser').IToRestriction} to
 */
const rule = (name, comment, from, to) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to,
});

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
    rule(
      'plugins-not-modules',
      'Plugins are cross-cutting: features build on them, never the other way round.',
      '^apps/api/src/plugins/',
      { path: '^apps/api/src/modules/' },
    ),
    rule(
      'lib-not-modules',
      'apps/api/src/lib holds plain helpers and shared types that know no feature.',
      '^apps/api/src/lib/',
      { path: '^apps/api/src/modules/' },
    ),
    rule(
      'lib-not-plugins-at-run-time',
      'lib may name a decorator type (ServiceContext does) but never runs plugin code.',
      '^apps/api/src/lib/',
      { path: '^apps/api/src/plugins/', dependencyTypesNot: ['type-only'] },
    ),
    rule(
      'modules-not-other-repositories',
      "A module reaches another module's data through that module's service.",
      '^apps/api/src/modules/([^/]+)/',
      {
        path: '^apps/api/src/modules/[^/]+/repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    ),
    rule(
      'routes-not-repositories',
      'Routes stay thin: parse, call one service function, answer; SQL is behind the service.',
      '^apps/api/src/modules/[^/]+/routes\\.ts$',
      { path: '^apps/api/src/modules/[^/]+/repository\\.ts$' },
    ),
    rule(
      'web-features-not-each-other',
      'Features stand side by side; app/ composes them, entities/ holds what they share.',
      '^apps/web/src/features/([^/]+)/',
      { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    ),
    rule(
      'web-shared-layers-not-features',
      'entities, components and lib serve every feature, so they import none.',
      '^apps/web/src/(entities|components|lib|hooks)/',
      { path: '^apps/web/src/(features|app)/' },
    ),
    rule(
      'web-lib-not-components',
      'lib holds plain code (HTTP, session, storage) that components build on, not UI.',
      '^apps/web/src/lib/',
      { path: '^apps/web/src/components/' },
    ),
    rule(
      'web-not-api',
      'The web app talks to the API over HTTP only; what both need lives in packages/shared.',
      '^apps/web/',
      { path: '^apps/api/' },
    ),
    rule(
      'web-password-dictionaries-lazy',
      'zxcvbn and its dictionaries (530 KB gzipped) load only when a password field is used: ' +
        'the web imports them dynamically, never statically (ADR 033).',
      '^apps/web/',
      {
        path: '(^packages/shared/src/password-strength\\.ts$|@zxcvbn-ts/)',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    ),
    rule(
      'shared-imports-no-app',
      'packages/shared is imported by both apps, so it may import neither.',
      '^packages/shared/',
      { path: '^apps/' },
    ),
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
