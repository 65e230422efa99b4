import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE_NAME = 'app-secret';
const MINIMUM_SECRET_LENGTH = 16;

const checkedSecret = (secret: string, origin: string): string => {
  const trimmed = secret.trim();
  if (trimmed.length < MINIMUM_SECRET_LENGTH) {
    throw new Error(`The app secret from ${origin} must be at least ${MINIMUM_SECRET_LENGTH} characters long`);
  }
  return trimmed;
};

// Structural check: errors thrown by fs may come from another realm (e.g. under Jest), where instanceof fails.
const isErrorCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;

/**
 * The secret behind link tokens, email fingerprints and the key store. Taken from the
 * environment when given; otherwise kept in `<dataDir>/app-secret` (mode 0600), created
 * on first boot so the embedded default needs no setup. The file must survive restarts:
 * losing it invalidates every link sent and every key wrapped with it.
 */
export const loadOrCreateSecret = (dataDir: string, envValue?: string): string => {
  if (envValue !== undefined && envValue.trim() !== '') {
    return checkedSecret(envValue, 'the environment');
  }
  const secretPath = join(dataDir, SECRET_FILE_NAME);
  try {
    return checkedSecret(readFileSync(secretPath, 'utf8'), secretPath);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }

  mkdirSync(dataDir, { recursive: true });
  // Written whole to a temporary file, then linked into place: link fails if another
  // process created the secret meanwhile, and nobody ever reads a half-written file.
  const temporaryPath = join(dataDir, `.${SECRET_FILE_NAME}-${process.pid}-${randomBytes(4).toString('hex')}`);
  writeFileSync(temporaryPath, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporaryPath, secretPath);
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
  } finally {
    unlinkSync(temporaryPath);
  }
  return checkedSecret(readFileSync(secretPath, 'utf8'), secretPath);
};
