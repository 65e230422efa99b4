import { performance } from 'node:perf_hooks';
import type { BenchRow } from './bench-row.js';
import { round } from './stats.js';
import { IMPORT_CHUNK_ROWS } from '../contract/subscribers.vocabulary.js';

const targetRowsPerSecond = 20_000;

export type ImportClient = { post(path: string, body: unknown): Promise<{ status: number; body: unknown }> };

type ImportAnswer = { created: number; duplicates: number; skipped: number };

const rowsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => ({
    email: `imported-${from + offset}@example.com`,
    frequency: (from + offset) % 5 === 0 ? 'daily' : 'weekly',
    interests: ['business'],
    source: 'facebook-ads',
  }));

/**
 * Imports `rows` addresses through POST /api/subscribers/bulk in chunks, one after another as the
 * dashboard does; each answer arrives once the subscriber list shows the chunk. Then sends the first
 * chunk again (a retry) and checks that it creates nothing. Rows per second over the whole import.
 */
export async function benchImport(client: ImportClient, rows: number): Promise<BenchRow[]> {
  let created = 0;
  const started = performance.now();
  for (let from = 0; from < rows; from += IMPORT_CHUNK_ROWS) {
    const answer = await client.post('/api/subscribers/bulk', { subscribers: rowsOf(from, Math.min(IMPORT_CHUNK_ROWS, rows - from)) });
    if (answer.status !== 201) throw new Error(`POST /api/subscribers/bulk answered ${answer.status}`);
    created += (answer.body as ImportAnswer).created;
  }
  const seconds = (performance.now() - started) / 1000;
  if (created !== rows) throw new Error(`The import created ${created} subscribers of ${rows} rows`);
  const retried = performance.now();
  const retry = await client.post('/api/subscribers/bulk', { subscribers: rowsOf(0, Math.min(IMPORT_CHUNK_ROWS, rows)) });
  const retrySeconds = (performance.now() - retried) / 1000;
  const again = retry.body as ImportAnswer;
  if (retry.status !== 201 || again.created !== 0) throw new Error('A retried chunk created subscribers again');
  const rate = rows / seconds;
  return [
    { name: `CSV import, ${rows} new rows in chunks of ${IMPORT_CHUNK_ROWS} (answered when listed)`, value: Math.round(rate), unit: 'rows/s', target: `> ${targetRowsPerSecond}`, met: rate > targetRowsPerSecond },
    { name: `the same chunk retried (${Math.min(IMPORT_CHUNK_ROWS, rows)} duplicates)`, value: round(retrySeconds * 1000, 1), unit: 'ms', target: '-', met: null },
  ];
}
