import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nobody listens on right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Polls `check` until it answers true, or fails after the deadline: waiting on a condition, not a timer. */
export const waitUntil = async (check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000, everyMs = 20): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};

export type AppProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, for the failure message of a test. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, no buffer is flushed; the process is gone when this resolves. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

/**
 * The real server (src/main.ts) in a child process on a data folder, as `npm run dev` starts it.
 * Resolves once it answers HTTP.
 */
export const startAppProcess = async (dataDir: string, environment: Record<string, string> = {}): Promise<AppProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: backendDirectory,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, INIT_CWD: dataDir, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`The app exited during start:\n${output}`);
      try {
        return (await fetch(`${baseUrl}/api/admin/me`)).status === 401;
      } catch {
        return false;
      }
    },
    'the app to answer HTTP',
    90_000,
    50,
  );
  return {
    baseUrl,
    child,
    output: () => output,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** A signed-in admin for a child app: the session cookie, kept by hand (fetch keeps none). */
export const adminClient = async (app: AppProcess, password: string) => {
  const login = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in failed with ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method: 'GET' | 'POST', path: string, body?: unknown) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
};
