import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { uuidv7 } from '../core/events/uuid-v7.js';
import { benchAbuse } from './abuse.bench.js';
import { benchAppRebuild } from './app-rebuild.bench.js';
import { benchAppends } from './append.bench.js';
import { benchCampaign } from './campaign.bench.js';
import { benchHttpRatio } from './http-ratio.bench.js';
import { type BenchSection, formatTable } from './bench-report.js';
import { benchDashboard, benchImportAlone } from './dashboard.bench.js';
import { benchImportFloor } from './import-floor.bench.js';
import { benchInstances } from './instances.bench.js';
import { benchSignupVisibility } from './visibility.bench.js';

const PARTS = ['appends', 'rebuild', 'visibility', 'abuse', 'http', 'instances', 'campaign', 'dashboard', 'import'] as const;
type Part = (typeof PARTS)[number];
/**
 * The dashboard part (100k subscribers, 1M events, several minutes) runs only when asked: BENCH_ONLY=dashboard.
 * So does the import part, the dashboard's CSV import figure alone (BENCH_ONLY=import).
 */
const DEFAULT_PARTS: readonly Part[] = PARTS.filter((part) => part !== 'dashboard' && part !== 'import');

const usage = `npm run bench -w backend -- [options]   (or the same as BENCH_EVENTS, BENCH_SIGNUPS, BENCH_RECIPIENTS, BENCH_SUBSCRIBERS, BENCH_REQUESTS, BENCH_ONLY, BENCH_COMPARE_IDS=1)
  --events=N       events for the rebuild and for the dashboard (default 1000000)
  --signups=N      measured signups for the visibility figures (default 1000; the instances part uses a fifth of it)
  --recipients=N   recipients of the campaign figure (default 100000)
  --subscribers=N  subscribers imported for the dashboard and import figures (default 100000)
  --requests=N     timed requests per dashboard read (default 300)
  --only=a,b       run only some of: ${PARTS.join(', ')} (default: all but dashboard and import)
  --http-turns=N   alternating turns per path of the HTTP ratio (default 3), --http-seconds=N each (default 5)
  --compare-ids    also append 1,000,000 events with random UUIDv4 ids and with UUIDv7 ids`;

/** Options also come from the environment: the root `npm run bench` does not forward arguments to the workspace. */
const parseOptions = () => {
  const environment = process.env;
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: environment.BENCH_EVENTS ?? '1000000' },
      signups: { type: 'string', default: environment.BENCH_SIGNUPS ?? '1000' },
      recipients: { type: 'string', default: environment.BENCH_RECIPIENTS ?? '100000' },
      subscribers: { type: 'string', default: environment.BENCH_SUBSCRIBERS ?? '100000' },
      requests: { type: 'string', default: environment.BENCH_REQUESTS ?? '300' },
      only: { type: 'string', default: environment.BENCH_ONLY ?? DEFAULT_PARTS.join(',') },
      'compare-ids': { type: 'boolean', default: environment.BENCH_COMPARE_IDS === '1' },
      'http-turns': { type: 'string', default: environment.BENCH_HTTP_TURNS ?? '3' },
      'http-seconds': { type: 'string', default: environment.BENCH_HTTP_SECONDS ?? '5' },
      help: { type: 'boolean', default: false },
    },
  });
  const only = values.only.split(',').map((part) => part.trim());
  const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
  const events = Number(values.events);
  const signups = Number(values.signups);
  const recipients = Number(values.recipients);
  const subscribers = Number(values.subscribers);
  const requests = Number(values.requests);
  const httpTurns = Number(values['http-turns']);
  const httpSeconds = Number(values['http-seconds']);
  const positive = (value: number) => Number.isInteger(value) && value >= 1;
  if (values.help || unknown.length > 0 || !Number.isInteger(events) || events < 100 || !positive(signups) || !positive(recipients) || !positive(subscribers) || !positive(requests) || requests < 10 || !positive(httpTurns) || !positive(httpSeconds)) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  return {
    parts: new Set(only as Part[]),
    events,
    signups,
    recipients,
    subscribers,
    requests,
    compareIds: values['compare-ids'],
    http: { turns: httpTurns, seconds: httpSeconds, connections: 10 },
  };
};

