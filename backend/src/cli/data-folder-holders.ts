import { readdir, readlink } from 'node:fs/promises';

/** SQLite keeps these beside a WAL-mode database while it is open. */
const SQLITE_COMPANION_SUFFIXES = ['', '-wal', '-shm'];

/**
 * Process ids (other than this one) that have any of the given SQLite files open, found through
 * /proc/<pid>/fd on Linux. Processes of other users cannot be inspected and are not reported.
 * Answers null where this cannot be checked (other systems), so callers can say so.
 */
export const findOtherProcessesHolding = async (databaseFiles: readonly string[], procRoot = '/proc'): Promise<number[] | null> => {
  if (process.platform !== 'linux') return null;
  const targets = new Set(databaseFiles.flatMap((file) => SQLITE_COMPANION_SUFFIXES.map((suffix) => file + suffix)));
  let entries: string[];
  try {
    entries = await readdir(procRoot);
  } catch {
    return null;
  }
  const holders: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (await holdsAny(`${procRoot}/${entry}/fd`, targets)) holders.push(Number(entry));
  }
  return holders;
};

const holdsAny = async (descriptorFolder: string, targets: ReadonlySet<string>): Promise<boolean> => {
  let descriptors: string[];
  try {
    descriptors = await readdir(descriptorFolder);
  } catch {
    // Gone meanwhile, or another user's process.
    return false;
  }
  for (const descriptor of descriptors) {
    try {
      if (targets.has(await readlink(`${descriptorFolder}/${descriptor}`))) return true;
    } catch {
      // The descriptor closed between the listing and the read.
    }
  }
  return false;
};
