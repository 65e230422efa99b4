import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServerProcess, stopServerProcess } from '../core/testing/server-process.js';
import type { BenchRow } from './bench-row.js';
import { round } from './stats.js';

const FRONTEND_SERVER_ENTRY = fileURLToPath(new URL('../../../frontend/dist/server/entry-server.js', import.meta.url));
const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
export const RATIO_PATHS = ['/api/tools', '/api/blog-posts', '/'];
const TARGET_RATIO = 0.8;

export type RatioOptions = { turns: number; seconds: number; connections: number };

/** Requests per second of one autocannon run: keep-alive connections, no Accept-Encoding (identity bytes). */
const requestsPerSecond = async (url: string, options: RatioOptions) => {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The public GETs' HTTP overhead: the app (its own process, production mode, embedded stores
 * under `dir`, the built frontend) against a bare node:http server (another process) answering the same bytes,
 * measured in one run with alternating turns so that both meet the same machine load.
 */
export async function benchHttpRatio(dir: string, options: RatioOptions): Promise<{ rows: BenchRow[]; details: Record<string, unknown> }> {
  if (!existsSync(FRONTEND_SERVER_ENTRY)) {
    throw new Error(`The HTTP ratio needs the frontend build (${FRONTEND_SERVER_ENTRY} is missing): run npm run build at the repository root first.`);
  }
  const app = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: join(dir, 'http-ratio'), ADMIN_PASSWORD: 'http-ratio-bench-password' });
  const { baseUrl } = app;
  let bare: ChildProcess | null = null;
  try {
    // For comparison, one cached public GET that still goes through Express and Nest (no target).
    const [firstTool] = (await (await fetch(`${baseUrl}/api/tools`)).json()) as { name: string }[];
    const throughNest = `/api/tools/${encodeURIComponent(firstTool?.name ?? 'none')}/enhanced`;
    const bodies = await Promise.all(
      [...RATIO_PATHS, throughNest].map(async (path, index) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
        const file = join(dir, `http-ratio-body-${index}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        writeFileSync(file, bytes);
        return { path, contentType: response.headers.get('content-type') ?? 'application/octet-stream', file, bytes: bytes.length };
      }),
    );
    const manifest = join(dir, 'http-ratio-bodies.json');
    writeFileSync(manifest, JSON.stringify(bodies));
    bare = spawn(process.execPath, [...process.execArgv, BARE_SERVER, manifest], { stdio: ['ignore', 'pipe', 'inherit'] });
    const barePort = await new Promise<number>((resolve, reject) => {
      bare?.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      bare?.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
    });
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const rows: BenchRow[] = [];
    const turns: Record<string, { app: number[]; bare: number[] }> = {};
    for (const { path, bytes } of bodies) {
      // One warm-up each: the app's first answer renders or compresses what later answers replay.
      await requestsPerSecond(`${baseUrl}${path}`, { ...options, seconds: 1 });
      await requestsPerSecond(`${bareUrl}${path}`, { ...options, seconds: 1 });
      const measured = { app: [] as number[], bare: [] as number[] };
      for (let turn = 0; turn < options.turns; turn++) {
        process.stderr.write(`[bench] http ratio ${path}: turn ${turn + 1} of ${options.turns}\n`);
        measured.app.push(await requestsPerSecond(`${baseUrl}${path}`, options));
        measured.bare.push(await requestsPerSecond(`${bareUrl}${path}`, options));
      }
      turns[path] = measured;
      const appRate = median(measured.app);
      const bareRate = median(measured.bare);
      const ratio = round(appRate / bareRate, 2);
      const onEdge = path !== throughNest;
      rows.push(
        { name: `GET ${path} (${bytes.toLocaleString('en-US')} bytes), app${onEdge ? '' : ' through Express and Nest'}`, value: Math.round(appRate), unit: 'req/s', target: '', met: null },
        { name: `GET ${path}, bare node:http, same bytes`, value: Math.round(bareRate), unit: 'req/s', target: '', met: null },
        { name: `GET ${path}, app / bare`, value: ratio, unit: 'ratio', target: onEdge ? `>= ${TARGET_RATIO}` : '', met: onEdge ? ratio >= TARGET_RATIO : null },
      );
    }
    return { rows, details: { connections: options.connections, secondsPerTurn: options.seconds, turns } };
  } finally {
    if (bare) await stopServerProcess(bare);
    await stopServerProcess(app.child);
  }
}
