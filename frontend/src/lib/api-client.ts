/**
 * The one HTTP client of the frontend. Sends cookies, sets a JSON content type only when
 * there is a body, and turns a non-OK answer into an ApiError whose message is
 * "<status>: <body text or status text>" (public-site.md section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The `error` field of a JSON body, when the server sent one. */
  get serverMessage(): string | null {
    return this.field('error');
  }

  /** The `reason` field of a JSON body (a machine-readable cause, e.g. link_expired), when the server sent one. */
  get serverReason(): string | null {
    return this.field('reason');
  }

  /** The `field` of a 400 (the first invalid field, by the API's name, e.g. `email` or `interests.0`), when the server named one. */
  get serverField(): string | null {
    return this.field('field');
  }

  private field(name: 'error' | 'reason' | 'field'): string | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && name in parsed) {
        const value = (parsed as Record<string, unknown>)[name];
        return typeof value === 'string' ? value : null;
      }
    } catch {
      // not JSON: no server message
    }
    return null;
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** Registers the single place that reacts to a 401 (the admin guard). */
export const setUnauthorizedListener = (listener: UnauthorizedListener | null) => {
  onUnauthorized = listener;
};

type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

const request = async <T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401) onUnauthorized?.();
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
};

/** The message to show for a failed call: the server's `error` field, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
