import type { QueryClient } from '@tanstack/react-query';
import { httpFailure } from '../../shared/http-failure';
import { forgetOnSessionEnd } from '../../shared/session-end';
import { createSessionState } from '../../shared/session-state';
import { importSubscribers } from '../api/import-subscribers';
import { SUBSCRIBERS_QUERY_KEY } from '../api/subscribers-query-key';
import { IMPORT_CHUNK_ROWS } from '@contract/subscribers.vocabulary';
import type { ImportSettings } from '../schemas/csv-import.schema';

type ImportProgress = {
  fileName: string;
  emails: readonly string[];
  settings: ImportSettings;
  skippedLines: number;
  /** Rows of the chunks the server confirmed; a retry starts here. */
  sent: number;
  created: number;
  duplicates: number;
  /** Rows the server left alone: the address unsubscribed, and an import never subscribes it again. */
  unsubscribed: number;
};

export type CsvImportState = { phase: 'idle' } | ({ phase: 'running' | 'done' } & ImportProgress) | ({ phase: 'failed'; reason: string } & ImportProgress);

/**
 * The running import lives outside the panel, so it goes on (and its progress stays visible) when
 * the admin opens another tab and comes back. A failed chunk stops the import; a retry resends
 * from that chunk, which is safe: an address the server already took counts as a duplicate.
 */
const importState = createSessionState<CsvImportState>({ phase: 'idle' });
/** Bumped to stop a loop: a reset or a new import makes the old loop's results irrelevant. */
let generation = 0;
const publish = importState.set;

const run = async (progress: ImportProgress, queryClient: QueryClient) => {
  const mine = ++generation;
  let current = progress;
  publish({ phase: 'running', ...current });
  while (current.sent < current.emails.length) {
    const rows = current.emails.slice(current.sent, current.sent + IMPORT_CHUNK_ROWS).map((email) => ({ email, ...current.settings }));
    try {
      const result = await importSubscribers(rows);
      if (mine !== generation) return;
      current = { ...current, sent: current.sent + rows.length, created: current.created + result.created, duplicates: current.duplicates + result.duplicates, unsubscribed: current.unsubscribed + result.skipped };
      publish({ phase: 'running', ...current });
    } catch (error) {
      if (mine !== generation) return;
      publish({ phase: 'failed', reason: httpFailure(error), ...current });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
      throw error;
    }
  }
  publish({ phase: 'done', ...current });
  await queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY });
};

type StartInput = { fileName: string; emails: readonly string[]; skippedLines: number; settings: ImportSettings };

/** Imports every address with the settings, chunk by chunk; rejects when a chunk fails (the state says how far it got). */
export const startCsvImport = (input: StartInput, queryClient: QueryClient) =>
  run({ ...input, sent: 0, created: 0, duplicates: 0, unsubscribed: 0 }, queryClient);

/** Resumes a failed import at the chunk that failed. */
export const retryCsvImport = (queryClient: QueryClient) => {
  const state = importState.get();
  if (state.phase !== 'failed') return Promise.resolve();
  const { phase: _phase, reason: _reason, ...progress } = state;
  return run(progress, queryClient);
};

export const resetCsvImport = () => {
  generation++;
  importState.reset();
};

// Also stops a running loop, which the store's own reset at the session's end would not.
forgetOnSessionEnd(resetCsvImport);

export const useCsvImport = importState.useValue;
