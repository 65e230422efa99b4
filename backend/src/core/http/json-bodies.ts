import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { BODY_LIMIT, LARGE_BODY_LIMIT } from '../../contract/define-route.js';
import { validationError } from '../errors/domain-errors.js';

/** No request of this API nests deeper than a few levels; 32 leaves room and costs nothing to check. */
export const MAX_JSON_DEPTH = 32;

export type BodyRoute = { method: string; path: string };

const OPEN = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether a JSON text nests arrays or objects deeper than `maxDepth`: one pass over the bytes, before any parsing. */
export const jsonNestsDeeperThan = (body: Uint8Array, maxDepth: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN || byte === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
};

const bodyError = (type: string, message: string) => Object.assign(new Error(message), { type });

/** An Express-style path (`/api/subscribers/:email`) as a matcher of request paths. */
const pathMatcher = (path: string): RegExp =>
  new RegExp(`^${path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

/** Whether the request carries a body, whatever its type (a body of length 0 is none). */
export const hasBody = (request: Request): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** The media type of the body, lower-cased and without parameters; undefined when none is given. */
export const mediaTypeOf = (request: Request): string | undefined => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Whether a JSON text is something other than an object or a list (`"x"`, `null`, `42`): the parser
 * refuses those as it would a malformed text, but they are well-formed JSON of the wrong kind. Text
 * that is not JSON at all (`hello`) is left to the parser, which calls it malformed.
 */
const isScalarJson = (body: Buffer): boolean => {
  const text = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? body.subarray(3) : body; // a byte order mark is let through, as the parser does
  const first = text.find((byte) => !WHITESPACE.has(byte));
  if (first === undefined || first === OPEN || first === OPEN_OBJECT) return false;
  try {
    JSON.parse(text.toString('utf8'));
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs on the raw bytes before JSON.parse: JSON is UTF-8 (RFC 8259) and valid as such (a stray byte
 * would become U+FFFD, silently), a deep nest is refused unparsed, and a body that is not an object or
 * a list is named as such rather than as malformed.
 */
const checkBeforeParsing = (_request: Request, _response: Response, body: Buffer, encoding: string) => {
  if (encoding !== 'utf-8' || !isUtf8(body)) throw bodyError('charset.unsupported', 'JSON must be UTF-8');
  if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) throw bodyError('entity.too.deep', 'JSON nested too deeply');
  if (isScalarJson(body)) throw bodyError('entity.not.object', 'JSON is not an object');
};

/**
 * The JSON body parser of every route. A `jsonOnlyRoutes` route given a body of another media type is
 * refused with 415 before anything reads it (the admin routes leave this to the admin guard, which
 * answers 401 first). A body costs its parse before any guard or validation runs, so
 * the limits are set here, per route: 32 KB and no compressed bodies (415) by default, which bounds the
 * work any stranger can cause; a listed large-body route (the bulk import, a campaign, the admin's long
 * texts) takes 10 MB, gzip included, but only from a caller `mayUseLargeBody` admits (an admin
 * session), so a stranger posting there still gets the small parser.
 */
export const jsonBodies = (
  largeBodyRoutes: readonly BodyRoute[],
  mayUseLargeBody: (request: Request) => boolean,
  jsonOnlyRoutes: readonly BodyRoute[] = [],
): RequestHandler => {
  const small = express.json({ limit: BODY_LIMIT, inflate: false, verify: checkBeforeParsing });
  const large = express.json({ limit: LARGE_BODY_LIMIT, inflate: true, verify: checkBeforeParsing });
  const largeRoutes = largeBodyRoutes.map((route) => ({ method: route.method, path: pathMatcher(route.path) }));
  const isLargeBodyRoute = (request: Request) => largeRoutes.some((route) => route.method === request.method && route.path.test(request.path));
  const jsonOnly = jsonOnlyRoutes.map((route) => ({ method: route.method, path: pathMatcher(route.path) }));
  const mustBeJson = (request: Request) => jsonOnly.some((route) => route.method === request.method && route.path.test(request.path));
  return (request: Request, response: Response, next: NextFunction) => {
    // The JSON parser leaves any other media type unread; a route that reads a JSON body then saw none and would say a field is missing.
    if (hasBody(request) && mediaTypeOf(request) !== 'application/json' && mustBeJson(request)) return next(bodyError('content-type.unsupported', 'Not a JSON body'));
    return (isLargeBodyRoute(request) && mayUseLargeBody(request) ? large : small)(request, response, next);
  };
};

/**
 * A body a route kept raw (a webhook checks its signature or secret first) read as JSON, with the same
 * refusals as every other JSON body (deep nesting, bad syntax).
 */
export const parseRawJson = (raw: Buffer): unknown => {
  if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) throw validationError('body', 'is nested too deeply', 'Request body is nested too deeply');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw validationError('body', 'is not valid JSON', 'Request body is not valid JSON');
  }
};
