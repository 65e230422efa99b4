import type { Core } from '../app/core.js';
import { RotationClaimedError } from '../core/crypto/key-rotation.js';
import { CliFailure } from './cli-failure.js';
import { formatCount } from './format.js';
import type { ProgressOutput } from './progress-bar.js';
import type { CliOutput } from './projections-command.js';

/**
 * `npm run rotate-keys`: one key-encryption key rotation (see KeyStore.rotateKeyEncryptionKey). Meant to
 * be run on a schedule; the job runner should call the same key store method.
 */
export const runRotateKeys = async (core: Core, options: { json: boolean }, stdout: CliOutput, stderr: ProgressOutput): Promise<number> => {
  let report;
  try {
    report = await core.keyStore.rotateKeyEncryptionKey();
  } catch (error) {
    if (error instanceof RotationClaimedError) throw new CliFailure(error.message);
    throw error;
  }
  if (options.json) {
    stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    stdout.write(
      `Rewrapped ${formatCount(report.rewrapped)} data keys under key-encryption key ${report.keyEncryptionKeyId}; ` +
        `destroyed ${formatCount(report.destroyedKeyEncryptionKeys)} older key-encryption keys.\n`,
    );
  }
  if (report.unreadable > 0) {
    stderr.write(
      `Warning: ${formatCount(report.unreadable)} data keys are wrapped under key-encryption keys that no longer exist. ` +
        'Nothing can read them (their people read as erased); they were left as they are.\n',
    );
  }
  return 0;
};
