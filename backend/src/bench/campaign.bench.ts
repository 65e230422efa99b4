import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedNewsletter } from '../features/email/testing/seed-newsletter.js';
import type { BenchRow } from './bench-row.js';
import { round } from './stats.js';

const targetRecipientsPerSecond = 2000;
const targetPeakRssMb = 150;
const backendDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type ChildResult = { recipients: number; seconds: number; peakRss: number; rssBefore: number };

const run = (command: string, args: string[], environment: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: backendDirectory, env: { ...process.env, ...environment }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

/** The app as it runs in production, compiled (running TypeScript through a loader would add its own memory). */
const CHILD = ['dist/bench/campaign-bench-child.js'];

/**
 * How `npm start` runs the server, read from backend/package.json's `serve` script
 * (`[NAME=value ...] node <options> dist/main.js`): the environment it sets and the Node options, so
 * the measured process has the memory settings production has.
 */
export const productionLaunch = (): { environment: Record<string, string>; nodeOptions: string[] } => {
  const { scripts } = JSON.parse(readFileSync(join(backendDirectory, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = (scripts['serve'] ?? '').trim().split(/\s+/);
  const assignments = words.slice(0, Math.max(0, words.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word))));
  const [command, ...rest] = words.slice(assignments.length);
  if (command !== 'node' || rest.at(-1) !== 'dist/main.js') throw new Error(`backend/package.json "serve" is not "[NAME=value ...] node <options> dist/main.js": ${scripts['serve']}`);
  const environment = Object.fromEntries(assignments.map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]));
  return { environment, nodeOptions: rest.slice(0, -1) };
};

const runChild = async (dataDir: string, password: string, prepare: boolean): Promise<ChildResult | null> => {
  const { environment, nodeOptions } = productionLaunch();
  const { code, stdout, stderr } = await run(process.execPath, [...nodeOptions, ...CHILD, dataDir, password, ...(prepare ? ['--prepare'] : [])], environment);
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`The campaign bench child failed (${code}):\n${stderr}`);
  if (prepare) return null;
  if (!line.startsWith('{')) throw new Error(`The campaign bench child printed no result:\n${stdout}\n${stderr}`);
  return JSON.parse(line) as ChildResult;
};

/**
 * A newsletter to `recipients` daily subscribers through the real send process (eligibility check,
 * batches recorded in flight, one keyed .eml file per recipient, outcomes recorded), in a process of
 * its own so its RSS is the app's alone. The subscribers and the approved draft are written first,
 * through the event log; the app then starts on them (projections caught up) before the clock starts.
 */
export async function benchCampaign(dir: string, recipients: number, progress: (message: string) => void): Promise<{ rows: BenchRow[]; details: Record<string, unknown> }> {
  const dataDir = join(dir, 'campaign');
  const password = randomBytes(18).toString('base64url');
  progress(`campaign: writing ${recipients} subscribers and an approved draft...`);
  await seedNewsletter(dataDir, recipients, password);
  progress('campaign: compiling the backend (npm run build -w backend)...');
  const build = await run(process.execPath, ['../node_modules/@swc/cli/bin/swc.js', 'src', '-d', 'dist', '--strip-leading-paths', '--copy-files']);
  if (build.code !== 0) throw new Error(`The build failed:\n${build.stderr}`);
  progress('campaign: a first start builds the read models (as a server that ran before)...');
  await runChild(dataDir, password, true);
  progress('campaign: starting the app again and sending...');
  const result = (await runChild(dataDir, password, false))!;
  const files = readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml') && !name.startsWith('.')).length;
  if (result.recipients !== recipients || files !== recipients) throw new Error(`The campaign reached ${files} of ${recipients} recipients`);
  const perSecond = recipients / result.seconds;
  const peakMb = result.peakRss / 1024 / 1024;
  return {
    rows: [
      { name: `recipients to the outbox per second, ${recipients.toLocaleString('en-US')}-recipient campaign`, value: round(perSecond, 0), unit: 'recipients/s', target: `> ${targetRecipientsPerSecond}`, met: perSecond > targetRecipientsPerSecond },
      { name: 'peak RSS of the app process during the campaign', value: round(peakMb, 1), unit: 'MB', target: `< ${targetPeakRssMb}`, met: peakMb < targetPeakRssMb },
    ],
    details: { seconds: round(result.seconds, 2), rssBeforeCampaignMb: round(result.rssBefore / 1024 / 1024, 1), outboxFiles: files, launch: productionLaunch() },
  };
}
