// The layers, checked by `npm run depcruise` (part of `npm test`). Imports flow one way:
//   shared  <-  functions: data  <-  platform  <-  areas/<a>  <-  infra  (scripts and test may import anything)
//   functions/src/data/<table>: the one data layer of each table (its keys and its access patterns); only it talks
//   to DynamoDB, and what it offers is a named function per access pattern (docs/data-model.md lists them)
//   areas/<a>  ->  areas/<b>/index.ts only: each area's one public module
//   shared  <-  web: components, lib, i18n  <-  features/<x>  <-  app
// An import that cannot be resolved is an error too, so a rule can never pass because an alias went unread.
// Cycles between the functions areas are checked by a second, smaller run: .dependency-cruiser-areas.mjs.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'shared/ holds pure rules and schemas used by both sides: it imports no other workspace.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|scripts|test)/' },
    },
    {
      name: 'shared-no-platform-libraries',
      comment: 'shared/ runs in the browser and on Lambda: no AWS SDK, React or Hono (types included).',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        path: '(^|/)node_modules/(@aws-sdk/|@smithy/|aws-sdk/|aws-cdk-lib/|constructs/|react(-dom|-router|-router-dom|-i18next)?/|swr/|hono/|@hono/)',
      },
    },
    {
      name: 'web-not-to-server',
      comment: 'The SPA talks to the API over HTTP; types it shares with the API live in shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|scripts)/' },
    },
    {
      name: 'functions-not-to-web',
      comment: 'The API never depends on the SPA (nor on the CDK app, which depends on it).',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(web|infra)/' },
    },
    {
      name: 'platform-not-to-areas',
      comment:
        'functions/src/platform is what every area builds on: it imports no area. What two areas share moves down ' +
        'here (platform/county-clock.ts), and what reads or writes a table to functions/src/data.',
      severity: 'error',
      from: { path: '^functions/src/platform/', pathNot: '/__tests__/' },
      to: { path: '^functions/src/areas/' },
    },
    {
      name: 'data-below-platform-and-areas',
      comment:
        "functions/src/data is the bottom layer of the server: each table's keys and access patterns. It imports " +
        'shared/ and itself; of the platform only errors.ts (a 503 when DynamoDB keeps refusing, a 404 a person can act on).',
      severity: 'error',
      from: { path: '^functions/src/data/', pathNot: '/__tests__/' },
      to: { path: '^functions/src/(platform|areas)/', pathNot: '^functions/src/platform/errors[.]ts$' },
    },
    {
      name: 'only-data-layer-talks-to-dynamodb',
      comment:
        'Only functions/src/data imports the DynamoDB SDK, the client, the table names and the low-level helpers; ' +
        'the rest of the server calls its named access patterns (and may send their transaction items together ' +
        'through data/dynamo/transact-write.ts). Tests may reach the SDK to count and check items.',
      severity: 'error',
      from: { path: '^functions/src/', pathNot: '^functions/src/data/|/__tests__/|^functions/src/platform/aws[.]ts$' },
      to: {
        path: '(^|/)node_modules/@aws-sdk/(lib-dynamodb|client-dynamodb|util-dynamodb)/|^functions/src/data/dynamo/(client|tables|batch-get|query-all|write-items|retry)[.]ts$',
      },
    },
    {
      name: 'area-only-through-its-index',
      comment:
        'An area offers the other areas one public module, functions/src/areas/<area>/index.ts (payments offers ' +
        'applyMoneyEvent, usageBalanceOf ...); the rest of its folder is its own, free to change. Tests may reach in.',
      severity: 'error',
      from: { path: '^functions/src/areas/([^/]+)/', pathNot: '/__tests__/' },
      to: { path: '^functions/src/areas/[^/]+/', pathNot: '^functions/src/areas/($1/|[^/]+/index[.]ts$)' },
    },
    {
      name: 'web-feature-not-to-other-feature',
      comment:
        'A feature imports shared UI from web/src/components, lib or i18n, never another feature; ' +
        'web/src/app composes features. Move what two features share down a layer.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-to-features',
      comment:
        'components, lib and i18n sit below the features: they import no feature and not the app. ' +
        'Their tests may (the catalogue test reads the texts features hand to t()).',
      severity: 'error',
      from: { path: '^web/src/(components|lib|i18n)/', pathNot: '/__tests__/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-feature-not-to-app',
      comment:
        'app/ composes the features, so a feature imports nothing from it (tests may render inside the app). ' +
        'What a feature needs from app/shell belongs in web/src/components.',
      severity: 'error',
      from: { path: '^web/src/features/', pathNot: '/__tests__/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves: a path alias that depcruise could not follow would hide a violation.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'infra-declares-its-packages',
      comment: 'infra/package.json lists every npm package infra imports.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    // build output inside a workspace (web/dist ...); anchored, so packages that resolve into their own dist/ stay
    exclude: { path: '^(shared|functions|web|infra|scripts|test)/(dist|cdk\\.out|\\.data|coverage|test-results)/' },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    // type-only imports are dependencies too: a `import type` from functions in web is still a layer breach
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // '@portal/shared/...' and '@portal/functions/...' resolve through the workspace packages' "exports";
      // '#src/...' and '#lib/...' through each package's "imports" (enhanced-resolve reads "imports" by default)
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
