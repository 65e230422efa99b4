import type { AppConfig } from '../config/app-config.js';
import { findOtherProcessesHolding } from './data-folder-holders.js';
import { embeddedDatabaseFiles } from './open-core.js';
import type { CliOutput } from './projections-command.js';

/**
 * A server keeps the live generation it loaded in memory: a rebuild swapped underneath it drops the
 * collections it reads and writes, so its reads of those projections fail until it restarts.
 * Answers whether the rebuild may go ahead; warns (or explains the refusal) on stderr.
 */
export const mayRebuild = async (config: AppConfig, force: boolean, stderr: CliOutput): Promise<boolean> => {
  const holders = await findOtherProcessesHolding(embeddedDatabaseFiles(config));
  if (holders === null) {
    stderr.write('Note: cannot check for a running server on this system; stop it before rebuilding (see npm run rebuild -- --help).\n');
    return true;
  }
  if (holders.length === 0) return true;
  const who = `Process${holders.length === 1 ? '' : 'es'} ${holders.join(', ')}`;
  const problem =
    `${who} ${holders.length === 1 ? 'has' : 'have'} the databases in ${config.DATA_DIR} open (a running server?). ` +
    'A rebuild switches the live generation under it and drops the old one: its reads of the rebuilt projections ' +
    'then fail until it is restarted.';
  if (force) {
    stderr.write(`Warning: ${problem} Going ahead (--force); restart that process afterwards.\n`);
    return true;
  }
  stderr.write(`${problem}\nStop it first, rebuild from the running server's admin panel, or run again with --force and restart it afterwards.\n`);
  return false;
};
