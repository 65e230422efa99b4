import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from '../core/testing/server-process.js';

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
  /** SIGKILL: no shutdown hook runs, no buffer is flushed; the process is gone when this resolves. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
};

/** The real server (src/main.ts) in a child process on a data folder, with a way to kill it mid-flight. */
export const startAppProcess = async (dataDir: string, environment: Record<string, string> = {}): Promise<AppProcess> => {
  const server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, ...environment }, { timeoutMs: 120_000 });
  return {
    baseUrl: server.baseUrl,
    child: server.child,
    async kill9() {
      await server.stop('SIGKILL');
    },
    async stop() {
      await server.stop();
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
