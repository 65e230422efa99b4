import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineRoute, routeGroup } from '../../contract/define-route.js';
import { ROUTES } from '../../contract/routes.js';
import { renderApiReference } from './api-reference-page.js';
import { buildOpenApiDocument, type OpenApiDocument, openApiPath } from './openapi-document.js';

const INFO = { title: 'AI Navigator API', version: '0.1.0', description: 'Test' };

/** The shape OpenAPI 3.1 requires of what the generator writes (the specification's "Fixed Fields"). */
const referenceObject = z.strictObject({ $ref: z.string().startsWith('#/') });
const mediaTypes = z.record(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/), z.strictObject({ schema: z.record(z.string(), z.unknown()) }));
const responseObject = z.union([referenceObject, z.strictObject({ description: z.string().min(1), content: mediaTypes.optional() })]);
const parameterObject = z.strictObject({
  name: z.string().min(1),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean(),
  description: z.string().optional(),
  schema: z.record(z.string(), z.unknown()),
});
const operationObject = z.strictObject({
  operationId: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  tags: z.array(z.string()).min(1),
  summary: z.string().min(1),
  description: z.string().min(1).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(parameterObject).optional(),
  requestBody: z.strictObject({ required: z.boolean(), content: mediaTypes }).optional(),
  responses: z.record(z.string().regex(/^[1-5][0-9]{2}$/), responseObject).refine((responses) => Object.keys(responses).length > 0),
});
const openApi31 = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.strictObject({ title: z.string().min(1), version: z.string().min(1), description: z.string() }),
  jsonSchemaDialect: z.url(),
  tags: z.array(z.strictObject({ name: z.string() })),
  paths: z.record(z.string().startsWith('/'), z.partialRecord(z.enum(['get', 'put', 'post', 'delete', 'patch']), operationObject)),
  components: z.strictObject({
    schemas: z.record(z.string().regex(/^[a-zA-Z0-9._-]+$/), z.record(z.string(), z.unknown())),
    responses: z.record(z.string().regex(/^[a-zA-Z0-9._-]+$/), z.strictObject({ description: z.string(), content: mediaTypes })),
    securitySchemes: z.record(
      z.string(),
      z.strictObject({ type: z.literal('apiKey'), in: z.enum(['cookie', 'header', 'query']), name: z.string(), description: z.string() }),
    ),
  }),
});

/** Every `$ref` anywhere in the document, as a JSON pointer. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => (key === '$ref' && typeof entry === 'string' ? [entry] : refsIn(entry)));
  }
  return [];
};

const resolves = (document: unknown, pointer: string) =>
  pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), document) !== undefined;

describe('the OpenAPI document of ROUTES', () => {
  // Parsed back from its JSON, as a client reads it.
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument(ROUTES, INFO))) as OpenApiDocument;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  it('has the shape of an OpenAPI 3.1 document', () => {
    const result = openApi31.safeParse(document);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('has one operation per route, with unique operation ids', () => {
    expect(operations).toHaveLength(ROUTES.length);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) expect(document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]).toBeDefined();
  });

  it('resolves every $ref inside the document', () => {
    const references = refsIn(document);
    expect(references.length).toBeGreaterThan(20);
    expect(references.filter((reference) => !resolves(document, reference))).toEqual([]);
  });

  it('declares each path template parameter as a required path parameter', () => {
    for (const { path, operation } of operations) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect({ path, names: declared.map((parameter) => parameter.name).sort(), required: declared.every((parameter) => parameter.required) }).toEqual({
        path,
        names: templated,
        required: true,
      });
    }
  });

  it('names the security scheme of every admin and token route, and answers their refusals', () => {
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes.every((scheme) => scheme in document.components.securitySchemes)).toBe(true);
      if (route.auth === 'admin') expect({ schemes, refusal: '401' in operation.responses }).toEqual({ schemes: ['adminSession'], refusal: true });
      if (route.auth === 'token') expect({ schemes, refusal: '403' in operation.responses }).toEqual({ schemes: ['subscriberToken'], refusal: true });
      if (route.auth === 'public') expect(schemes).toEqual([]);
    }
  });

  it('describes a request as clients may send it and an answer as the server sends it', () => {
    const subscribe = document.paths['/api/subscribers'].post;
    const body = subscribe.requestBody?.content['application/json'].schema as { required: string[]; properties: Record<string, unknown> };
    expect(subscribe.requestBody?.required).toBe(true);
    expect(body.required).toEqual(['email']);
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'frequency', 'interests', 'leadMagnet']));
    expect(subscribe.responses['409']).toEqual({ $ref: '#/components/responses/Error409' });
    expect(document.paths['/api/admin/preview-blog'].post.requestBody?.required).toBe(false);
    expect(document.paths['/api/tools'].get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Tool' } } } },
    });
    expect(document.components.schemas.Tool).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'name', 'tags']) });
    expect(document.paths['/images/tools/{file}'].get.responses['200']).toMatchObject({ content: { 'image/svg+xml': { schema: { type: 'string' } } } });
  });
});

describe('buildOpenApiDocument', () => {
  it('keeps a named schema that reads differently as input apart from its answer form', () => {
    const item = z.object({ size: z.number().default(1) }).meta({ id: 'Item' });
    const routes = Object.values(
      routeGroup('Items', {
        create: defineRoute({ method: 'POST', path: '/items', auth: 'admin', summary: 'Create', body: item, responses: { 201: item } }),
      }),
    );
    const document = buildOpenApiDocument(routes, INFO);
    const operation = document.paths['/items'].post;
    expect(operation.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ItemInput' });
    expect(operation.responses['201']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } });
    expect(document.components.schemas.Item).toMatchObject({ required: ['size'] });
    expect(document.components.schemas.ItemInput).not.toHaveProperty('required');
    // An admin change also answers 403 when it comes from another site (the admin guard's CSRF check).
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415']);
  });
});

describe('the HTML reference', () => {
  const page = renderApiReference(buildOpenApiDocument(ROUTES, INFO));

  it('lists every route with who may call it', () => {
    for (const route of ROUTES) expect(page).toContain(`<code>${openApiPath(route.path)}</code>`);
    expect(page).toContain('Who may call: admin: the session cookie');
    expect(page).toContain('Who may call: token: the signed subscriber token');
  });

  it('needs no script and no inline style, so a strict Content-Security-Policy allows it', () => {
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/style.css">');
  });

  it('escapes what it shows', () => {
    const route = defineRoute({ method: 'GET', path: '/x', auth: 'public', summary: '<b>bold</b> & more', responses: { 200: z.object({}) } });
    const html = renderApiReference(buildOpenApiDocument(Object.values(routeGroup('T', { x: route })), INFO));
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(html).not.toContain('<b>bold</b>');
  });
});
