import { parseArgs } from 'node:util';

export const COMMAND_NAMES = ['rebuild', 'projections', 'events', 'rotate-keys'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export type EventsTarget = { kind: 'stream'; stream: string } | { kind: 'all'; from: number; limit: number };

export type CliCommand =
  | { name: 'help'; topic: CommandName | null }
  | { name: 'rebuild'; projection: string | null }
  | { name: 'projections'; json: boolean }
  | { name: 'events'; target: EventsTarget; json: boolean }
  | { name: 'rotate-keys'; json: boolean };

/** Wrong usage (unknown command, projection or option): exit code 2 with the usage text. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly topic: CommandName | null = null,
  ) {
    super(message);
  }
}

export const DEFAULT_EVENTS_LIMIT = 100;

const isCommandName = (value: string): value is CommandName => (COMMAND_NAMES as readonly string[]).includes(value);

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/** Runs node:util parseArgs (strict), turning its errors (unknown option, missing value) into usage errors. */
const withUsageErrors = <Result>(topic: CommandName, parse: () => Result): Result => {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), topic);
  }
};

const nonNegativeInteger = (value: string | undefined, option: string, fallback: number, topic: CommandName): number => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} must be a whole number of 0 or more, got "${value}"`, topic);
  return Number(value);
};

const noMorePositionals = (positionals: string[], allowed: number, topic: CommandName): void => {
  if (positionals.length > allowed) throw new UsageError(`Unexpected argument: ${positionals[allowed]}`, topic);
};

/** Turns `process.argv.slice(2)` into a command; projection names are checked here so a typo never opens the data. */
export const parseArguments = (argv: readonly string[], projectionNames: readonly string[]): CliCommand => {
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError('No command given');
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = rest[0];
    return { name: 'help', topic: topic !== undefined && isCommandName(topic) ? topic : null };
  }
  if (!isCommandName(first)) throw new UsageError(`Unknown command: ${first}`);

  switch (first) {
    case 'rebuild': {
      const { values, positionals } = withUsageErrors(first, () =>
        parseArgs({ args: rest, options: { ...HELP_OPTION }, allowPositionals: true, strict: true }),
      );
      if (values.help) return { name: 'help', topic: first };
      noMorePositionals(positionals, 1, first);
      const projection = positionals[0] ?? null;
      if (projection !== null && !projectionNames.includes(projection)) {
        throw new UsageError(`Unknown projection: ${projection} (known: ${projectionNames.join(', ')})`, first);
      }
      return { name: 'rebuild', projection };
    }
    case 'projections':
    case 'rotate-keys': {
      const { values, positionals } = withUsageErrors(first, () =>
        parseArgs({ args: rest, options: { json: { type: 'boolean' }, ...HELP_OPTION }, allowPositionals: true, strict: true }),
      );
      if (values.help) return { name: 'help', topic: first };
      noMorePositionals(positionals, 0, first);
      return { name: first, json: values.json ?? false };
    }
    case 'events': {
      const { values, positionals } = withUsageErrors(first, () =>
        parseArgs({
          args: rest,
          options: { json: { type: 'boolean' }, all: { type: 'boolean' }, from: { type: 'string' }, limit: { type: 'string' }, ...HELP_OPTION },
          allowPositionals: true,
          strict: true,
        }),
      );
      if (values.help) return { name: 'help', topic: first };
      const json = values.json ?? false;
      if (values.all) {
        noMorePositionals(positionals, 0, first);
        const from = nonNegativeInteger(values.from, '--from', 0, first);
        const limit = nonNegativeInteger(values.limit, '--limit', DEFAULT_EVENTS_LIMIT, first);
        if (limit === 0) throw new UsageError('--limit must be at least 1', first);
        return { name: 'events', target: { kind: 'all', from, limit }, json };
      }
      if (values.from !== undefined || values.limit !== undefined) throw new UsageError('--from and --limit go with --all', first);
      noMorePositionals(positionals, 1, first);
      const stream = positionals[0];
      if (stream === undefined || stream.trim() === '') throw new UsageError('Give a stream name, or --all', first);
      return { name: 'events', target: { kind: 'stream', stream }, json };
    }
  }
};
