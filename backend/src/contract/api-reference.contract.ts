import { z } from 'zod';
import { defineRoute, mediaAnswer, routeGroup } from './define-route.js';

export const apiReferenceRoutes = routeGroup('API reference', {
  openApi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'Generated from the contract (backend/src/contract) on first request and kept in memory.',
    responses: { 200: z.looseObject({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string(), description: z.string() }), paths: z.record(z.string(), z.unknown()) }) },
  }),
  docs: defineRoute({
    method: 'GET',
    path: '/api/docs',
    auth: 'public',
    summary: 'This API as a readable HTML reference',
    responses: { 200: mediaAnswer('text/html', 'Every route with its auth, parameters, body, answers and errors') },
  }),
  stylesheet: defineRoute({
    method: 'GET',
    path: '/api/docs/style.css',
    auth: 'public',
    summary: "The reference page's stylesheet",
    description: 'A file of its own so the page needs no inline style under a strict Content-Security-Policy.',
    responses: { 200: mediaAnswer('text/css', 'The stylesheet') },
  }),
});
