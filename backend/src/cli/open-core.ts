import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Core, createCore } from '../app/core.js';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { CliFailure } from './cli-failure.js';

/**
 * The config as the server would read it, with DATA_DIR resolved like backend/src/main.ts does: npm runs
 * workspace scripts inside backend/, but a relative DATA_DIR means the folder the command was typed in.
 * Throws ConfigError for bad values.
 */
export const loadCliConfig = (environment: NodeJS.ProcessEnv): AppConfig => {
  const config = loadConfig(environment);
  return { ...config, DATA_DIR: resolve(environment.INIT_CWD ?? process.cwd(), config.DATA_DIR) };
};

/**
 * Opens the core without starting the projection engine. Refuses a data folder with no embedded event
 * store in it: creating an empty one would hide a wrong DATA_DIR or a command typed in the wrong folder.
 */
export const openCore = async (config: AppConfig): Promise<Core> => {
  if (!config.EVENTSTORE_URL && !existsSync(join(config.DATA_DIR, 'events.db'))) {
    throw new CliFailure(
      `No event store in ${config.DATA_DIR} (events.db is missing). Set DATA_DIR to the server's data folder; ` +
        'a relative path is taken from the folder the command was typed in.',
    );
  }
  return createCore(config);
};
