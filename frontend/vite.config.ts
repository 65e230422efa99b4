import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const backend = 'http://localhost:3000';

/**
 * The public pages ship as the entry chunk; admin, guide and every other screen are lazy
 * routes, so Rollup already splits them. Only vendor code used by the admin alone (recharts)
 * is named here so it never lands in the public bundle.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/images': { target: backend, changeOrigin: true },
    },
  },
});
