// Cycles between the functions areas (auth -> payments -> auth), run on functions/src without its tests.
// A cycle between folders, not only between modules: auth/a.ts -> payments/b.ts and payments/c.ts -> auth/d.ts
// close one even when no single module reaches itself. Tests are left out because the API tests all reach every area
// through test/support and app.ts; what two areas both need goes to functions/src/platform or shared/.
import layers from './.dependency-cruiser.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle-between-areas',
      severity: 'error',
      scope: 'folder',
      from: { path: '^functions/src/areas/[^/]+$' },
      to: { path: '^functions/src/areas/[^/]+$', circular: true },
    },
  ],
  options: {
    ...layers.options,
    exclude: { path: `/__tests__/|${layers.options.exclude.path}` },
  },
};
