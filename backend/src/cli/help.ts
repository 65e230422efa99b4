import type { CommandName } from './arguments.js';
import { DEFAULT_EVENTS_LIMIT } from './arguments.js';

const overview = (projectionNames: readonly string[]) => `AI Navigator operator commands (run at the repository root)

  npm run rebuild [-- <projection>]                rebuild one or all read models, blue/green
  npm run projections [-- --json]                  each projection's generation, state, position and lag
  npm run events -- <stream> [--json]              one stream's events, personal data decrypted
  npm run events -- --all [--from N] [--limit N]   the global event log, in order
  npm run rotate-keys [-- --json]                  rewrap every data key under the newest key-encryption key, retire the old ones

Projections: ${projectionNames.join(', ')}
Configuration comes from the same environment as the server (DATA_DIR, EVENTSTORE_URL, MONGODB_URL, APP_SECRET, KEY_ENCRYPTION_KEYS);
a relative DATA_DIR is taken from the folder the npm command was typed in.
Exit codes: 0 done, 1 failure (bad configuration, no such data or stream, rebuild failed), 2 wrong usage.
More: npm run <command> -- --help`;

const rebuildHelp = (projectionNames: readonly string[]) => `npm run rebuild [-- <projection>]

Rebuilds one projection or, without a name, all of them together from one read of the event log
(projections: ${projectionNames.join(', ')}). Each is built as a new generation from position 0 beside
the live one, which keeps serving until the new one has caught up; then the stored live generation is
switched to the new one and the old generation's collections are dropped (after a short grace period,
so that every instance has switched). Progress goes to stderr, a summary to stdout.

Projections run in the one instance that holds the projections lease. If a server holds it, this
command asks that server to rebuild (through the read-model store) and follows its progress; every
server instance switches to the new generation when it is done. If none does, this process takes the
lease, keeps all projections fed meanwhile, rebuilds, and releases the lease when it ends; a server
that starts meanwhile follows it. Use the same DATA_DIR, EVENTSTORE_URL, MONGODB_URL and APP_SECRET as
the servers.`;

const projectionsHelp = `npm run projections [-- --json]

One row per projection: name, fold version, live generation, state, position, head of the event log,
lag (head - position), pending (events after the position that this projection reads, counted up to
100,000; "+" when there are more) and last error. Read by this command from the stored checkpoints, without
running the projections: a running server may be slightly ahead (checkpoints of events that changed
no document are written in batches), and its in-memory failures show in the admin panel, not here.
States: current (stored generation made by the current fold), outdated (the fold's version changed:
the server rebuilds it at start, or run npm run rebuild), failed.
--json prints the engine's raw status array instead.`;

const eventsHelp = `npm run events -- <stream> [--json]
npm run events -- --all [--from N] [--limit N] [--json]

Prints events in order: revision, position, occurred at, actor, type, correlation id, then the data as
indented JSON. Personal data is decrypted when the person's key exists; once the person is erased (key
destroyed) those fields show as null and the event is marked "(erased)".
--all lists the global log after position N (default 0), at most N events (default ${DEFAULT_EVENTS_LIMIT}).
--json prints one raw JSON object per line (the event as the application reads it).
Example: npm run events -- subscriber-<id>
A stream without events is reported as an error (exit 1).`;

const rotateKeysHelp = `npm run rotate-keys [-- --json]

Rewraps every person's data key under the newest key-encryption key, so the older ones can go. Copies
of wrapped data keys made before (backups, MongoDB's oplog and free pages) can no longer be unwrapped
once the older keys are gone, so a person erased before is erased there too. Safe while the server runs.

With the file ring (DATA_DIR/key-encryption-keys.db, the default) it adds the new key itself, rewraps,
then destroys the older keys; refused while another rotation runs. Run it on a schedule (for example
daily) and keep backups of the ring file no longer than your erasure promise.

With KEY_ENCRYPTION_KEYS (or KEY_ENCRYPTION_KEYS_FILE): first add a new version to your secret manager and
give it to every instance; then this command makes the newest listed version the one that wraps, rewraps,
and names the older versions no data key needs any more: remove those from your secret manager. It also
destroys this machine's old key-encryption-keys.db keys once no data key needs them.

Prints what moved; --json prints the report as one JSON object. Data keys that no key this instance holds
can read are counted and left as they are (warning on stderr).`;

export const helpText = (topic: CommandName | null, projectionNames: readonly string[]): string => {
  switch (topic) {
    case 'rebuild':
      return rebuildHelp(projectionNames);
    case 'projections':
      return projectionsHelp;
    case 'events':
      return eventsHelp;
    case 'rotate-keys':
      return rotateKeysHelp;
    case null:
      return overview(projectionNames);
  }
};
