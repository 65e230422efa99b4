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
  const core = createCore(config);
  const application = await createApplication(core);
  // A normal stop (SIGTERM from a service manager, Ctrl-C) closes the server, then every store.
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal} received: stopping`);
    application.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await listen(application, config.PORT);
  logger.log(
    `AI Navigator on http://localhost:${config.PORT} ` +
      `(events: ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'embedded SQLite'}, read models: ${config.MONGODB_URL ? 'MongoDB' : 'embedded SQLite'}, ` +
      `mail: ${config.SENDGRID_API_KEY ? 'SendGrid' : 'outbox folder'}, AI: ${config.OPENAI_API_KEY ? 'OpenAI' : 'offline writer'}, data: ${config.DATA_DIR})`,
  );
  for (const warning of core.startupWarnings) logger.warn(warning);
};

void bootstrap();
