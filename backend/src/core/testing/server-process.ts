import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const STARTUP_TIMEOUT_MS = 60_000;

/** Variables of the test's own environment that would point a spawned server elsewhere than a fresh embedded data folder. */
const INHERITED_BUT_UNWANTED = ['EVENTSTORE_URL', 'MONGODB_URL', 'APP_SECRET', 'INIT_CWD', 'PUBLIC_URL', 'TRUST_PROXY', 'DATA_DIR'];

/** A TCP port that was free a moment ago on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Polls GET /api/tools until it answers 200; fails early if the process exits, or after the timeout. */
export const waitUntilAnswering = async (baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = STARTUP_TIMEOUT_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    if ((await fetch(`${baseUrl}/api/tools`).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The app server did not answer GET /api/tools within ${timeoutMs} ms:\n${output()}`);
};

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  pid: number;
  /** The tail of what the process printed (stdout and stderr). */
  output: () => string;
  exited: Promise<Exit>;
  /** Sends a signal (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<Exit>;
};

export type ServerProcessOptions = {
  /** `source` runs src/main.ts through swc (no build needed); `dist` runs the built backend/dist/main.js. */
  entry?: 'source' | 'dist';
  timeoutMs?: number;
};

/**
 * Runs the real server in its own process on a free port, as an operator would, and resolves once
 * GET /api/tools answers 200. `environment` is added to the test's own (minus what would point the
 * server at other stores); PORT is chosen here.
 */
export const startServerProcess = async (environment: Record<string, string>, options: ServerProcessOptions = {}): Promise<ServerProcess> => {
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_BUT_UNWANTED) delete inherited[name];
  const args = options.entry === 'dist' ? [join(backendDirectory, 'dist', 'main.js')] : ['--no-warnings', '--import', '@swc-node/register/esm-register', 'src/main.ts'];
  const child = spawn(process.execPath, args, { cwd: backendDirectory, env: { ...inherited, ...environment, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    // Keep only the tail: enough to explain a failure without growing without bound.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<Exit> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const forced = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(forced);
      return result;
    }
    return exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(baseUrl, child, () => output, options.timeoutMs);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { child, baseUrl, pid: child.pid!, output: () => output, exited, stop };
};

/** Sends SIGTERM and answers the exit code (null when a signal ended it). */
export const stopServerProcess = async (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
