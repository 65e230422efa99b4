import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const backend = 'http://localhost:3000';

/**
 * The public pages ship as the entry chunk; admin, guide and every other screen are lazy
 * routes (app/router.tsx), so the bundler splits them without any manual chunk: vendor code
 * that only a lazy screen imports (recharts for the admin charts, for example) lands in that
 * screen's chunk and never in the public entry.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The API contract lives with the backend (backend/src/contract); see docs/architecture.md.
  resolve: { alias: { '@contract': fileURLToPath(new URL('../backend/src/contract', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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
