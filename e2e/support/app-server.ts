import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOutbox, type OutboxEntry } from '../../backend/src/core/mail/eml-reader.js';
import { freePort, waitUntilAnswering } from '../../backend/src/core/testing/server-process.js';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BACKEND_ENTRY = join(REPOSITORY_ROOT, 'backend', 'dist', 'main.js');
const FRONTEND_SERVER_ENTRY = join(REPOSITORY_ROOT, 'frontend', 'dist', 'server', 'entry-server.js');
const POLL_INTERVAL_MS = 100;

export const E2E_ADMIN_PASSWORD = 'browser-tests-admin-password';

/**
 * Variables that would point the server at real third-party services or another public address.
 * The browser tests run the offline set-up: outbox mail, embedded SQLite, no analytics ids.
 */
const OUTSIDE_WORLD_VARIABLES = [
  'PUBLIC_URL',
  'GA_MEASUREMENT_ID',
  'META_PIXEL_ID',
  'SENDGRID_API_KEY',
  'OPENAI_API_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GMAIL_CONTACT_ADDRESS',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_GRAPH_URL',
  'THREADS_APP_ID',
  'THREADS_APP_SECRET',
  'THREADS_GRAPH_URL',
  'EVENTSTORE_URL',
  'MONGODB_URL',
  'APP_SECRET',
  'INIT_CWD',
] as const;

export type AppServer = {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  /** Every mail written so far, oldest first. */
  readOutbox: () => Promise<OutboxEntry[]>;
  /** Waits for a mail to `recipient` whose text matches `pattern`, and answers the first match. */
  waitForMail: (recipient: string, pattern: RegExp, timeoutMs?: number) => Promise<OutboxEntry>;
  /** How many lines the server has written to stdout and stderr so far, and the last 20,000 characters of them. */
  log: () => { lines: number; tail: string };
  stop: () => Promise<void>;
};

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export const assertBuilt = () => {
  const missing = [BACKEND_ENTRY, FRONTEND_SERVER_ENTRY].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(`Browser tests need the built app; missing ${missing.join(', ')}: run npm run build first (at the repository root).`);
  }
};

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const mailMatches = (mail: OutboxEntry, recipient: string, pattern: RegExp) =>
  (mail.headers.to ?? '').toLowerCase().includes(recipient.toLowerCase()) && pattern.test(mail.text);

/**
 * Starts `node backend/dist/main.js` on a free port with an empty data folder of its own.
 * `variables` adds configuration (tag ids, contact addresses) on top of the offline set-up.
 */
export const startAppServer = async (variables: Record<string, string> = {}): Promise<AppServer> => {
  assertBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'ai-navigator-e2e-'));
  const outboxDir = join(dataDir, 'outbox');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of OUTSIDE_WORLD_VARIABLES) delete environment[name];
  Object.assign(environment, {
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // Email links must point at this very server so a test can open them in the browser.
    PUBLIC_URL: baseUrl,
    // Every browser of the suite comes from 127.0.0.1: the beacon's per-client limit would soon refuse them (tested in backend/src/e2e).
    BEACON_RATE_LIMIT: '0',
    ...variables,
  });

  const child = spawn(process.execPath, [BACKEND_ENTRY], { cwd: REPOSITORY_ROOT, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let lines = 0;
  const collect = (chunk: Buffer) => {
    // Keep only the tail: enough to explain a failed start without growing without bound.
    const text = chunk.toString('utf8');
    output = (output + text).slice(-20_000);
    lines += text.split('\n').length - 1;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      // A server stuck in shutdown must not hang the run; the timer is cleared so it holds nothing open.
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  const waitForMail = async (recipient: string, pattern: RegExp, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await readOutbox(outboxDir)).find((mail) => mailMatches(mail, recipient, pattern));
      if (found) return found;
      await delay(POLL_INTERVAL_MS);
    }
    const subjects = (await readOutbox(outboxDir)).map((mail) => `${mail.headers.to}: ${mail.headers.subject}`);
    throw new Error(`No mail to ${recipient} matching ${pattern} within ${timeoutMs} ms; outbox holds: ${JSON.stringify(subjects)}`);
  };

  return { baseUrl, dataDir, outboxDir, readOutbox: () => readOutbox(outboxDir), waitForMail, log: () => ({ lines, tail: output }), stop };
};

/** The first link in a mail's text that starts with `prefix` (for example `${baseUrl}/unsubscribe`). */
export const linkFromMail = (mail: OutboxEntry, prefix: string): string => {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S*`).exec(mail.text);
  if (!match) throw new Error(`The mail "${mail.headers.subject}" holds no link starting with ${prefix}`);
  return match[0];
};
