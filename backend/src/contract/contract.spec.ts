import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { pathParameters, successStatus } from './define-route.js';
import { ROUTES } from './routes.js';

const folder = new URL('./', import.meta.url);
const sources = readdirSync(folder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: readFileSync(new URL(file, folder), 'utf8') }));

/** Every module a file loads (imports, re-exports, dynamic imports), as TypeScript reads it. */
const specifiers = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

describe('the contract module', () => {
  it('is found where the test looks', () => {
    expect(sources.map(({ file }) => file)).toEqual(expect.arrayContaining(['define-route.ts', 'routes.ts', 'subscribers.vocabulary.ts']));
  });

  it('imports nothing but zod and its own files, so both the server and the browser can load it', () => {
    const outside = sources.flatMap(({ file, text }) =>
      specifiers(text)
        .filter((specifier) => specifier !== 'zod' && !/^\.\/[a-z0-9.-]+\.js$/.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps zod out of the vocabulary files, which the public entry bundle imports', () => {
    const heavy = sources
      .filter(({ file }) => file.endsWith('.vocabulary.ts'))
      .flatMap(({ file, text }) => specifiers(text).filter((specifier) => !specifier.endsWith('.vocabulary.js')).map((specifier) => `${file} imports ${specifier}`));
    expect(heavy).toEqual([]);
  });
});

describe('ROUTES', () => {
  it('lists each method and path once', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("declares exactly the path's parameters in each route's params schema", () => {
    const mismatches = ROUTES.filter((route) => {
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      return JSON.stringify(declared) !== JSON.stringify(pathParameters(route.path).sort());
    }).map((route) => route.path);
    expect(mismatches).toEqual([]);
  });

  it('gives every route a tag, a summary and a successful answer', () => {
    for (const route of ROUTES) {
      expect({ path: route.path, tag: route.tag.length > 0, summary: route.summary.length > 0 }).toEqual({ path: route.path, tag: true, summary: true });
      expect(successStatus(route)).toBeGreaterThanOrEqual(200);
    }
  });

  it('adds the errors implied by auth and input', () => {
    const bulk = ROUTES.find((route) => route.path === '/api/subscribers/bulk');
    expect(bulk?.errors).toEqual(expect.arrayContaining([400, 401, 413, 415]));
    const preferences = ROUTES.find((route) => route.path === '/api/subscribers/email/:email');
    expect(preferences?.errors).toEqual([400, 403, 404, 410]);
    const tools = ROUTES.find((route) => route.path === '/api/tools');
    expect(tools?.errors).toEqual([]);
  });
});
