import type { Core } from '../app/core.js';
import { RotationRefusedError } from '../core/crypto/key-rotation.js';
import type { KeyRotationReport } from '../core/crypto/key-store.port.js';
import { CliFailure } from './cli-failure.js';
import { formatCount } from './format.js';
import type { ProgressOutput } from './progress-bar.js';
import type { CliOutput } from './projections-command.js';

const versionList = (versions: number[]): string => `version${versions.length === 1 ? '' : 's'} ${versions.join(', ')}`;

/** The plain-text report: what moved, and with the operator's keys, which versions they may now remove. */
const summaryOf = (report: KeyRotationReport): string => {
  if (report.ring === 'file') {
    return (
      `Rewrapped ${formatCount(report.rewrapped)} data keys under key-encryption key ${report.keyEncryptionKeyId}; ` +
      `destroyed ${formatCount(report.destroyedKeyEncryptionKeys)} older key-encryption keys.\n`
    );
  }
  const lines = [`Rewrapped ${formatCount(report.rewrapped)} data keys under version ${report.version} of the key-encryption keys.`];
  if (report.destroyedKeyEncryptionKeys > 0) {
    lines.push(`Destroyed the ${formatCount(report.destroyedKeyEncryptionKeys)} keys of this machine's key-encryption-keys.db: no data key needs them any more.`);
  }
  if (report.unusedVersions.length > 0) {
    lines.push(
      `No data key is wrapped under ${versionList(report.unusedVersions)} any more: remove ${report.unusedVersions.length === 1 ? 'it' : 'them'} from your secret manager ` +
        'and restart the instances (or let them re-read KEY_ENCRYPTION_KEYS_FILE). Copies made before (backups, the oplog) become unreadable then.',
    );
  }
  if (report.versionsInUse.length > 0) {
    const inUse = report.versionsInUse.map((entry) => `version ${entry.version}: ${formatCount(entry.dataKeys)}`).join(', ');
    lines.push(
      `Still in use (${inUse} data keys): an instance without version ${report.version} wrote them meanwhile. ` +
        'Keep those versions, give every instance the current list, and run rotate-keys again.',
    );
  }
  return `${lines.join('\n')}\n`;
};

/**
 * `npm run rotate-keys`: one key-encryption key rotation (see KeyStore.rotateKeyEncryptionKey). With the
 * file ring it is meant to run on a schedule; with the operator's keys, after adding a version.
 */
export const runRotateKeys = async (core: Core, options: { json: boolean }, stdout: CliOutput, stderr: ProgressOutput): Promise<number> => {
  let report;
  try {
    report = await core.keyStore.rotateKeyEncryptionKey();
  } catch (error) {
    if (error instanceof RotationRefusedError) throw new CliFailure(error.message);
    throw error;
  }
  stdout.write(options.json ? `${JSON.stringify(report)}\n` : summaryOf(report));
  if (report.unreadable > 0) {
    const elsewhere =
      report.ring === 'operator'
        ? ' If another machine still has its own key-encryption-keys.db from before KEY_ENCRYPTION_KEYS, run rotate-keys there too: it can read them.'
        : '';
    stderr.write(
      `Warning: ${formatCount(report.unreadable)} data keys are wrapped under key-encryption keys this instance does not hold. ` +
        `Nothing here can read them (their people read as erased); they were left as they are.${elsewhere}\n`,
    );
  }
  return 0;
};