/** Every figure of the performance targets, measured on the embedded stores in fresh temporary folders. */
const main = async () => {
  const options = parseOptions();
  const dir = mkdtempSync(join(tmpdir(), 'ai-navigator-bench-'));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  const environment = {
    node: process.version,
    cpus: `${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}`,
    loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(2))),
    nodeFlags: process.execArgv.filter((flag) => flag.startsWith('--max') || flag.startsWith('--cpu')),
    stores: 'embedded (SQLite event store, SQLite read models, SQLite key store)',
  };
  const sections: BenchSection[] = [];
  let mixLine = '';
  const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
  try {
    if (options.parts.has('appends')) {
      progress('appends...');
      sections.push({ title: 'event store appends', rows: await benchAppends(dir) });
    }
    if (options.compareIds) {
      progress('id comparison (2 x 1,000,000 batched appends)...');
      const compare = { batchedOnly: true, batchCount: 1000 };
      sections.push({
        title: 'event id kind, 1,000,000 events into one store each',
        rows: [
          ...(await benchAppends(dir, { ...compare, newId: randomUUID, idLabel: 'random UUIDv4 ids' })),
          ...(await benchAppends(dir, { ...compare, newId: uuidv7, idLabel: 'UUIDv7 ids' })),
        ],
      });
    }
    if (options.parts.has('rebuild')) {
      progress(`rebuild: writing ${options.events} events through the EventLog, then rebuilding...`);
      const rebuild = await benchAppRebuild(dir, options.events);
      const share = (count: number) => `${((100 * count) / rebuild.written.total).toFixed(2)}%`;
      mixLine = Object.entries(rebuild.mix).map(([type, count]) => `${type} ${count} (${share(count)})`).join(', ');
      sections.push({
        title: 'read model rebuild',
        rows: rebuild.rows,
        details: {
          projections: rebuild.projections,
          eventMix: Object.fromEntries(Object.entries(rebuild.mix).map(([type, count]) => [type, { count, share: share(count) }])),
          eventsWithSealedPersonalData: rebuild.written.personal,
          writeThroughEventLogSeconds: Number(rebuild.written.seconds.toFixed(1)),
        },
      });
    }
    if (options.parts.has('visibility')) {
      progress(`visibility: ${options.signups} signups over HTTP...`);
      sections.push({ title: 'signup to visible, over HTTP', rows: await benchSignupVisibility(dir, options.signups) });
    }
    if (options.parts.has('abuse')) {
      progress('abuse: GET /api/tools latency under gzip bombs and wrong sign-ins (server in its own process)...');
      const abuse = await benchAbuse(dir);
      sections.push({ title: 'public reads under abuse, over HTTP', rows: abuse.rows, details: abuse.details });
    }
    if (options.parts.has('http')) {
      progress(`http ratio: app vs bare node:http, ${options.http.turns} alternating turns of ${options.http.seconds} s per path...`);
      const ratio = await benchHttpRatio(dir, options.http);
      sections.push({ title: 'public GETs, app vs a bare node:http server (same bytes, identity)', rows: ratio.rows, details: ratio.details });
    }
    if (options.parts.has('instances')) {
      sections.push({
        title: '1 and 2 app processes on one DATA_DIR (separate processes, started from source)',
        rows: await benchInstances(dir, Math.max(20, Math.round(options.signups / 5)), progress),
      });
    }
    if (options.parts.has('campaign')) {
      const campaign = await benchCampaign(dir, options.recipients, progress);
      sections.push({ title: 'newsletter campaign to the outbox', rows: campaign.rows, details: campaign.details });
    }
    if (options.parts.has('dashboard')) {
      progress(`dashboard: importing ${options.subscribers} subscribers over HTTP, writing up to ${options.events} events, then timing the dashboard reads...`);
      const dashboard = await benchDashboard(dir, { subscribers: options.subscribers, events: options.events, requests: options.requests });
      sections.push({ title: 'operator dashboard, over HTTP', rows: dashboard.rows, details: dashboard.details });
    }
    if (options.parts.has('import')) {
      progress(`import: ${options.subscribers} new rows over HTTP on a fresh data folder...`);
      const rows = await benchImportAlone(dir, options.subscribers);
      progress('import: the same rows as a straight loop over the same files (the floor), on one thread and on two...');
      sections.push({ title: 'CSV import alone, over HTTP', rows: [...rows, ...(await benchImportFloor(dir, options.subscribers))] });
    }
  } finally {
    cleanUp();
  }
  const loadAverageAtEnd = loadavg().map((load) => Number(load.toFixed(2)));
  console.log(JSON.stringify({ environment: { ...environment, loadAverageAtEnd }, sections }, null, 2));
  console.log();
  console.log(formatTable(sections));
  if (mixLine) console.log(`\nrebuild event mix: ${mixLine}`);
};

await main();
