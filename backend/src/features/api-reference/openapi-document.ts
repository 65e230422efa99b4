import { z } from 'zod';
import { type Answer, ERROR_STATUSES, type ErrorStatus, errorSchema, isSchema, type Route } from '../../contract/define-route.js';

/** The parts of an OpenAPI 3.1 document this generator writes (the document itself is plain JSON). */
type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema };
type MediaContent = Record<string, { schema: JsonSchema }>;
type ResponseObject = { description: string; content?: MediaContent } | { $ref: string };
export type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: MediaContent };
  responses: Record<string, ResponseObject>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: MediaContent }>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }>;
  };
};

export const ADMIN_SESSION_SCHEME = 'adminSession';
export const SUBSCRIBER_TOKEN_SCHEME = 'subscriberToken';
const SECURITY: Record<Route['auth'], Array<Record<string, string[]>>> = {
  public: [],
  admin: [{ [ADMIN_SESSION_SCHEME]: [] }],
  token: [{ [SUBSCRIBER_TOKEN_SCHEME]: [] }],
};

const ANSWER_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 304: 'Not modified', 503: 'Unavailable' };
const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/** `/api/tools/:name/enhanced` -> `/api/tools/{name}/enhanced`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `Admin session` + `login` -> `adminSessionLogin`. */
export const operationId = (route: Route): string =>
  `${route.tag} ${route.name}`
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, position) => (position === 0 ? word[0].toLowerCase() : word[0].toUpperCase()) + word.slice(1))
    .join('');

/**
 * Converts zod schemas to JSON Schema 2020-12 (the dialect of OpenAPI 3.1) and collects the named
 * ones (`.meta({ id })`) as components. Requests are described as a client may send them
 * (`io: 'input'`: defaults optional, aliases accepted), answers as the server sends them. A named
 * schema that reads differently as input gets its own `<Name>Input` component.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs: definitions = {}, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const renames = new Map<string, string>();
    for (const [name, definition] of Object.entries(definitions)) {
      const existing = this.components[name];
      const component = existing === undefined || sameJson(existing, definition) ? name : `${name}Input`;
      renames.set(name, component);
    }
    for (const [name, definition] of Object.entries(definitions)) this.components[renames.get(name) as string] = rewriteRefs(definition, renames);
    return rewriteRefs(root, renames);
  }
}

const sameJson = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

const rewriteRefs = (value: JsonSchema, renames: Map<string, string>): JsonSchema =>
  JSON.parse(JSON.stringify(value), (key, entry: unknown) =>
    key === '$ref' && typeof entry === 'string' && entry.startsWith(DEFS_PREFIX) ? `${COMPONENTS_PREFIX}${renames.get(entry.slice(DEFS_PREFIX.length))}` : entry,
  ) as JsonSchema;

const parametersOf = (collector: SchemaCollector, schema: z.ZodObject | undefined, place: Parameter['in']): Parameter[] => {
  if (!schema) return [];
  const converted = collector.convert(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: place,
    // A path parameter is always required (OpenAPI demands it); the others as their schema says.
    required: place === 'path' || (converted.required ?? []).includes(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
};

const answerOf = (collector: SchemaCollector, status: number, answer: Answer): ResponseObject => {
  if (isSchema(answer)) {
    const schema = collector.convert(answer, 'output');
    return { description: typeof schema.description === 'string' ? schema.description : ANSWER_DESCRIPTIONS[status], content: { 'application/json': { schema } } };
  }
  if (answer.kind === 'media') return { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  return { description: answer.description };
};

const operationOf = (collector: SchemaCollector, route: Route): Operation => {
  const parameters = [
    ...parametersOf(collector, route.params, 'path'),
    ...parametersOf(collector, route.query, 'query'),
    ...parametersOf(collector, route.headers, 'header'),
  ];
  const responses: Record<string, ResponseObject> = {};
  for (const [status, answer] of Object.entries(route.responses)) if (answer) responses[status] = answerOf(collector, Number(status), answer);
  for (const status of route.errors) responses[status] = { $ref: `#/components/responses/Error${status}` };
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: SECURITY[route.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          // A body that may be left out entirely (the blog topic) is not required.
          requestBody: { required: !route.body.safeParse({}).success, content: { 'application/json': { schema: collector.convert(route.body, 'input') } } },
        }
      : {}),
    responses,
  };
};

const errorResponses = (collector: SchemaCollector) => {
  const schema = collector.convert(errorSchema, 'output');
  return Object.fromEntries(
    (Object.keys(ERROR_STATUSES).map(Number) as ErrorStatus[]).map((status) => [
      `Error${status}`,
      { description: ERROR_STATUSES[status], content: { 'application/json': { schema } } },
    ]),
  );
};

/** The OpenAPI 3.1 document of the given routes: every path, its auth, parameters, body, answers and errors. */
export const buildOpenApiDocument = (routes: readonly Route[], info: { title: string; version: string; description: string }): OpenApiDocument => {
  const collector = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(collector, route) };
  }
  const responses = errorResponses(collector);
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: collector.components,
      responses,
      securitySchemes: {
        [ADMIN_SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ai_navigator_admin',
          description: 'The admin session cookie set by POST /api/admin/login',
        },
        [SUBSCRIBER_TOKEN_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Subscriber-Token',
          description: 'The signed subscriber token from the signup answer or an emailed link; it opens one person\'s settings only',
        },
      },
    },
  };
};
