import { z } from 'zod';
import { defineRoute, mediaAnswer, routeGroup } from './define-route.js';
import { SITE_SOCIAL_IMAGE_PATH } from './images.vocabulary.js';

const svg = mediaAnswer('image/svg+xml', 'An SVG card');
const png = mediaAnswer('image/png', 'A 1200x630 PNG, the size link previews show');
const fileParams = z.object({ file: z.string().describe('`<name>.svg`, the name matching [a-z0-9][a-z0-9-]*') });
const unknownImage = 'Any other file name, or an unknown item, is 404 "Image not found".';

export { blogImagePath, blogSocialImagePath, SITE_SOCIAL_IMAGE_PATH, toolImagePath } from './images.vocabulary.js';

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
  siteSocial: defineRoute({
    method: 'GET',
    path: SITE_SOCIAL_IMAGE_PATH,
    auth: 'public',
    summary: "The site's card for link previews, 1200x630 PNG (cached 1 day)",
    responses: { 200: png },
  }),
  blogSocial: defineRoute({
    method: 'GET',
    path: '/images/social/blog/:file',
    auth: 'public',
    summary: "A post's card for link previews (og:image), 1200x630 PNG: its category and title over its generated cover's art, else over the category's gradient (cached 1 day)",
    description: 'File names are `<slug>.png`. Any other file name, or an unknown post, is 404 "Image not found".',
    params: z.object({ file: z.string().describe('`<slug>.png`') }),
    responses: { 200: png },
    errors: [404],
  }),
  generated: defineRoute({
    method: 'GET',
    path: '/images/generated/:file',
    auth: 'public',
    summary: 'A generated cover from DATA_DIR/images/generated, art only: a file drawn with its title is served without the text (cached 1 day, immutable)',
    description: unknownImage,
    params: fileParams,
    responses: { 200: svg },
    errors: [404],
  }),
});
