import { SCREEN_MODULES_ELEMENT_ID } from '../../contract/page-render.contract.js';
import type { ViteManifest } from './frontend-build.js';

/** The parts the server fills into the built index.html. */
export type PageParts = { head: string; siteConfig: string; html: string; state: string; screenModules: string };

const PLACEHOLDERS = { head: '<!--page-head-->', siteConfig: '<!--site-config-->', html: '<!--page-html-->', state: '<!--page-state-->' } as const;

/**
 * The built template split once at its placeholders, so a page is a join of strings rather than a
 * series of searches. Fails loudly at boot when a placeholder is missing from the template.
 */
export const compileTemplate = (template: string): ((parts: PageParts) => string) => {
  const order = (Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]).sort((left, right) => template.indexOf(PLACEHOLDERS[left]) - template.indexOf(PLACEHOLDERS[right]));
  const pieces: string[] = [];
  let rest = template;
  for (const name of order) {
    const at = rest.indexOf(PLACEHOLDERS[name]);
    if (at < 0) throw new Error(`The page template has no ${PLACEHOLDERS[name]} placeholder: rebuild the frontend`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + PLACEHOLDERS[name].length);
  }
  return (parts) => {
    const filled = { ...parts, head: `${parts.head}${parts.screenModules}` };
    return order.map((name, index) => pieces[index] + filled[name]).join('') + rest;
  };
};

/** Files the entry chunk already loads (the page's loader preloads them), so a screen's list skips them. */
const entryFiles = (manifest: ViteManifest): Set<string> => {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) files.add(manifest[imported]?.file ?? imported);
  }
  return files;
};

/**
 * The chunks of the screens a page shows and their imports, as a JSON data block. The page's loader
 * (frontend/vite.config.ts, `paintBeforeScripts`) preloads them together with the entry once the page
 * has painted, so the browser fetches them side by side instead of one after another as each runs.
 */
export const screenModules = (manifest: ViteManifest): ((modules: string[]) => string) => {
  const alreadyLoaded = entryFiles(manifest);
  const filesOf = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
  };
  return (modules) => {
    const seen = new Set<string>();
    const files = [...new Set(modules.flatMap((module) => filesOf(module, seen)))].filter((file) => !alreadyLoaded.has(file));
    if (files.length === 0) return '';
    return `\n    <script id="${SCREEN_MODULES_ELEMENT_ID}" type="application/json">${JSON.stringify(files.map((file) => `/${file}`))}</script>`;
  };
};

/**
 * Puts the stylesheets the template links into the page itself. The CSS (about 10 KB compressed)
 * then arrives with the HTML instead of after another round trip, which on a phone's first visit
 * is most of the time before anything shows; client-side navigation never fetches HTML again.
 */
export const inlineStylesheets = (template: string, readAsset: (path: string) => string | undefined): string =>
  template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
