import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SetupServer } from 'msw/node';
import type request from 'supertest';
import { FACEBOOK_POSTING_PERMISSIONS } from '../contract/social.vocabulary.js';
import { GRAPH, type MetaRequest, serveMeta, THREADS } from '../features/social/testing/meta-fixture.js';

export { EXPIRED_TOKEN, FACEBOOK_APP, GRAPH, metaError, metaStandIn, THREADS, THREADS_APP } from '../features/social/testing/meta-fixture.js';

export const USER_TOKEN = 'EAAlong-lived-user-token-0001';
export const PAGE_TOKEN = 'EAApage-token-secret-value-7af3';
export const PAGE = { id: '111', name: 'AI Navigator' };
export const THREADS_TOKEN = 'THlong-lived-threads-token-9c2e';

type Server = SetupServer;

/** Facebook answering for one page token: the page it opens and what debug_token says of it. */
export const serveFacebookPage = (server: Server, { scopes = [...FACEBOOK_POSTING_PERMISSIONS, 'email', 'public_profile'], expiresAt = 0 } = {}) => {
  serveMeta(server, 'get', `${GRAPH}/me`, PAGE);
  return serveMeta(server, 'get', `${GRAPH}/debug_token`, { data: { is_valid: true, expires_at: expiresAt, scopes } });
};

/** The wizard's last step done: the page token stored. Answers the connection as update-token did. */
export const connectFacebookPage = async (admin: request.Agent, server: Server) => {
  serveFacebookPage(server);
  return (await admin.post('/api/facebook/update-token').send({ token: PAGE_TOKEN }).expect(200)).body;
};

/** The page's feed, publishing each post under the next id; records what it received. */
export const serveFeed = (server: Server, answer?: (call: MetaRequest) => Response | undefined) => {
  let published = 0;
  return serveMeta(server, 'post', `${GRAPH}/${PAGE.id}/feed`, (call) => answer?.(call) ?? { id: `${PAGE.id}_${++published}` });
};

/** Threads answering for its long-lived token: the exchange and the profile. */
export const connectThreadsAccount = async (admin: request.Agent, server: Server) => {
  serveMeta(server, 'get', `${THREADS}/access_token`, { access_token: THREADS_TOKEN, token_type: 'bearer', expires_in: 5183944 });
  serveMeta(server, 'get', `${THREADS}/v1.0/me`, { id: '1784', username: 'ainavigator' });
  return (await admin.post('/api/threads/convert-long-lived').send({ shortLivedToken: 'THshort-lived-token' }).expect(200)).body;
};

/** Whether any file of the data folder (event store, read models, keys, their write-ahead logs) holds `text` as it is. */
export const dataFolderHolds = (dataDir: string, text: string): boolean => {
  const needle = Buffer.from(text, 'utf8');
  const visit = (path: string): boolean =>
    statSync(path).isDirectory() ? readdirSync(path).some((entry) => visit(join(path, entry))) : readFileSync(path).includes(needle);
  return visit(dataDir);
};
