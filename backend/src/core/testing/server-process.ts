import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Variables that would point a spawned server elsewhere than a fresh embedded data folder. */
const INHERITED_BUT_UNWANTED = ['EVENTSTORE_URL', 'MONGODB_URL', 'APP_SECRET', 'INIT_CWD', 'PUBLIC_URL', 'TRUST_PROXY'];

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

export type ServerProcess = { child: ChildProcess; baseUrl: string; stderr: () => string };

/**
 * Runs the real server (src/main.ts, from source) in its own process on a free port, as an operator
 * would, and resolves once GET /api/tools answers 200.
 */
export const startServerProcess = async (environment: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> => {
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_BUT_UNWANTED) delete inherited[name];
  const child = spawn(process.execPath, ['--no-warnings', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: backendDirectory,
    env: { ...inherited, ...environment, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${baseUrl}/api/tools`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, stderr: () => stderr };
};

/** Sends SIGTERM and answers the exit code (null when a signal ended it). */
export const stopServerProcess = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
