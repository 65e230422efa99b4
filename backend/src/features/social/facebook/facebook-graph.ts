import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { notConfiguredMessage } from '../../../contract/social.vocabulary.js';
import { type Credential, notConfigured, scrubbed } from '../meta/meta-errors.js';
import { metaCaller } from '../meta/meta-http.js';

export type FacebookAccount = { id: string; name: string };
export type ManagedPage = FacebookAccount & { accessToken: string };
/** What Facebook says of a token: whether it works, until when (null: no end), and the permissions granted with it. */
export type TokenInspection = { valid: boolean; expiresAt: Date | null; scopes: string[]; problem: string | null };
export type FacebookPost = { id: string; message: string | null; createdTime: string };

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive().optional() });
const accountAnswer = z.object({ id: z.string().min(1), name: z.string() });
const pagesAnswer = z.object({ data: z.array(accountAnswer.extend({ access_token: z.string().min(1) })) });
const debugAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    expires_at: z.number().int().nonnegative().optional(),
    scopes: z.array(z.string()).default([]),
    error: z.object({ message: z.string() }).optional(),
  }),
});
const postAnswer = z.object({ id: z.string().min(1) });
const postsAnswer = z.object({ data: z.array(z.object({ id: z.string(), message: z.string().optional(), created_time: z.string() })) });

/** Page tokens and the pages they open: the first hundred are plenty for one operator's pages. */
const PAGE_LIMIT = '100';

/**
 * Facebook's Graph API (`FACEBOOK_GRAPH_URL/FACEBOOK_GRAPH_VERSION`), reached with fetch: the one
 * wrapper around it. Every call needs the app's id and secret (409 naming them otherwise) and, with a
 * token, carries `appsecret_proof`, so a token taken elsewhere cannot be used against the app from
 * another server when the app requires the proof.
 */
@Injectable()
export class FacebookGraph {
  private readonly call: ReturnType<typeof metaCaller>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.call = metaCaller('Facebook', `${config.FACEBOOK_GRAPH_URL}/${config.FACEBOOK_GRAPH_VERSION}`);
  }

  configured(): boolean {
    return Boolean(this.config.FACEBOOK_APP_ID && this.config.FACEBOOK_APP_SECRET);
  }

  /** The app's id and secret, or the 409 that names them. */
  app(): { id: string; secret: string } {
    const { FACEBOOK_APP_ID: id, FACEBOOK_APP_SECRET: secret } = this.config;
    if (!id || !secret) throw notConfigured(notConfiguredMessage('facebook'));
    return { id, secret };
  }

  /** A short-lived user token exchanged for a long-lived one (about 60 days). */
  async exchangeForLongLived(shortLivedToken: string, credential: Credential): Promise<{ accessToken: string; expiresInSeconds: number | null }> {
    const app = this.app();
    const answer = await this.call('POST', '/oauth/access_token', { grant_type: 'fb_exchange_token', client_id: app.id, client_secret: app.secret, fb_exchange_token: shortLivedToken }, {
      answer: tokenAnswer,
      credential,
      secrets: [shortLivedToken, app.secret],
      what: 'the long-lived token',
    });
    return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in ?? null };
  }

  /** The pages a user token manages, each with its page token. */
  async managedPages(userToken: string, credential: Credential): Promise<ManagedPage[]> {
    const answer = await this.withToken('GET', '/me/accounts', userToken, { fields: 'id,name,access_token', limit: PAGE_LIMIT }, credential, pagesAnswer, 'the pages of the token');
    return answer.data.map((page) => ({ id: page.id, name: page.name, accessToken: page.access_token }));
  }

  /** The page a page token opens (`/me` of a page token is its page). */
  account(token: string, credential: Credential): Promise<FacebookAccount> {
    return this.withToken('GET', '/me', token, { fields: 'id,name' }, credential, accountAnswer, 'the page of the token');
  }

  /** debug_token, asked with the app's own token: validity, expiry and granted permissions of `token`. */
  async inspect(token: string, credential: Credential): Promise<TokenInspection> {
    const app = this.app();
    const { data } = await this.call('GET', '/debug_token', { input_token: token, access_token: `${app.id}|${app.secret}` }, {
      answer: debugAnswer,
      credential,
      secrets: [token, app.secret],
      what: 'the token inspection',
    });
    return {
      valid: data.is_valid,
      expiresAt: data.expires_at ? new Date(data.expires_at * 1000) : null,
      scopes: data.scopes,
      problem: data.error ? scrubbed(data.error.message, [token, app.secret]) : null,
    };
  }

  /** Publishes on the page's feed (with a link, Facebook draws its preview); answers the post's id. */
  async publish(pageId: string, pageToken: string, post: { message: string; link?: string }, credential: Credential): Promise<string> {
    const { link, message } = post;
    const answer = await this.withToken('POST', `/${encodeURIComponent(pageId)}/feed`, pageToken, { message, ...(link ? { link } : {}) }, credential, postAnswer, 'the published post');
    return answer.id;
  }

  /** The page's posts since a moment, to find a post whose answer was lost. */
  async postsSince(pageId: string, pageToken: string, since: Date, credential: Credential): Promise<FacebookPost[]> {
    const parameters = { fields: 'id,message,created_time', since: String(Math.floor(since.getTime() / 1000)), limit: '25' };
    const answer = await this.withToken('GET', `/${encodeURIComponent(pageId)}/posts`, pageToken, parameters, credential, postsAnswer, 'the posts of the page');
    return answer.data.map((post) => ({ id: post.id, message: post.message ?? null, createdTime: post.created_time }));
  }

  private withToken<Answer>(method: 'GET' | 'POST', path: string, token: string, parameters: Record<string, string>, credential: Credential, answer: z.ZodType<Answer>, what: string) {
    const app = this.app();
    const proof = createHmac('sha256', app.secret).update(token).digest('hex');
    return this.call(method, path, { ...parameters, access_token: token, appsecret_proof: proof }, { answer, credential, secrets: [token, app.secret, proof], what });
  }
}
