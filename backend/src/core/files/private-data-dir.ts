import { chmodSync, type Dirent, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Nothing the app creates is for group or others: folders 0700, files 0600. */
const OWNER_ONLY_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes DATA_DIR private to the user the app runs as, whatever umask it was started with. The stores
 * hold personal data in clear (read models, the outbox's mails and their 90-day links), so:
 * - the process umask becomes 077 before any store opens, so every file and folder the app creates
 *   from here on (SQLite files with their -wal and -shm, outbox mails, generated images, secrets) is
 *   owner-only; SQLite gives -wal and -shm the database file's mode;
 * - DATA_DIR is created 0700;
 * - anything already there with group or other bits (a data folder from an earlier version) loses
 *   them, owner bits kept, symbolic links left alone.
 * Answers a line for the start-up log when it had to tighten something: counts only, never a path
 * (file names in the outbox carry message keys, and a path may name a person).
 */
export const makeDataDirPrivate = (dataDir: string): string | null => {
  // A worker thread cannot change the umask; the explicit modes below and on the outbox still hold.
  if (isMainThread) process.umask(OWNER_ONLY_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  let refused = 0;
  const tighten = (path: string) => {
    // Another instance on the folder may have just renamed or removed it (an outbox mail being written).
    const mode = lstatSync(path, { throwIfNoEntry: false })?.mode;
    if (mode === undefined || (mode & GROUP_AND_OTHERS) === 0) return;
    try {
      chmodSync(path, mode & 0o700);
      tightened++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      // Owned by another user: only that user (or root) can change it.
      refused++;
    }
  };
  const visit = (folder: string) => {
    tighten(folder);
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else tighten(path);
    }
  };
  visit(dataDir);
  if (tightened === 0 && refused === 0) return null;
  return (
    `DATA_DIR was readable by other users: made ${tightened} of its files and folders owner-only (files 0600, folders 0700)` +
    (refused > 0 ? `; ${refused} could not be changed (owned by another user) and need fixing by hand` : '') +
    '.'
  );
};
