import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTES } from '../contract/routes.js';
import { openApiPath } from '../features/api-reference/openapi-document.js';
import { registeredRoutes, routeKey } from './registered-routes.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('the API contract and the running server', () => {
  it('agree on every route: none registered without a contract entry, none in the contract without a controller', () => {
    const registered = new Set(registeredRoutes(app.app).map(routeKey));
    const contracted = new Set(ROUTES.map(routeKey));
    expect(registered.size).toBeGreaterThanOrEqual(ROUTES.length);
    expect({ missingFromContract: [...registered].filter((key) => !contracted.has(key)).sort() }).toEqual({ missingFromContract: [] });
    expect({ withoutController: [...contracted].filter((key) => !registered.has(key)).sort() }).toEqual({ withoutController: [] });
  });

  it('serves the OpenAPI document with an operation for every registered route', async () => {
    const response = await app.http().get('/api/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    expect(response.body.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const undocumented = registeredRoutes(app.app)
      .map(({ method, path }) => `${method} ${openApiPath(path)}`)
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('serves a document its own declared answer describes: info holds only the fields the schema names', async () => {
    const { body } = await app.http().get('/api/openapi.json').expect(200);
    const declared = body.paths['/api/openapi.json'].get.responses['200'].content['application/json'].schema.properties.info;
    expect(declared.additionalProperties).toBe(false);
    expect(Object.keys(body.info).filter((key) => !(key in declared.properties))).toEqual([]);
  });

  it('serves the readable reference as HTML with its own stylesheet', async () => {
    const page = await app.http().get('/api/docs').expect(200).expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<code>/api/subscribers/email/{email}</code>');
    expect(page.text).toContain('href="/api/docs/style.css"');
    await app.http().get('/api/docs/style.css').expect(200).expect('Content-Type', /text\/css/);
  });
});
