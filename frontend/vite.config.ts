import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { APP_STATE_ATTRIBUTE, type AppState, SCREEN_MODULES_ELEMENT_ID } from '../backend/src/contract/page-render.contract';

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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)])));
  return nested.flat();
};

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of the browser
 * build, so the server sends compressed files without compressing anything per request. The HTML
 * template and the manifest are read by the server, never sent as they are, so they are skipped.
 */
const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'ai-navigator-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_COMPRESSED_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
};

/**
 * A page is painted before its scripts load. The server sends every page fully rendered, so the
 * scripts only make it interactive (hydration) and need not compete with the HTML and its images for
 * a phone's bandwidth, nor run before its first frame. The entry's `<script type="module" src>` and the
 * modulepreload links become one inline module that, once the browser reports the first contentful
 * paint (at once in a hidden tab, which paints nothing, and on the operator screens, which arrive
 * empty), preloads the entry's chunks and the chunks of the screen shown (the server
 * lists them in a JSON block, SCREEN_MODULES_ELEMENT_ID) side by side, and imports the entry. The cost
 * is that hydration starts after the first paint instead of with it. The server allows the inline
 * module by its hash (CSP), as it does the theme script. See docs/architecture.md.
 */
const paintBeforeScripts = (): Plugin => ({
  name: 'ai-navigator-paint-before-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
      const entry = entryTag.exec(html)?.[1];
      if (!entry) throw new Error('paint-before-scripts: the entry script tag was not found in index.html');
      const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
      const chunks = [entry, ...[...html.matchAll(preloadTag)].map(([, href]) => href)];
      const loader = [
        '<script type="module">',
        'let started = false;',
        'const start = () => {',
        '  if (started) return;',
        '  started = true;',
        `  const screen = document.getElementById('${SCREEN_MODULES_ELEMENT_ID}');`,
        `  for (const href of [...${JSON.stringify(chunks)}, ...(screen ? JSON.parse(screen.textContent) : [])]) {`,
        "    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });",
        '    document.head.append(link);',
        '  }',
        `  import('${entry}').catch(() => document.documentElement.setAttribute('${APP_STATE_ATTRIBUTE}', '${'failed' satisfies AppState}'));`,
        '};',
        // A hidden tab paints nothing, and the operator screens arrive empty (the browser renders them).
        "if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) start();",
        "else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
        "  new PerformanceObserver((list, observer) => {",
        "    if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
        '    observer.disconnect();',
        '    start();',
        "  }).observe({ type: 'paint', buffered: true });",
        // Never left without its scripts, should the paint not be reported.
        '  setTimeout(start, 3000);',
        '} else requestAnimationFrame(() => setTimeout(start));',
        '</script>',
      ].join('\n');
      return html.replace(preloadTag, '').replace(entryTag, loader);
    },
  },
});

/**
 * Two builds (see package.json): the browser bundle into dist/client, with a manifest the server
 * reads for preload links and precompressed copies of its assets; and the server entry
 * (`--ssr src/entry-server.tsx`) into dist/server, which the backend imports to render pages.
 *
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
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [paintBeforeScripts(), precompress()])],
  // The API contract lives with the backend (backend/src/contract); see docs/architecture.md.
  resolve: { alias: { '@contract': fileURLToPath(new URL('../backend/src/contract', import.meta.url)) } },
  // The server entry bundles the icons it uses: left external, importing lucide-react's barrel loads
  // every icon it has into the server process (about 40 MB of its memory for as long as it runs).
  ssr: { noExternal: ['lucide-react'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // The entry lists, for each lazy screen, the chunks to fetch alongside it. The operator area's
        // list would be dead weight in every visitor's entry: its chunks load when the admin chunk asks.
        modulePreload: { resolveDependencies: (file: string, dependencies: string[]) => (/(^|\/)admin-[^/]*\.js$/.test(file) ? [] : dependencies) },
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: (id: string, graph: ModuleGraph) =>
                    id.includes('/node_modules/') && !id.includes('/lucide-react/') && isLoadedByEntry(id, graph) ? 'vendor' : null,
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
}));
