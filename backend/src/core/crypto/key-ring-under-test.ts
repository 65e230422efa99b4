import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileKeyRing } from './file-key-ring.js';
import type { OpenKeyEncryptionKeyRing } from './key-encryption-key-ring.port.js';
import type { KeyRotationReport } from './key-store.port.js';
import { OperatorKeyList } from './operator-key-list.js';
import { operatorKeyRing } from './operator-key-ring.js';

/**
 * One source of key-encryption keys, with what the operator does around `rotate-keys` for it: the key
 * store contract runs once per source. After beforeRotation and afterRotation the store is reopened,
 * as the instances restart to pick up a changed KEY_ENCRYPTION_KEYS.
 */
export type RingUnderTest = {
  name: 'file ring' | 'operator ring';
  open(masterSecret: string): OpenKeyEncryptionKeyRing;
  beforeRotation(): void;
  afterRotation(report: KeyRotationReport): void;
  /** How many older keys the rotation took out of use: destroyed (file ring) or reported unused and removed (operator ring). */
  retiredBy(report: KeyRotationReport): number;
  /** Whether a second rotation is refused while one runs (the file ring destroys keys; the operator ring destroys none). */
  exclusiveRotations: boolean;
};

/** The embedded ring in `directory`: the app adds and destroys keys itself, the operator does nothing. */
export const fileRingUnderTest = (directory: string): RingUnderTest => ({
  name: 'file ring',
  open: (masterSecret) => fileKeyRing(join(directory, 'key-encryption-keys.db'), masterSecret),
  beforeRotation: () => undefined,
  afterRotation: () => undefined,
  retiredBy: (report) => report.destroyedKeyEncryptionKeys,
  exclusiveRotations: true,
});

export const newOperatorKey = (): string => randomBytes(32).toString('base64');

/** A KEY_ENCRYPTION_KEYS value the test changes the way an operator would, starting with version 1. */
export class OperatorKeysUnderTest {
  readonly versions = new Map<number, string>([[1, newOperatorKey()]]);

  get value(): string {
    return [...this.versions].map(([version, key]) => `${version}:${key}`).join(',');
  }

  addVersion(): number {
    const version = Math.max(...this.versions.keys()) + 1;
    this.versions.set(version, newOperatorKey());
    return version;
  }

  remove(versions: number[]): void {
    for (const version of versions) this.versions.delete(version);
  }

  /** The ring an instance configured with today's value opens; `fileRingPath` is its DATA_DIR's old file ring, if any. */
  open(masterSecret: string, fileRingPath: string): OpenKeyEncryptionKeyRing {
    return operatorKeyRing({ source: { variable: 'KEY_ENCRYPTION_KEYS', keys: OperatorKeyList.parse(this.value) }, masterSecret, fileRingPath });
  }
}

/** KEY_ENCRYPTION_KEYS: before each rotation the operator adds a version; after it, removes those reported unused. */
export const operatorRingUnderTest = (directory: string): RingUnderTest => {
  const keys = new OperatorKeysUnderTest();
  return {
    name: 'operator ring',
    // No file ring in that DATA_DIR: a deployment that started with the operator's keys.
    open: (masterSecret) => keys.open(masterSecret, join(directory, 'key-encryption-keys.db')),
    beforeRotation: () => void keys.addVersion(),
    afterRotation: (report) => {
      if (report.ring === 'operator') keys.remove(report.unusedVersions);
    },
    retiredBy: (report) => (report.ring === 'operator' ? report.unusedVersions.length : 0),
    exclusiveRotations: false,
  };
};
