import type { z } from 'zod';
import { type Credential, type MetaErrorBody, type MetaService, metaMalformed, metaRefusal, metaTimedOut, metaUnreachable } from './meta-errors.js';

/** How long a call to Meta may take: past it the admin is told to try again, and a post is looked up before it is sent again. */
export const META_TIMEOUT_MS = 15_000;

/**
 * One call to a Meta API. Parameters go in the query of a GET and in a form body of a POST (as Meta
 * documents both), never in a log: `secrets` lists the tokens and secrets among them, taken out of any
 * message the call produces.
 */
export type MetaCall<Answer> = {
  service: MetaService;
  method: 'GET' | 'POST';
  url: string;
  parameters: Record<string, string>;
  secrets: readonly string[];
  credential: Credential;
  answer: z.ZodType<Answer>;
  /** What the answer is, for the message when it has another shape ("the pages of the token"). */
  what: string;
};

const errorOf = (body: unknown): MetaErrorBody | null => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as MetaErrorBody) : null;
};

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Sends the call with fetch and answers its validated body; every failure becomes a MetaApiError (or the 409 of a missing setting, earlier). */
export const callMeta = async <Answer>(call: MetaCall<Answer>): Promise<Answer> => {
  const form = new URLSearchParams(call.parameters);
  const url = call.method === 'GET' ? `${call.url}?${form}` : call.url;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: { Accept: 'application/json', ...(call.method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      body: call.method === 'POST' ? form : undefined,
      signal: AbortSignal.timeout(META_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw isTimeout(error) ? metaTimedOut(call.service, META_TIMEOUT_MS) : metaUnreachable(call.service);
  }
  const body = parsedJson(text);
  const error = errorOf(body);
  if (!response.ok || error) throw metaRefusal(call.service, response.ok ? 400 : response.status, error, call.credential, call.secrets);
  const parsed = call.answer.safeParse(body);
  if (!parsed.success) throw metaMalformed(call.service, call.what);
  return parsed.data;
};

/** What a client says of one call besides where it goes. */
export type MetaCallOptions<Answer> = Pick<MetaCall<Answer>, 'answer' | 'credential' | 'secrets' | 'what'>;

/** The calls of one Meta API: its service name and base address fixed, each call by method, path and parameters. */
export const metaCaller =
  (service: MetaService, base: string) =>
  <Answer>(method: MetaCall<Answer>['method'], path: string, parameters: Record<string, string>, options: MetaCallOptions<Answer>): Promise<Answer> =>
    callMeta({ service, method, url: `${base}${path}`, parameters, ...options });
