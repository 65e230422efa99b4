/**
 * Where the app serves its images, for the server and the pages alike. No zod here: the page head
 * (in the browser's entry bundle) imports these without pulling in the schemas.
 */

/** The card the site shows for a tool: drawn from the tool's read model. */
export const toolImagePath = (toolId: string): string => `/images/tools/${toolId}.svg`;
/** The card the site shows for a post: drawn from the post. */
export const blogImagePath = (slug: string): string => `/images/blog/${slug}.svg`;
/** What a shared post shows (og:image): its cover design as a 1200x630 PNG, since link previews do not show SVG. */
export const blogSocialImagePath = (slug: string): string => `/images/social/blog/${encodeURIComponent(slug)}.png`;
/** What every other shared page shows. */
export const SITE_SOCIAL_IMAGE_PATH = '/images/social/site.png';
