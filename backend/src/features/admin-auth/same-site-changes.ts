import type { Request } from 'express';
import { forbidden, unsupportedMediaType } from '../../core/errors/domain-errors.js';
import { hasBody, mediaTypeOf } from '../../core/http/json-bodies.js';

export const CROSS_SITE_REFUSED = 'Admin changes are accepted only from this site';
export const JSON_ONLY = 'Admin changes accept JSON bodies only (Content-Type: application/json)';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);


/** The origins this app is served from: PUBLIC_URL, and the address this request was made to (behind a trusted proxy, as the proxy says). */
const ownOrigins = (request: Request, publicUrl: string): string[] => [new URL(publicUrl).origin, `${request.protocol}://${request.get('host') ?? ''}`];

/**
 * Cross-site request forgery defence for the admin surface, on top of the SameSite=Strict cookie:
 * a state-changing call must come from this site (no foreign `Origin`, no `Sec-Fetch-Site` other
 * than same-origin or none) and may carry only JSON. A browser sends a cross-site form or text/plain
 * post without asking first, but never a cross-site JSON post, so a page elsewhere cannot make the
 * admin's browser change anything, even a body-less POST. Non-browser clients (no Origin, no
 * Sec-Fetch-Site) still work, with their session cookie.
 */
export const refuseCrossSiteChange = (request: Request, publicUrl: string): void => {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden(CROSS_SITE_REFUSED);
  const origin = request.headers.origin;
  if (origin !== undefined && !ownOrigins(request, publicUrl).includes(origin)) throw forbidden(CROSS_SITE_REFUSED);
  const mediaType = mediaTypeOf(request);
  if (mediaType === undefined ? hasBody(request) : mediaType !== 'application/json') throw unsupportedMediaType(JSON_ONLY);
};
