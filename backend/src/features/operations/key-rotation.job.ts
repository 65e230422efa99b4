import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { KeyStore } from '../../core/crypto/key-store.port.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CONSEQUENTIAL_JOBS } from '../../contract/operations.vocabulary.js';
import { JobRunner } from '../../core/jobs/job-runner.js';
import { KEY_STORE } from '../../core/nest/core.tokens.js';

/** Every day at 04:15, in SCHEDULE_TIMEZONE: a quiet hour for a sweep over every data key, after the analytics replay of 03:30. */
export const KEY_ROTATION_SCHEDULE = '15 4 * * *';

/**
 * `npm run rotate-keys` on a schedule: an erasure becomes final in backups once the key-encryption
 * key its data key was wrapped under is gone. Only the file ring rotates on a schedule (it adds a key
 * and destroys the older ones); with the operator's keys a rotation promotes the newest listed
 * version, which must wait until every instance has been given it, so the operator runs it.
 */
@Injectable()
export class KeyRotationJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
  ) {}

  onModuleInit(): void {
    if (this.config.keyEncryptionKeys) return;
    this.jobs.register({
      name: CONSEQUENTIAL_JOBS.rotateKeys,
      schedule: KEY_ROTATION_SCHEDULE,
      description: 'Rewraps every data key under the newest key-encryption key, so that erasures are final in backups',
      run: async () => {
        const report = await this.keys.rotateKeyEncryptionKey();
        const unreadable = report.unreadable > 0 ? `; ${report.unreadable} wrapped under keys this instance does not hold` : '';
        return `Rewrapped ${report.rewrapped} data keys under key ${report.keyEncryptionKeyId}; destroyed ${report.destroyedKeyEncryptionKeys} older keys${unreadable}`;
      },
    });
  }
}
