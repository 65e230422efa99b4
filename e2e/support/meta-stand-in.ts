import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the stand-in received: its parameters, from the query of a GET or the form of a POST. */
export type MetaCall = { method: string; path: string; parameters: Record<string, string> };

export type MetaStandIn = {
  /** Point FACEBOOK_GRAPH_URL at `${url}/facebook` and THREADS_GRAPH_URL at `${url}/threads`. */
  url: string;
  calls: MetaCall[];
  stop: () => Promise<void>;
};

export const STAND_IN = {
  userToken: 'EAAlong-lived-user-token-from-stand-in-51b0',
  page: { id: '111', name: 'AI Navigator Page', token: 'EAApage-token-from-stand-in-7af3' },
  /** What debug_token grants the page token: posting, email and the public profile; not insights or business management. */
  scopes: ['pages_manage_posts', 'pages_read_engagement', 'pages_show_list', 'email', 'public_profile'],
  threads: { id: '1784', username: 'ainavigator', shortToken: 'THshort-lived-from-stand-in', longToken: 'THlong-lived-from-stand-in-9c2e' },
} as const;

const SIXTY_DAYS_S = 5183944;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const refused = (status: number, message: string, code: number, subcode?: number): Answer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'stand-in' } },
});

/** The answers of Facebook's Graph API and the Threads API, in their shapes, for the calls the app makes. */
const answer = (call: MetaCall, published: () => number): Answer => {
  const { page, threads } = STAND_IN;
  switch (`${call.method} ${call.path}`) {
    case 'POST /facebook/v25.0/oauth/access_token':
      return call.parameters['fb_exchange_token'] === 'EAAexpired'
        ? refused(400, 'Error validating access token: Session has expired on Monday, 05-Jan-26 08:00:00 PST.', 190, 463)
        : ok({ access_token: STAND_IN.userToken, token_type: 'bearer', expires_in: SIXTY_DAYS_S });
    case 'GET /facebook/v25.0/me/accounts':
      return ok({ data: [{ id: page.id, name: page.name, access_token: page.token }] });
    case 'GET /facebook/v25.0/me':
      return ok({ id: page.id, name: page.name });
    case 'GET /facebook/v25.0/debug_token':
      return ok({ data: { is_valid: true, expires_at: 0, scopes: STAND_IN.scopes } });
    case `POST /facebook/v25.0/${page.id}/feed`:
      return ok({ id: `${page.id}_${published()}` });
    case `GET /facebook/v25.0/${page.id}/posts`:
      return ok({ data: [] });
    case 'POST /threads/oauth/access_token':
      return ok({ access_token: threads.shortToken, user_id: Number(threads.id) });
    case 'GET /threads/access_token':
      return ok({ access_token: threads.longToken, token_type: 'bearer', expires_in: SIXTY_DAYS_S });
    case 'GET /threads/v1.0/me':
      return ok({ id: threads.id, username: threads.username });
    case `POST /threads/v1.0/${threads.id}/threads`:
      return ok({ id: 'container-1' });
    case `POST /threads/v1.0/${threads.id}/threads_publish`:
      return ok({ id: `thread-${published()}` });
    default:
      return refused(404, `Unknown path ${call.path}`, 100);
  }
};

/**
 * A local HTTP server standing in for Meta in the browser tests, reached by the app through its real
 * FACEBOOK_GRAPH_URL and THREADS_GRAPH_URL settings (the app server runs in its own process, which msw
 * cannot reach). It speaks the shapes of the calls the app makes and records each call.
 */
export const startMetaStandIn = async (): Promise<MetaStandIn> => {
  const calls: MetaCall[] = [];
  let posts = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await read(request);
      const parameters = Object.fromEntries(request.method === 'POST' ? new URLSearchParams(body) : url.searchParams);
      const call = { method: request.method ?? 'GET', path: url.pathname, parameters };
      calls.push(call);
      const { status, body: json } = answer(call, () => ++posts);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
