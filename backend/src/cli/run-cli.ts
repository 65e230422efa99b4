import { PROJECTIONS } from '../app/features.js';
import type { Core } from '../app/core.js';
import { ConfigError } from '../config/app-config.js';
import { type CliCommand, UsageError, parseArguments } from './arguments.js';
import { CliFailure } from './cli-failure.js';
import { helpText } from './help.js';
import type { ProgressOutput } from './progress-bar.js';
import type { CliOutput } from './projections-command.js';

export type CliStreams = { stdout: CliOutput; stderr: ProgressOutput };

type DataCommand = Exclude<CliCommand, { name: 'help' }>;

// Commands load the infrastructure (database clients, Nest, OpenAI) only when they run: help and usage errors stay instant.
const execute = async (core: Core, command: DataCommand, { stdout, stderr }: CliStreams): Promise<number> => {
  switch (command.name) {
    case 'rebuild':
      return (await import('./rebuild-command.js')).runRebuild(core, { projection: command.projection }, stdout, stderr);
    case 'projections':
      return (await import('./projections-command.js')).runProjections(core, PROJECTIONS, { json: command.json }, stdout);
    case 'events':
      return (await import('./events-command.js')).runEvents(core, { target: command.target, json: command.json }, stdout, stderr);
    case 'rotate-keys':
      return (await import('./rotate-keys-command.js')).runRotateKeys(core, { json: command.json }, stdout, stderr);
  }
};

/** The whole CLI minus the process: answers the exit code (0 done, 1 failure, 2 wrong usage). */
export const runCli = async (argv: readonly string[], environment: NodeJS.ProcessEnv, streams: CliStreams): Promise<number> => {
  const { stdout, stderr } = streams;
  const projectionNames = PROJECTIONS.map((projection) => projection.name);
  let command: CliCommand;
  try {
    command = parseArguments(argv, projectionNames);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`${error.message}\n\n${helpText(error.topic, projectionNames)}\n`);
    return 2;
  }
  if (command.name === 'help') {
    stdout.write(`${helpText(command.topic, projectionNames)}\n`);
    return 0;
  }

  let core: Core | null = null;
  try {
    const { loadCliConfig, openCore } = await import('./open-core.js');
    const config = loadCliConfig(environment);
    core = await openCore(config);
    return await execute(core, command, streams);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof CliFailure) {
      stderr.write(`${error.message}\n`);
      return 1;
    }
    stderr.write(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    await core?.close();
  }
};
