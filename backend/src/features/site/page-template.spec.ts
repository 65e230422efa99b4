import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { inlineScriptHashes, type ViteManifest } from './frontend-build.js';
import { compileTemplate, inlineStylesheets, screenModules } from './page-template.js';

const TEMPLATE = [
  '<html><head><!--page-head--><script>theme()</script><!--site-config-->',
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
  '<body><div id="root"><!--page-html--></div><!--page-state--></body></html>',
].join('');

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_runtime.js'] },
  'src/features/tools/index.ts': { file: 'assets/tools.js', imports: ['_dialog.js', '_runtime.js'] },
  'src/features/blog/index.ts': { file: 'assets/blog.js', imports: ['_runtime.js'] },
};

describe('compileTemplate', () => {
  it('fills every placeholder in place', () => {
    const page = compileTemplate(TEMPLATE)({ head: '<title>T</title>', screenModules: '<script id="screen-modules" type="application/json">["/x.js"]</script>', siteConfig: '<script id="site-config"></script>', html: '<main>M</main>', state: '<script id="query-state"></script>' });
    expect(page).toBe(
      TEMPLATE.replace('<!--page-head-->', '<title>T</title><script id="screen-modules" type="application/json">["/x.js"]</script>')
        .replace('<!--site-config-->', '<script id="site-config"></script>')
        .replace('<!--page-html-->', '<main>M</main>')
        .replace('<!--page-state-->', '<script id="query-state"></script>'),
    );
  });

  it('refuses a template without its placeholders', () => {
    expect(() => compileTemplate('<html><body></body></html>')).toThrow('<!--page-head-->');
  });
});

describe('screenModules', () => {
  const listed = (block: string) => JSON.parse(/<script id="screen-modules" type="application\/json">(.*)<\/script>/.exec(block)![1]!) as string[];

  it("lists a screen's chunk and its imports, but nothing the entry already loads", () => {
    expect(listed(screenModules(manifest)(['src/features/tools/index.ts']))).toEqual(['/assets/tools.js', '/assets/dialog.js']);
  });

  it('lists a chunk shared by two screens once, and nothing for an unknown module', () => {
    expect(listed(screenModules(manifest)(['src/features/blog/index.ts', 'src/features/blog/index.ts', 'src/unknown.ts']))).toEqual(['/assets/blog.js']);
  });

  it('writes no block when the entry already loads everything the page shows', () => {
    expect(screenModules(manifest)(['src/unknown.ts'])).toBe('');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts that run inline and skips files and JSON data blocks', () => {
    const html = '<script>theme()</script><script src="/a.js"></script><script type="application/json">{}</script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update('theme()').digest('base64')}'`]);
  });
});

describe('inlineStylesheets', () => {
  it('puts a known stylesheet into the page and leaves an unknown link as it is', () => {
    const css = new Map([['/assets/index.css', 'body{color:red}']]);
    expect(inlineStylesheets(TEMPLATE, (path) => css.get(path))).toContain('<style>body{color:red}</style></head>');
    expect(inlineStylesheets(TEMPLATE, () => undefined)).toBe(TEMPLATE);
  });
});
