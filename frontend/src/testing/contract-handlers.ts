import { http, HttpResponse } from 'msw';
import { type ErrorBody, type ParsedBody, type Route, type RouteAnswer, successStatus } from '@contract/define-route';

type Context<Definition extends Route> = { request: Request; params: Record<string, string | readonly string[] | undefined>; body: ParsedBody<Definition> };

/**
 * An msw handler for a route of the contract: its method and path, and its body checked with the
 * server's own schema. A body the server would refuse gets the server's 400, so a component test
 * cannot pass while the page sends what the real API rejects.
 */
export const contractHandler = <Definition extends Route>(route: Definition, resolve: (context: Context<Definition>) => Response | Promise<Response>) =>
  http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](route.path, async ({ request, params }) => {
    let body: unknown;
    if (route.body) {
      const text = await request.text();
      const parsed = route.body.safeParse(text ? JSON.parse(text) : undefined);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.') || 'body';
        return HttpResponse.json<ErrorBody>({ error: `${field}: ${issue.message}`, field, reason: issue.message }, { status: 400 });
      }
      body = parsed.data;
    }
    return resolve({ request, params, body: body as ParsedBody<Definition> });
  });

/** A JSON answer typed by the route's contract, with the route's success status unless another is given. */
export const contractAnswer = <Definition extends Route>(route: Definition, body: RouteAnswer<Definition>, status = successStatus(route)) =>
  new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error answer in the shape every error of the API has. */
export const errorAnswer = (status: number, error: string) => HttpResponse.json<ErrorBody>({ error }, { status });
