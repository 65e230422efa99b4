import { http, HttpResponse } from 'msw';
import { server } from './server';

export type RecordedRequest = { url: URL; params: Record<string, string | readonly string[] | undefined>; body: unknown };

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Answers `method path` with `answer` and records every request (URL, path parameters, JSON body or
 * undefined): the list fills as the test runs, so a test can assert what was sent, or that nothing was.
 */
export const recordRequests = (
  method: Method,
  path: string,
  answer: (body: unknown, request: Request) => Response | Promise<Response> = () => HttpResponse.json({}),
) => {
  const requests: RecordedRequest[] = [];
  server.use(
    http[method](path, async ({ request, params }) => {
      const text = await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({ url: new URL(request.url), params, body });
      return answer(body, request);
    }),
  );
  return requests;
};
