import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: () => string };

/**
 * One request with nothing done for us: no decompression, no redirect, no cookie jar, so a test
 * sees exactly the status, headers and bytes the server sent.
 */
export const rawRequest = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: () => body.toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });

/** The content of every meta tag and link of a page's head, by name, property or rel. */
export const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`).exec(head)?.[1];
  const link = (rel: string) => new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(head)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const structuredData = [...head.matchAll(/<script[^>]*type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json) as Record<string, unknown>);
  return { title, meta, link, structuredData };
};

/** The server-rendered content of #root. */
export const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('<script id="query-state"', start) > 0 ? html.indexOf('<script id="query-state"', start) : undefined);
};
