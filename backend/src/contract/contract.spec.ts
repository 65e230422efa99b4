import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { z } from 'zod';
import { BODY_LIMIT, pathParameters, successStatus } from './define-route.js';
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

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * The longest body a schema accepts, in bytes of UTF-8 JSON: every text at its maximum length in a
 * script of three bytes a character (Greek, Cyrillic, Chinese), every list at its maximum size.
 * Infinity when something is unbounded (then the parser's limit is the bound).
 */
const longestBody = (schema: JsonSchema): number => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return Math.max(...options.map(longestBody));
  if (schema.enum) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.maxLength === undefined ? Infinity : schema.maxLength * 3 + 2;
    case 'object':
      return 2 + Object.entries(schema.properties ?? {}).reduce((sum, [name, value]) => sum + name.length + 4 + longestBody(value), 0);
    case 'array':
      return schema.maxItems === undefined ? Infinity : 2 + schema.maxItems * (longestBody(schema.items ?? {}) + 1);
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return 24;
    default:
      return Infinity;
  }
};

const kilobytes = (limit: string) => Number(/^(\d+)kb$/.exec(limit)?.[1]) * 1024;

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

  it('takes every valid body: a route whose longest valid body is over the default limit takes large bodies, and only such a route', () => {
    expect(kilobytes(BODY_LIMIT)).toBeGreaterThan(0);
    // The webhooks keep their bodies raw, each under its own limit (app/http-setup.ts).
    const parsed = ROUTES.filter((route) => route.body && !route.path.startsWith('/api/webhooks/'));
    const longest = parsed.map((route) => ({ route: `${route.method} ${route.path}`, auth: route.auth, large: route.largeBody === true, bytes: longestBody(z.toJSONSchema(route.body!, { io: 'input', unrepresentable: 'any' }) as JsonSchema) }));
    const needLarge = longest.filter(({ bytes }) => Number.isFinite(bytes) && bytes > kilobytes(BODY_LIMIT));
    expect(needLarge.filter(({ large, auth }) => !large || auth !== 'admin')).toEqual([]);
    expect(longest.filter(({ large, bytes }) => large && bytes <= kilobytes(BODY_LIMIT))).toEqual([]);
    // The longest public form, a contact message, fits the default limit.
    expect(longest.find(({ route }) => route === 'POST /api/contact')!.bytes).toBeLessThanOrEqual(kilobytes(BODY_LIMIT));
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
