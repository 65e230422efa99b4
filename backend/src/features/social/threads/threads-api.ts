import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { notConfiguredMessage, OAUTH_CALLBACK_PATH, THREADS_SCOPES } from '../../../contract/social.vocabulary.js';
import { type Credential, notConfigured } from '../meta/meta-errors.js';
import { metaCaller } from '../meta/meta-http.js';

/** The authorization window: on Threads' own site, whatever THREADS_GRAPH_URL says (the admin's browser opens it). */
export const THREADS_AUTHORIZE_URL = 'https://threads.net/oauth/authorize';
/** The version of the Threads graph endpoints (the OAuth ones are unversioned). */
const VERSION = 'v1.0';

export type ThreadsProfile = { id: string; username: string };
export type ThreadsPost = { id: string; text: string | null; timestamp: string };

/** Threads answers the user id as a number or a string depending on the endpoint; it is kept as text. */
const userId = z.union([z.string().min(1), z.number().int()]).transform(String);
const codeAnswer = z.object({ access_token: z.string().min(1), user_id: userId });
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive().optional() });
const profileAnswer = z.object({ id: userId, username: z.string() });
const idAnswer = z.object({ id: userId });
const postsAnswer = z.object({ data: z.array(z.object({ id: z.string(), text: z.string().optional(), timestamp: z.string() })) });

/**
 * The Threads API (`THREADS_GRAPH_URL`), reached with fetch: the one wrapper around it. The code and
 * token exchanges need the Threads app's id and secret (409 naming them otherwise); the calls with a
 * user token need them too, so an app that lost its settings says so rather than half working.
 */
@Injectable()
export class ThreadsApi {
  private readonly call: ReturnType<typeof metaCaller>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.call = metaCaller('Threads', config.THREADS_GRAPH_URL);
  }

  configured(): boolean {
    return Boolean(this.config.THREADS_APP_ID && this.config.THREADS_APP_SECRET);
  }

  app(): { id: string; secret: string } {
    const { THREADS_APP_ID: id, THREADS_APP_SECRET: secret } = this.config;
    if (!id || !secret) throw notConfigured(notConfiguredMessage('threads'));
    return { id, secret };
  }

  /** Where Threads sends the admin back with the code: the public callback page of this site. */
  redirectUri(): string {
    return `${this.config.publicUrl}${OAUTH_CALLBACK_PATH}`;
  }

  /** The authorization window asking for the profile and publishing permissions. */
  authorizationUrl(): string {
    const query = new URLSearchParams({ client_id: this.app().id, redirect_uri: this.redirectUri(), scope: THREADS_SCOPES.join(','), response_type: 'code' });
    return `${THREADS_AUTHORIZE_URL}?${query}`;
  }

  /** The code from the callback exchanged for a short-lived token (one hour) and the user's id. */
  async exchangeCode(code: string, credential: Credential): Promise<{ accessToken: string; userId: string }> {
    const app = this.app();
    const parameters = { client_id: app.id, client_secret: app.secret, grant_type: 'authorization_code', redirect_uri: this.redirectUri(), code };
    const answer = await this.call('POST', '/oauth/access_token', parameters, { answer: codeAnswer, credential, secrets: [code, app.secret], what: 'the short-lived token' });
    return { accessToken: answer.access_token, userId: answer.user_id };
  }

  /** A short-lived token exchanged for a long-lived one (60 days); Threads documents this call as a GET. */
  async exchangeForLongLived(shortLivedToken: string, credential: Credential): Promise<{ accessToken: string; expiresInSeconds: number | null }> {
    const app = this.app();
    const parameters = { grant_type: 'th_exchange_token', client_secret: app.secret, access_token: shortLivedToken };
    const answer = await this.call('GET', '/access_token', parameters, { answer: tokenAnswer, credential, secrets: [shortLivedToken, app.secret], what: 'the long-lived token' });
    return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in ?? null };
  }

  profile(token: string, credential: Credential): Promise<ThreadsProfile> {
    return this.withToken('GET', '/me', token, { fields: 'id,username' }, credential, profileAnswer, 'the profile');
  }

  /** A text post: a container is created, then published; answers the published post's id. */
  async publish(accountId: string, token: string, text: string, credential: Credential): Promise<string> {
    const user = encodeURIComponent(accountId);
    const container = await this.withToken('POST', `/${user}/threads`, token, { media_type: 'TEXT', text }, credential, idAnswer, 'the post container');
    const published = await this.withToken('POST', `/${user}/threads_publish`, token, { creation_id: container.id }, credential, idAnswer, 'the published post');
    return published.id;
  }

  /** The account's posts since a moment, to find a post whose answer was lost. */
  async postsSince(accountId: string, token: string, since: Date, credential: Credential): Promise<ThreadsPost[]> {
    const parameters = { fields: 'id,text,timestamp', since: String(Math.floor(since.getTime() / 1000)), limit: '25' };
    const answer = await this.withToken('GET', `/${encodeURIComponent(accountId)}/threads`, token, parameters, credential, postsAnswer, 'the posts of the account');
    return answer.data.map((post) => ({ id: post.id, text: post.text ?? null, timestamp: post.timestamp }));
  }

  private withToken<Answer>(method: 'GET' | 'POST', path: string, token: string, parameters: Record<string, string>, credential: Credential, answer: z.ZodType<Answer>, what: string) {
    this.app();
    return this.call(method, `/${VERSION}${path}`, { ...parameters, access_token: token }, { answer, credential, secrets: [token], what });
  }
}
