import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApplication, listen } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import type { BenchRow } from './bench-row.js';
import { percentile, round } from './stats.js';

const warmUpSignups = 50;
const p99TargetMs = 50;

type SignupTimes = { postMs: number; visibleMs: number };

/** One visitor signing up, then reading their preferences with the link token the answer gave. */
const signUpAndRead = async (baseUrl: string, index: number): Promise<SignupTimes> => {
  const email = `bench-${index}-${randomBytes(4).toString('hex')}@example.com`;
  const body = JSON.stringify({ email, frequency: 'weekly', interests: ['ai-writing', 'ai-code'], source: 'bench' });
  const sent = performance.now();
  const created = await fetch(`${baseUrl}/api/subscribers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (created.status !== 201) throw new Error(`POST /api/subscribers answered ${created.status}`);
  const { token } = (await created.json()) as { token: string };
  const answered = performance.now();
  const read = await fetch(`${baseUrl}/api/subscribers/email/${encodeURIComponent(email)}`, { headers: { 'X-Subscriber-Token': token } });
  if (read.status !== 200) throw new Error(`GET /api/subscribers/email/:email answered ${read.status} right after the signup`);
  const preferences = (await read.json()) as { frequency: string };
  if (preferences.frequency !== 'weekly') throw new Error('The new subscriber reads back with other preferences');
  return { postMs: answered - sent, visibleMs: performance.now() - sent };
};

/**
 * Starts the whole application (embedded stores under `dir`, HTTP on a random port) and signs up
 * `signups` visitors one after another through POST /api/subscribers. Visible means the follow-up
 * GET /api/subscribers/email/:email with the answer's X-Subscriber-Token returned 200: the time runs
 * from sending the POST to that GET's answer. The first requests warm the app up and are not counted.
 */
export async function benchSignupVisibility(dir: string, signups: number): Promise<BenchRow[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: join(dir, 'visibility'),
    APP_SECRET: randomBytes(32).toString('hex'),
    // Set, so the app does not generate one and print it.
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    // Every signup comes from this one process: the per-client signup limit would stop the run at 30.
    SIGNUP_RATE_LIMIT: '0',
  });
  const application = await createApplication(await createCore(config), { logger: false });
  try {
    await listen(application, 0, '127.0.0.1');
    const { port } = application.app.getHttpServer().address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let index = 0; index < warmUpSignups; index++) await signUpAndRead(baseUrl, -index - 1);
    const times: SignupTimes[] = [];
    for (let index = 0; index < signups; index++) times.push(await signUpAndRead(baseUrl, index));
    const posts = times.map((time) => time.postMs).sort((left, right) => left - right);
    const visible = times.map((time) => time.visibleMs).sort((left, right) => left - right);
    const row = (name: string, value: number, target: number | null): BenchRow => ({
      name,
      value: round(value, 2),
      unit: 'ms',
      target: target === null ? '-' : `< ${target}`,
      met: target === null ? null : value < target,
    });
    return [
      row(`signup POST answered (already visible to its own writer), p50 of ${signups}`, percentile(posts, 0.5), null),
      row(`signup POST answered, p99 of ${signups}`, percentile(posts, 0.99), null),
      row(`signup to visible (POST sent -> GET preferences 200), p50 of ${signups}`, percentile(visible, 0.5), null),
      row(`signup to visible (POST sent -> GET preferences 200), p99 of ${signups}`, percentile(visible, 0.99), p99TargetMs),
    ];
  } finally {
    await application.close();
  }
}
