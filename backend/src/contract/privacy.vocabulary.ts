/** Bounds of the data-deletion request, shared by the form and the server. Plain data, no zod. */
export const DELETION_LIMITS = { reason: 2000, token: 2000 } as const;

/**
 * Query parameters that carry personal data: the emailed links (preferences, unsubscribe, deletion)
 * put the address and the signed token there. Pages with them are private (never cached, never
 * indexed), and no tracker may see them.
 */
export const PERSONAL_QUERY_PARAMETERS = ['email', 'token'] as const;

const isPersonalParameter = (name: string, value: string) =>
  (PERSONAL_QUERY_PARAMETERS as readonly string[]).includes(name.toLowerCase()) || value.includes('@');

/** Whether a query string (with or without its `?`) holds an address, a token, or any value with an `@`. */
export const hasPersonalQuery = (search: string): boolean =>
  search.length > 1 && [...new URLSearchParams(search)].some(([name, value]) => isPersonalParameter(name, value));

/** The query string without its personal parameters (an address under any name too), as `?a=1` or ''. */
export const withoutPersonalQuery = (search: string): string => {
  const kept = [...new URLSearchParams(search)].filter(([name, value]) => !isPersonalParameter(name, value));
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
};

/**
 * The one rule for every tracker (the analytics tag, the pixel, the first-party beacon): the URL a
 * tracker may see, with the personal parameters removed (an address in any parameter, under any name,
 * goes too), the fragment dropped, and any path segment holding an `@` replaced. Takes an absolute URL
 * or a path, and answers the same form.
 */
export const trackedUrl = (url: string): string => {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://tracked.invalid');
  parsed.hash = '';
  parsed.pathname = parsed.pathname
    .split('/')
    .map((segment) => (decodeURIComponentSafely(segment).includes('@') ? 'redacted' : segment))
    .join('/');
  parsed.search = withoutPersonalQuery(parsed.search);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}`;
};

const decodeURIComponentSafely = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
