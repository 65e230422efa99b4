import { z } from 'zod';

/**
 * The vocabulary of a route definition. Everything here is plain data and zod schemas, so the
 * same objects validate requests on the server, type the frontend's calls and generate the
 * OpenAPI document (backend/src/features/api-reference).
 */

/** Who may call: anyone; the holder of a signed subscriber token (X-Subscriber-Token); the signed-in admin. */
export type Auth = 'public' | 'token' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The largest JSON body a route takes: 32 KB, which fits the longest public form (a contact message of
 * 5,000 characters in a script of three UTF-8 bytes a character) and bounds what a stranger can make
 * the server parse; 10 MB on a large-body route, from a signed-in admin only.
 */
export const BODY_LIMIT = '32kb';
export const LARGE_BODY_LIMIT = '10mb';

/** A body limit as people read it: `32kb` is 32 KB. */
export const sizeText = (limit: string): string => limit.replace(/^(\d+)\s*([kmg]b)$/i, (_, amount: string, unit: string) => `${amount} ${unit.toUpperCase()}`);

/** Every error status an answer may carry, with what it means across the API (docs/api.md). */
export const ERROR_STATUSES = {
  400: 'Invalid input: `field` names the first bad field and `reason` says why, or the body is not valid JSON or nests deeper than 32 levels',
  401: 'Not signed in, or wrong credentials',
  403: 'Forbidden: a subscriber token that does not open this subscription (missing, forged, expired, or of an earlier one; `reason` link_expired), a forged or expired download link, an admin change from another site, or a sign-in over plain HTTP with a Secure cookie',
  404: 'Not found',
  409: 'Illegal in the current state',
  410: 'Gone: the link was already used, or the subscription it opened was ended (`reason` unsubscribed)',
  412: 'Too many concurrent changes to one stream; retry',
  413: `Request body too large: ${sizeText(BODY_LIMIT)}, or ${sizeText(LARGE_BODY_LIMIT)} on a large-body route`,
  415: 'A compressed body where none is accepted, a charset other than UTF-8, or an admin change that is not JSON',
  429: 'Rate limited; the message says how long to wait in minutes, and the Retry-After header in seconds',
  502: 'An outside service failed (the AI service, the mail transport, Facebook, Threads); `reason` says how',
  503: 'The change was saved but cannot be shown yet; `reason` says why. Reload later rather than repeat the call',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** A non-JSON answer (an SVG, the HTML reference) or one without a body (304). */
export type MediaAnswer = { readonly kind: 'media'; readonly mediaType: string; readonly description: string };
export type EmptyAnswer = { readonly kind: 'empty'; readonly description: string };
export type Answer = z.ZodType | MediaAnswer | EmptyAnswer;

export const mediaAnswer = (mediaType: string, description: string): MediaAnswer => ({ kind: 'media', mediaType, description });
export const emptyAnswer = (description: string): EmptyAnswer => ({ kind: 'empty', description });

/** The 304 of the cached public reads (ETag + If-None-Match, see core/http/response-cache.ts). */
export const notModified = emptyAnswer('Not modified: the If-None-Match tag is current');

export type SuccessStatus = 200 | 201 | 202 | 204 | 304;
/**
 * The success answers, and for a route whose refusal is a report rather than an error (the health
 * check's 503), that answer's schema; such a status is not listed in `errors` as well.
 */
export type Responses = { readonly [Status in SuccessStatus]?: Answer } & { readonly 503?: z.ZodType };

/** The one shape of every error answer, produced by core/http/http-error.filter.ts. */
export const errorSchema = z
  .object({
    error: z.string().describe('A readable message'),
    field: z.string().optional().describe('The first invalid field (validation errors)'),
    reason: z.string().optional().describe('Why the field is invalid, or a machine-readable cause'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorSchema>;

export type RouteDefinition = {
  readonly method: HttpMethod;
  /** Express style, `:name` for a path parameter; the full path from the root (`/api/...`). */
  readonly path: `/${string}`;
  readonly auth: Auth;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** Request headers a route reads (beyond the auth ones, which the security schemes describe). */
  readonly headers?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly responses: Responses;
  /** The error statuses this route answers itself; the ones implied by auth and input are added. */
  readonly errors?: readonly ErrorStatus[];
  /**
   * Takes a body of up to LARGE_BODY_LIMIT, gzip included, from a signed-in admin (core/http/json-bodies.ts):
   * the routes whose longest valid body is over BODY_LIMIT (contract.spec.ts checks which those are).
   * Every other body is at most BODY_LIMIT and never compressed.
   */
  readonly largeBody?: true;
  /**
   * A public route whose answers show personal data (a page echoing the address of an emailed link):
   * sent `Cache-Control: no-store` like every admin and token route (see `answersAreNoStore`).
   */
  readonly personal?: true;
};

/**
 * Whether a route's answers must never be kept by a browser or proxy cache: every admin and token route
 * (the subscriber list, histories, stats, a subscriber's preferences), everything under `/api/admin`
 * (the session's own sign-in, `me` and sign-out included) and the public routes marked `personal`.
 * A signed-out admin on a shared computer then leaves nothing readable in the HTTP cache.
 */
export const answersAreNoStore = (route: Pick<RouteDefinition, 'auth' | 'path' | 'personal'>): boolean =>
  route.auth !== 'public' || route.path.startsWith('/api/admin/') || route.personal === true;

/** A defined route: `tag` and `name` (its key in its group) are set by `routeGroup`. */
export type Route = RouteDefinition & { readonly tag: string; readonly name: string; readonly errors: readonly ErrorStatus[] };

/** Any POST, PUT, PATCH or DELETE may be sent a body, which the JSON parser reads (and may refuse) before the route runs. */
const carriesBody = (route: RouteDefinition) => route.method !== 'GET';

/**
 * Statuses every route of a kind answers without saying so: bad input is a 400 (and a body, even
 * one the route does not read, can be malformed JSON, too large or wrongly encoded), an admin route refuses a missing session (and a change
 * from another site), a token route a missing, foreign or expired token.
 */
const impliedErrors = (route: RouteDefinition): ErrorStatus[] => [
  ...(route.body || route.params || route.query || carriesBody(route) ? ([400] as const) : []),
  ...(route.body || carriesBody(route) ? ([413, 415] as const) : []),
  ...(route.auth === 'admin' ? ([401] as const) : []),
  // The admin guard refuses a change from another site (403) or one that is not JSON (415).
  ...(route.auth === 'admin' && route.method !== 'GET' ? ([403, 415] as const) : []),
  ...(route.auth === 'token' ? ([403] as const) : []),
];

const sortedUnique = (statuses: readonly ErrorStatus[]) => [...new Set(statuses)].sort((left, right) => left - right);

/** One endpoint of the API; it takes its place in the reference from `routeGroup`. */
export const defineRoute = <const Definition extends RouteDefinition>(definition: Definition) =>
  ({ ...definition, tag: '', name: '', errors: sortedUnique([...(definition.errors ?? []), ...impliedErrors(definition)]) }) as Omit<
    Definition,
    'errors'
  > & { readonly tag: string; readonly name: string; readonly errors: readonly ErrorStatus[] };

/** The routes of one API area: each is tagged with the area's name and named by its key. */
export const routeGroup = <const Routes extends Record<string, Route>>(tag: string, routes: Routes): Routes =>
  Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, tag, name }])) as Routes;

