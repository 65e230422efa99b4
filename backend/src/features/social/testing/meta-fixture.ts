import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { loadConfig } from '../../../config/app-config.js';
import { MetaApiError } from '../meta/meta-errors.js';

export const FACEBOOK_APP = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'facebook-app-secret-value' } as const;
export const THREADS_APP = { THREADS_APP_ID: '9876543210', THREADS_APP_SECRET: 'threads-app-secret-value' } as const;
export const GRAPH = 'https://graph.facebook.com/v25.0';
export const THREADS = 'https://graph.threads.net';

/**
 * msw standing in for Meta for the tests of a file: anything not served is an error, except the
 * test's own HTTP calls to an app served in-process (supertest, on 127.0.0.1).
 */
export const metaStandIn = (): SetupServer => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: ({ url }, print) => (new URL(url).hostname === '127.0.0.1' ? undefined : print.error()) }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

/** A configuration with both Meta apps set (or none, with `{}`). */
export const metaConfig = (variables: Record<string, string> = { ...FACEBOOK_APP, ...THREADS_APP }) =>
  loadConfig({ PUBLIC_URL: 'https://navigator.example', ...variables });

/** A call to Meta as the stand-in received it: its parameters, from the query of a GET or the form of a POST. */
export type MetaRequest = { method: string; path: string; parameters: Record<string, string> };

/** Meta's error body: what the Graph and Threads APIs answer on a refusal. */
export const metaError = (status: number, error: { message: string; type?: string; code: number; error_subcode?: number }) =>
  HttpResponse.json({ error: { type: 'OAuthException', fbtrace_id: 'trace', ...error } }, { status });

export const EXPIRED_TOKEN = { message: 'Error validating access token: Session has expired on Monday, 05-Jan-26 08:00:00 PST.', code: 190, error_subcode: 463 };
export const MISSING_PERMISSION = { message: '(#200) The user hasn\'t authorized the application to perform this action', type: 'OAuthException', code: 200 };

const parametersOf = async (request: Request): Promise<Record<string, string>> => {
  const url = new URL(request.url);
  const form = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
  return Object.fromEntries(form);
};

/**
 * Serves one Meta endpoint with `answer` (a JSON body, or a Response for a refusal) and records every
 * call it received; `answer` may depend on the call's parameters.
 */
export const serveMeta = (
  server: SetupServer,
  method: 'get' | 'post',
  url: string,
  answer: JsonBodyType | Response | ((request: MetaRequest) => JsonBodyType | Response),
): MetaRequest[] => {
  const received: MetaRequest[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const call = { method: request.method, path: new URL(request.url).pathname, parameters: await parametersOf(request) };
      received.push(call);
      const body = typeof answer === 'function' ? answer(call) : answer;
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return received;
};

/** The MetaApiError a call was refused with (failing the test when it resolved, or failed otherwise). */
export const refusalOf = async (promise: Promise<unknown>): Promise<MetaApiError> => {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(MetaApiError);
  return error as MetaApiError;
};
