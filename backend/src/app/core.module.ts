import { type DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG } from '../config/app-config.js';
import { CLOCK } from '../core/clock.js';
import { CommandShell } from '../core/commands/command-shell.js';
import { PERSONAL_DATA_CIPHER } from '../core/crypto/personal-data-cipher.port.js';
import { EVENT_STORE } from '../core/event-store/event-store.port.js';
import { EventLog } from '../core/events/event-log.js';
import { EventRegistry } from '../core/events/event-registry.js';
import { MAILER } from '../core/mail/mailer.port.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { LEASE_STORE } from '../core/leases/lease-store.port.js';
import { APP_SECRET, INSTANCE_ID, KEY_STORE } from '../core/nest/core.tokens.js';
import { ProjectionEngine } from '../core/projections/projection-engine.js';
import { ReadModels } from '../core/projections/read-models.js';
import { READ_MODEL_STORE } from '../core/read-model/read-model-store.port.js';
import { AdminCredentials } from '../features/admin-auth/admin-credentials.js';
import { PersonDirectory } from '../features/people/person-directory.js';
import { SubscriberLinks } from '../features/subscribers/subscriber-links.js';
import { AI_WRITER } from '../features/ai/ai-writer.port.js';
import { GeneratedImages } from '../features/blog/generated-images.js';
import { ResponseCache } from '../core/http/response-cache.js';
import { MailLimits } from '../core/rate-limit/mail-limits.js';
import { PublicRateLimits } from '../core/rate-limit/public-rate-limits.js';
import { RateLimits } from '../core/rate-limit/rate-limiter.js';
import type { Core } from './core.js';

/** Hands the shared infrastructure (built once by createCore) and the shared HTTP helpers to every feature module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(core: Core): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: core.config },
      { provide: APP_SECRET, useValue: core.secret },
      { provide: CLOCK, useValue: core.clock },
      { provide: EVENT_STORE, useValue: core.store },
      { provide: READ_MODEL_STORE, useValue: core.readModelStore },
      { provide: PERSONAL_DATA_CIPHER, useValue: core.cipher },
      { provide: MAILER, useValue: core.mailer },
      { provide: EventRegistry, useValue: core.registry },
      { provide: EventLog, useValue: core.log },
      { provide: CommandShell, useValue: core.shell },
      { provide: ProjectionEngine, useValue: core.engine },
      { provide: ReadModels, useValue: core.readModels },
      { provide: PersonDirectory, useValue: new PersonDirectory(core.shell, core.log, core.secret) },
      { provide: SubscriberLinks, useValue: new SubscriberLinks(core.secret, core.config.publicUrl) },
      { provide: AI_WRITER, useValue: core.aiWriter },
      { provide: GeneratedImages, useValue: new GeneratedImages(core.dataDir) },
      { provide: LEASE_STORE, useValue: core.leases },
      { provide: INSTANCE_ID, useValue: core.instanceId },
      { provide: KEY_STORE, useValue: core.keyStore },
      { provide: JobRunner, useClass: JobRunner },
      { provide: ResponseCache, useClass: ResponseCache },
      { provide: RateLimits, useValue: new RateLimits(core.rateLimitStore, core.secret) },
      { provide: PublicRateLimits, useClass: PublicRateLimits },
      { provide: MailLimits, useClass: MailLimits },
      {
        provide: AdminCredentials,
        useValue: AdminCredentials.load({
          dataDir: core.dataDir,
          username: core.config.ADMIN_USERNAME,
          password: core.config.ADMIN_PASSWORD,
          announce: (password) =>
            new Logger('AdminCredentials').warn(
              `No ADMIN_PASSWORD set: generated the admin password "${password}" for user "${core.config.ADMIN_USERNAME}". ` +
                'It is shown only this once; only its hash is kept. Set ADMIN_PASSWORD to choose your own.',
            ),
        }),
      },
    ];
    // The scheduler registry that JobRunner puts every job's cron job in.
    return { module: CoreModule, imports: [ScheduleModule.forRoot()], providers, exports: providers.map((provider) => provider.provide) };
  }
}
