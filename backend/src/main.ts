import 'reflect-metadata';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApplication, listen } from './app/create-app.js';
import { createCore } from './app/core.js';

const bootstrap = async () => {
  const logger = new Logger('Bootstrap');
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // npm runs workspace scripts inside the workspace folder; DATA_DIR is meant relative to where `npm start` was typed.
  config = { ...config, DATA_DIR: resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR) };
  const projectionsLogger = new Logger('Projections');
  const core = await createCore(config, { log: (message, level) => (level === 'warn' ? projectionsLogger.warn(message) : projectionsLogger.log(message)) });
  const application = await createApplication(core);
  stopOnSignals(application.close, logger);
  await listen(application, config.PORT);
  const { engine, instanceId } = application.core;
  logger.log(
    `AI Navigator on http://localhost:${config.PORT} ` +
      `(events: ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'embedded SQLite'}, read models: ${config.MONGODB_URL ? 'MongoDB' : 'embedded SQLite'}, ` +
      `mail: ${config.SENDGRID_API_KEY ? 'SendGrid' : 'outbox folder'}, AI: ${config.OPENAI_API_KEY ? 'OpenAI' : 'offline writer'}, data: ${config.DATA_DIR}, ` +
      `instance ${instanceId}, projections: ${engine.role === 'leader' ? 'run here' : `followed (run by ${engine.holder ?? 'the lease holder'})`})`,
  );
  for (const warning of core.startupWarnings) logger.warn(warning);
};

/** SIGTERM or SIGINT: the clean stop (see Application.close); a second signal stops at once. */
const stopOnSignals = (close: () => Promise<void>, logger: Logger) => {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal}: answering the requests in flight, then stopping`);
    close().then(
      () => {
        logger.log('Stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Stop failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
};

void bootstrap();