/** A zod schema, as opposed to a media or empty answer. */
export const isSchema = (answer: Answer): answer is z.ZodType => '_zod' in answer;

/** The status a successful call answers with: the lowest 2xx the route declares. */
export const successStatus = (route: RouteDefinition): number => {
  const statuses = Object.keys(route.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  if (statuses.length === 0) throw new Error(`${route.method} ${route.path} declares no 2xx answer`);
  return Math.min(...statuses);
};

/** The `:name` parameters of a path, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);

type SchemaOf<Value> = Value extends z.ZodType ? Value : never;
type JsonStatuses<Definition extends RouteDefinition> = {
  [Status in keyof Definition['responses']]: Definition['responses'][Status] extends z.ZodType ? (Status extends 304 ? never : Status) : never;
}[keyof Definition['responses']];

/** What the server sends for a route (all its JSON success answers, or the one named). */
export type RouteReply<Definition extends RouteDefinition, Status extends JsonStatuses<Definition> = JsonStatuses<Definition>> = z.input<
  SchemaOf<Definition['responses'][Status]>
>;
/** What a client receives for a route. */
export type RouteAnswer<Definition extends RouteDefinition, Status extends JsonStatuses<Definition> = JsonStatuses<Definition>> = z.output<
  SchemaOf<Definition['responses'][Status]>
>;
/** The body a client may send (defaults still optional). */
export type RouteBody<Definition extends RouteDefinition> = z.input<SchemaOf<Definition['body']>>;
/** The body as the server sees it once parsed (defaults filled, text trimmed). */
export type ParsedBody<Definition extends RouteDefinition> = z.output<SchemaOf<Definition['body']>>;
export type RouteParams<Definition extends RouteDefinition> = z.output<SchemaOf<Definition['params']>>;
export type RouteQuery<Definition extends RouteDefinition> = z.output<SchemaOf<Definition['query']>>;
