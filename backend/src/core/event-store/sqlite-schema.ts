import type { EventMetadata, RecordedEvent } from '../events/event.js';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';

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

/** Opens (and creates when missing) the event database with the pragmas every SQLite file of the app gets. */
export const openEventDatabase = (filePath: string, busyTimeoutMs: number): SqliteDatabase => {
  const file = openSqliteDatabase(filePath, { busyTimeoutMs });
  file.database.exec(schema);
  return file;
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
