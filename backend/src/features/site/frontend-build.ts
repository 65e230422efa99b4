import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../contract/page-render.contract.js';

/** frontend/dist, built by `npm run build -w frontend`: the browser bundle and the server entry. */
export const FRONTEND_DIST = fileURLToPath(new URL('../../../../frontend/dist', import.meta.url));

export type { PageKind, PageRenderResult, ServerEntry } from '../../contract/page-render.contract.js';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export type FrontendBuild = {
  clientDir: string;
  template: string;
  manifest: ViteManifest;
  entry: ServerEntry;
};

const isServerEntry = (candidate: Partial<ServerEntry>): candidate is ServerEntry =>
  typeof candidate.renderPage === 'function' && typeof candidate.renderMarkupHtml === 'function' && typeof candidate.indexedPaths === 'function' &&
  typeof candidate.pageKind === 'function';

/**
 * Loads the built frontend, or answers null when it has not been built (the backend alone, in
 * development or in its own tests): the API still works, pages do not.
 */
export const loadFrontendBuild = async (dist = FRONTEND_DIST): Promise<FrontendBuild | null> => {
  const clientDir = join(dist, 'client');
  const templatePath = join(clientDir, 'index.html');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const entryPath = join(dist, 'server', 'entry-server.js');
  if (![templatePath, manifestPath, entryPath].every((path) => existsSync(path))) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as Partial<ServerEntry>;
  if (!isServerEntry(entry)) throw new Error(`${entryPath} does not export renderPage, renderMarkupHtml, indexedPaths and pageKind: rebuild the frontend`);
  return {
    clientDir,
    template: readFileSync(templatePath, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest,
    entry,
  };
};

/** The CSP source of every inline script that runs (JSON data blocks do not run and need none). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
