import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { EventMetadata, RecordedEvent } from '../events/event.js';

/** One row of the `events` table, as better-sqlite3 returns it (integers as numbers). */
export type EventRow = {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
};

/**
 * `position` is the rowid alias and is assigned by the writer inside an IMMEDIATE transaction,
 * so positions are committed in order and readers never observe a gap.
 */
const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    id       TEXT    NOT NULL UNIQUE,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    type     TEXT    NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    UNIQUE (stream, revision)
  );
`;

/** Opens (and creates when missing) the event database with the pragmas the store relies on. */
export const openEventDatabase = (filePath: string, busyTimeoutMs: number): Database.Database => {
  if (filePath !== ':memory:') {
    mkdirSync(dirname(filePath), { recursive: true });
  }
  const database = new Database(filePath, { timeout: busyTimeoutMs });
  // WAL + NORMAL: a commit is in the OS page cache before the call returns, so it survives
  // a killed process (not a power cut); fsync happens only at checkpoints, which keeps appends fast.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  database.exec(schema);
  return database;
};

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  type: row.type,
  stream: row.stream,
  revision: row.revision,
  position: row.position,
  data: JSON.parse(row.data) as Record<string, unknown>,
  metadata: JSON.parse(row.metadata) as EventMetadata,
});
