import { z } from 'zod';
import { defineRoute, mediaAnswer, routeGroup } from './define-route.js';

const svg = mediaAnswer('image/svg+xml', 'An SVG card');
const fileParams = z.object({ file: z.string().describe('`<name>.svg`, the name matching [a-z0-9][a-z0-9-]*') });
const unknownImage = 'Any other file name, or an unknown item, is 404 "Image not found".';

/** The card the site shows for a tool: drawn from the tool's read model. */
export const toolImagePath = (toolId: string): string => `/images/tools/${toolId}.svg`;
/** The card the site shows for a post: drawn from the post. */
export const blogImagePath = (slug: string): string => `/images/blog/${slug}.svg`;

export const imageRoutes = routeGroup('Images', {
  fallback: defineRoute({
    method: 'GET',
    path: '/images/fallback.svg',
    auth: 'public',
    summary: 'The generic card (cached 1 day)',
    responses: { 200: svg },
  }),
  tool: defineRoute({
    method: 'GET',
    path: '/images/tools/:file',
    auth: 'public',
    summary: "A tool's card (cached 1 hour)",
    description: unknownImage,
    params: fileParams,
    responses: { 200: svg },
    errors: [404],
  }),
  blog: defineRoute({
    method: 'GET',
    path: '/images/blog/:file',
    auth: 'public',
    summary: "A post's card (cached 1 hour)",
    description: unknownImage,
    params: fileParams,
    responses: { 200: svg },
    errors: [404],
  }),
  generated: defineRoute({
    method: 'GET',
    path: '/images/generated/:file',
    auth: 'public',
    summary: 'A generated image from DATA_DIR/images/generated (cached 1 day, immutable)',
    description: unknownImage,
    params: fileParams,
    responses: { 200: svg },
    errors: [404],
  }),
});
