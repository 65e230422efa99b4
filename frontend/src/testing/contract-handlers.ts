import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { type ErrorBody, type ParsedBody, type Route, type RouteAnswer, type RouteQuery, successStatus } from '@contract/define-route';

type Context<Definition extends Route> = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  body: ParsedBody<Definition>;
  query: RouteQuery<Definition>;
};

/** The server's 400 refusing one field, as core/http/parse-input.ts words it. */
export const fieldRefusal = (field: string, reason: string) =>
  HttpResponse.json<ErrorBody>({ error: `${field}: ${reason}`, field, reason }, { status: 400 });

/** The server's 400 for input it refuses: the first issue, naming its field (or `what` for the whole input). */
const refusal = (error: z.ZodError, what: string) => {
  const issue = error.issues[0];
  return fieldRefusal(issue?.path.join('.') || what, issue?.message ?? 'is invalid');
};

/** The query string as Express hands it to a controller: a parameter given twice becomes a list. */
const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return query;
};

/**
 * An msw handler for a route of the contract: its method and path, and its query and body checked
 * with the server's own schemas. Input the server would refuse gets the server's 400, so a
 * component test cannot pass while the page sends what the real API rejects.
 */
export const contractHandler = <Definition extends Route>(route: Definition, resolve: (context: Context<Definition>) => Response | Promise<Response>) =>
  http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](route.path, async ({ request, params }) => {
    let query: unknown = {};
    if (route.query) {
      const parsed = route.query.safeParse(queryOf(new URL(request.url)));
      if (!parsed.success) return refusal(parsed.error, 'query');
      query = parsed.data;
    }
    let body: unknown;
    if (route.body) {
      const text = await request.text();
      const parsed = route.body.safeParse(text ? JSON.parse(text) : undefined);
      if (!parsed.success) return refusal(parsed.error, 'body');
      body = parsed.data;
    }
    return resolve({ request, params, body: body as ParsedBody<Definition>, query: query as RouteQuery<Definition> });
  });

/** A JSON answer typed by the route's contract, with the route's success status unless another is given. */
export const contractAnswer = <Definition extends Route>(route: Definition, body: RouteAnswer<Definition>, status = successStatus(route)) =>
  new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error answer in the shape every error of the API has. */
export const errorAnswer = (status: number, error: string) => HttpResponse.json<ErrorBody>({ error }, { status });
