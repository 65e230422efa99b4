import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { Representation } from '../../core/http/representation.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Hashed build output never changes under its name; the few unhashed public files are revalidated daily. */
const IMMUTABLE = { 'Cache-Control': 'public, max-age=31536000, immutable' };
const DAILY = { 'Cache-Control': 'public, max-age=86400' };

export type StaticAsset = { representation: Representation; headers: Record<string, string> };

const readOptional = (path: string): Buffer | undefined => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * The browser build, held in memory by URL path with the brotli and gzip files the build wrote
 * beside each asset: no file system access and no compression per request. The HTML template
 * and the Vite manifest are the server's own and are not served.
 */
export const loadStaticAssets = (clientDir: string): Map<string, StaticAsset> => {
  const assets = new Map<string, StaticAsset>();
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    const extension = extname(entry.name);
    if (extension === '.br' || extension === '.gz' || urlPath === '/index.html' || urlPath.startsWith('/.vite/')) continue;
    const representation = new Representation(readFileSync(path), CONTENT_TYPES[extension] ?? 'application/octet-stream', {
      br: readOptional(`${path}.br`),
      gzip: readOptional(`${path}.gz`),
    });
    assets.set(urlPath, { representation, headers: urlPath.startsWith('/assets/') ? IMMUTABLE : DAILY });
  }
  return assets;
};
