import type { Core } from '../app/core.js';
import type { EventsTarget } from './arguments.js';
import { CliFailure } from './cli-failure.js';
import { EventReader, type ShownEvent } from './event-reader.js';
import { formatCount, indent } from './format.js';
import type { CliOutput } from './projections-command.js';

export type EventsOptions = { target: EventsTarget; json: boolean };

/** One header line per event; the stream is named only when listing the global log. */
export const formatEvent = ({ event, erasedFields }: ShownEvent, withStream: boolean): string => {
  const { metadata } = event;
  const header = [
    `#${event.revision}`,
    `position ${event.position}`,
    ...(withStream ? [`stream ${event.stream}`] : []),
    metadata.occurredAt,
    `actor ${metadata.actor}`,
    event.type,
    `correlation ${metadata.correlationId}`,
    // The erased fields themselves show as null in the data below.
    ...(erasedFields.length > 0 ? ['(erased)'] : []),
  ].join('  ');
  return `${header}\n${indent(JSON.stringify(event.data, null, 2))}\n`;
};

/** `npm run events -- <stream>` and `npm run events -- --all`: events in order, as the application reads them. */
export const runEvents = async (core: Core, options: EventsOptions, stdout: CliOutput, stderr: CliOutput): Promise<number> => {
  const reader = new EventReader(core);
  const { target } = options;
  const shown = target.kind === 'stream' ? await reader.readStream(target.stream) : await reader.readAll(target.from, target.limit);

  if (shown.length === 0) {
    if (target.kind === 'stream') throw new CliFailure(`No events in stream "${target.stream}" (unknown or empty stream).`);
    const head = await core.log.headPosition();
    // Not an error: paging past the end with --from simply finds nothing more.
    stderr.write(`No events after position ${formatCount(target.from)} (the newest event is at position ${formatCount(head)}).\n`);
    return 0;
  }

  if (options.json) {
    for (const { event } of shown) stdout.write(`${JSON.stringify(event)}\n`);
  } else {
    const title =
      target.kind === 'stream'
        ? `Stream ${target.stream}: ${formatCount(shown.length)} event${shown.length === 1 ? '' : 's'}`
        : `Events after position ${formatCount(target.from)}: ${formatCount(shown.length)} shown`;
    stdout.write(`${title}\n\n`);
    for (const item of shown) stdout.write(`${formatEvent(item, target.kind === 'all')}\n`);
  }

  if (target.kind === 'all' && shown.length === target.limit) {
    const last = shown[shown.length - 1].event.position;
    if (last < (await core.log.headPosition())) stderr.write(`More events follow: npm run events -- --all --from ${last}\n`);
  }
  return 0;
};
