/**
 * The site's import boundaries, checked by `npm run lint` (docs/architecture.md, "Layers", explains the layering):
 *
 *   app → components → lib        studio → lib        scripts → anything
 *
 * Paths are from the repository root; `@/` resolves through tsconfig.json.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other cannot be understood, tested or moved one at a time, and the order they ' +
        'load in decides which sees the other half-initialised. Move what both need into a module below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-to-components',
      severity: 'error',
      comment:
        'lib/ is the site without its user interface (content, leads, chat, HTTP, SEO): it must not depend on ' +
        'React components, so the server, the scripts and the tests can use it without them.',
      from: { path: '^lib/' },
      to: { path: '^components/' },
    },
    {
      name: 'lib-not-to-app',
      severity: 'error',
      comment: 'app/ holds the routes, the top of the site: nothing below it may depend on a route.',
      from: { path: '^lib/' },
      to: { path: '^app/' },
    },
    {
      name: 'components-not-to-app',
      severity: 'error',
      comment:
        'Components are given what they show (props, Server Actions passed in); a route uses components, ' +
        'never the other way round.',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'ui-is-the-bottom-of-components',
      severity: 'error',
      comment:
        'components/ui/ holds the pieces every other component folder shares (buttons, links, icons, toasts): ' +
        'it imports no other component folder, so two folders that need the same piece never import each other.',
      from: { path: '^components/ui/' },
      to: { path: '^components/', pathNot: '^components/ui/' },
    },
    {
      name: 'http-knows-no-feature',
      severity: 'error',
      comment:
        'lib/http/ is the request plumbing (addresses, origins, bodies, rate limits) that the features use; a ' +
        'feature supplies what it needs from it (the database supplies the shared rate-limit store).',
      from: { path: '^lib/http/' },
      to: { path: '^lib/', pathNot: '^lib/(http/|config\\.ts$|log\\.ts$)' },
    },
    {
      name: 'db-knows-no-feature',
      severity: 'error',
      comment:
        "lib/db/ is the site's database (connection, migrations, the embedded database and its lock, the request " +
        'counters): features (leads, chat) use it and bring their own tables; it imports none of them.',
      from: { path: '^lib/db/' },
      to: { path: '^lib/', pathNot: '^lib/(db/|http/|config\\.ts$|log\\.ts$|shutdown\\.ts$)' },
    },
    {
      name: 'leads-parts-through-their-roles',
      severity: 'error',
      comment:
        "lib/leads/ is one folder per role: capture/ (the way in), browser/ (what runs in the visitor's browser), " +
        'store/ (the tables and the store), delivery/ (the outbox and its worker), inbox/ (the staff inbox). The ' +
        'browser code sends a lead over HTTP and takes only types from the rest, so no server code reaches a ' +
        'browser bundle; and nothing below the feature wiring (index.ts) imports it back.',
      from: { path: '^lib/leads/browser/' },
      to: {
        path: '^lib/',
        pathNot: '^lib/leads/(browser/|capture/(transcript|attribution)\\.ts$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'leads-wiring-is-the-top',
      severity: 'error',
      comment: "lib/leads/index.ts wires the feature's parts for the server process: none of them imports it.",
      from: {
        path: '^lib/leads/(capture|browser|store|delivery|inbox)/',
        pathNot: '^lib/leads/capture/form-action\\.ts$',
      },
      to: { path: '^lib/leads/index\\.ts$' },
    },
    {
      name: 'only-studio-scripts-and-the-studio-route-to-studio',
      severity: 'error',
      comment:
        'studio/ is the Sanity Studio (its configuration, the document types, the seed): a large editor-only ' +
        'bundle. Only the /studio route, the scripts and the Studio itself load it; what the site and the ' +
        'Studio share (section schemas, link validation, icon names) lives in lib/content/.',
      from: { pathNot: '^(studio/|scripts/|app/studio/)' },
      to: { path: '^studio/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to no file or package fails at build or run time: fix the path or add the package. ',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dependency',
      severity: 'error',
      comment:
        "package.json's dependencies are what the running site needs: code that ships may not load a " +
        'devDependency (it would break an install without them). Types, tests, scripts and the Studio may.',
      from: {
        path: '^(app|components|lib|worker)/|^(proxy|instrumentation)\\.ts$',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The tests are not cruised, but scripts import test fixtures: follow them, never judge them.
    exclude: { path: '^\\.next' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle to read and to move.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
