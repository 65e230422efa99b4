import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const backend = 'http://localhost:3000';

type ModuleGraph = { getModuleInfo: (id: string) => { isEntry: boolean; importers: string[] } | null };

/** Whether a chain of static imports leads from an entry (the page, not a lazy route) to `id`. */
const isLoadedByEntry = (id: string, graph: ModuleGraph): boolean => {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) return true;
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
};

/**
 * The public pages ship as the entry chunk; admin, guide and every other screen are lazy routes
 * (app/router.tsx), so vendor code that only a lazy screen imports (recharts for the admin charts,
 * for one) lands in that screen's chunk and never in the public entry.
 *
 * One group: the packages the entry loads anyway go into one `vendor` chunk. Without it, Rolldown
 * cuts the packages the entry shares with lazy screens into several small common chunks, each
 * preloaded by the entry and each paying its own import wiring and compression start (the admin's
 * tabs and selects alone cost the entry 1.6 KB gzip that way). lucide-react is left out: its barrel
 * would pull icons that only lazy screens use into the group.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The API contract lives with the backend (backend/src/contract); see docs/architecture.md.
  resolve: { alias: { '@contract': fileURLToPath(new URL('../backend/src/contract', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The entry lists, for each lazy screen, the chunks to fetch alongside it. The operator area's
    // list would be dead weight in every visitor's entry: its chunks load when the admin chunk asks.
    modulePreload: { resolveDependencies: (file, dependencies) => (/(^|\/)admin-[^/]*\.js$/.test(file) ? [] : dependencies) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: (id, graph) => (id.includes('/node_modules/') && !id.includes('/lucide-react/') && isLoadedByEntry(id, graph) ? 'vendor' : null),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // The backend accepts admin changes only from its own origin (a CSRF defence): the dev server's
      // pages are that origin's stand-in, so the proxy presents them as such.
      '/api': { target: backend, changeOrigin: true, headers: { origin: backend } },
      '/images': { target: backend, changeOrigin: true },
    },
  },
});
