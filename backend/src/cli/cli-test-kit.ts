import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Core, createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { subscriberStream } from '../features/subscribers/subscriber.events.js';

const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** A folder standing for where the operator typed the npm command; the data lives in its `data` subfolder. */
export const makeWorkingFolder = (): string => mkdtempSync(join(tmpdir(), 'cli-'));

/** Opens a core on `<folder>/data` the way the server would (engine not started), with `environment` added to its configuration. */
export const openDataCore = async (folder: string, environment: Record<string, string> = {}): Promise<Core> =>
  createCore(loadConfig({ DATA_DIR: join(folder, 'data'), ...environment }));

/**
 * Appends one signup plus `preferenceChanges` preference changes per subscriber, in one append per
 * stream (fast even for thousands of events). Answers the subscriber ids and their emails.
 */
export const appendSubscribers = async (core: Core, count: number, preferenceChanges = 0): Promise<{ id: string; email: string }[]> => {
  const subscribers: { id: string; email: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = `0193b7a2-0000-7000-8000-${String(index + 1).padStart(12, '0')}`;
    const email = `reader${index}@example.com`;
    const signup = {
      type: 'SubscriberSubscribed',
      data: { subscriberId: id, email, frequency: 'weekly', interests: ['video'], customInterests: 'podcasts', source: 'home' },
    };
    const changes = Array.from({ length: preferenceChanges }, (_, change) => ({
      type: 'SubscriberPreferencesChanged',
      data: { subscriberId: id, frequency: change % 2 === 0 ? 'daily' : 'weekly', interests: [], customInterests: null },
    }));
    const withNulls = { ...signup, data: { ...signup.data, leadMagnet: null, utmSource: null, utmMedium: null, utmCampaign: null } };
    await core.log.append(subscriberStream(id), [withNulls, ...changes], 'no_stream', {
      actor: 'visitor',
      now: new Date('2025-05-01T10:00:00.000Z'),
      correlationId: `correlation-${index}`,
    });
    subscribers.push({ id, email });
  }
  return subscribers;
};

/**
 * Runs the real CLI as `npm run cli -w backend` does (cwd backend/), with INIT_CWD set to the folder
 * the operator typed the command in and a relative DATA_DIR, so the resolution against INIT_CWD is tested.
 */
export const runCliProcess = (folder: string, args: string[], extraEnvironment: Record<string, string> = {}): Promise<CliRun> => {
  const environment: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: folder, DATA_DIR: './data', ...extraEnvironment };
  for (const name of ['EVENTSTORE_URL', 'MONGODB_URL', 'APP_SECRET', 'KEY_ENCRYPTION_KEYS', 'KEY_ENCRYPTION_KEYS_FILE']) if (!(name in extraEnvironment)) delete environment[name];
  const child = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', 'src/cli/main.ts', ...args], {
    cwd: backendDirectory,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
};
