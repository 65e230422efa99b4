import { createHash, hkdfSync, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { FileKeyRing } from './file-key-ring.js';
import type { KeyEncryptionKeyRing, KeyStoreRows, OpenKeyEncryptionKeyRing, WrappingKeyRecord } from './key-encryption-key-ring.port.js';
import { type DataKeyWrapper, rewrapEveryRow, RotationRefusedError } from './key-rotation.js';
import type { KeyRotationReport } from './key-store.port.js';
import { deriveKeyEncryptionKey, type KeyEncryptionKey } from './key-wrapping.js';
import { type OperatorKey, OperatorKeyList, type OperatorKeySource } from './operator-key-list.js';

export type OperatorKeyRingOptions = {
  source: OperatorKeySource;
  masterSecret: string;
  /** DATA_DIR/key-encryption-keys.db: read, if it exists, so data keys wrapped before the switch stay readable. */
  fileRingPath: string;
  /** Where problems re-reading KEY_ENCRYPTION_KEYS_FILE are reported; the keys read before stay in use. */
  warn?: (line: string) => void;
};

type HeldKeys = { list: OperatorKeyList; derived: Map<string, KeyEncryptionKey> };

const recordOf = (key: OperatorKey): WrappingKeyRecord => ({ version: key.version, keyId: key.id });

/**
 * The operator's versioned key-encryption keys (KEY_ENCRYPTION_KEYS, or the file KEY_ENCRYPTION_KEYS_FILE
 * names), the same on every machine, so that instances on several machines read each other's data keys.
 * Any listed version unwraps. The one that wraps is recorded in the key store and changes only when
 * `rotate-keys` promotes the newest listed version: adding a version to the list therefore changes
 * nothing until every instance holds it, and a rolling restart never has an instance wrap under a key
 * the not-yet-restarted ones cannot read. The app never destroys these keys; the operator removes a
 * version from their secret manager once a rotation reports it unused. Each key used is derived from the
 * operator's key and the app secret, so one without the other unwraps nothing.
 */
export class OperatorKeyRing implements KeyEncryptionKeyRing {
  readonly description: string;
  private held: HeldKeys;
  private readonly secretSalt: Buffer;
  /** This machine's file ring from before the switch, read until a rotation moved every data key off it. */
  private readonly fileRing: FileKeyRing | null;
  private fileSignature: string | null = null;
  private lastWarning: string | null = null;

  constructor(
    private readonly options: OperatorKeyRingOptions,
    private readonly rows: KeyStoreRows,
  ) {
    const { source } = options;
    this.secretSalt = deriveKeyEncryptionKey(options.masterSecret, 'operator-key-encryption-key/v1');
    this.held = this.derive(source.keys);
    this.description = source.variable === 'KEY_ENCRYPTION_KEYS_FILE' ? `KEY_ENCRYPTION_KEYS_FILE (${source.path})` : 'KEY_ENCRYPTION_KEYS';
    this.fileRing = existsSync(options.fileRingPath) ? new FileKeyRing(options.fileRingPath, options.masterSecret, rows) : null;
    if (this.fileRing) this.description += ` or ${options.fileRingPath}`;
  }

  async current(): Promise<KeyEncryptionKey> {
    this.refresh();
    // The first instance ever to wrap records the newest version; later additions wait for rotate-keys.
    const record = (await this.rows.readWrappingKey()) ?? (await this.rows.promoteWrappingKey(recordOf(this.held.list.newest)));
    const key = this.held.derived.get(record.keyId);
    if (!key) {
      throw new Error(
        `The key store wraps data keys under version ${record.version} of ${this.variable}, which this instance does not hold ` +
          '(or holds with another key): give every instance the same list',
      );
    }
    return key;
  }

  find(id: string): KeyEncryptionKey | null {
    const found = this.held.derived.get(id) ?? this.fileRing?.find(id);
    if (found) return found;
    // A version added to the mounted file since it was last read.
    this.refresh();
    return this.held.derived.get(id) ?? null;
  }

  async rotate(wrapper: DataKeyWrapper): Promise<KeyRotationReport> {
    this.refresh();
    const newest = this.held.list.newest;
    const recorded = await this.rows.readWrappingKey();
    if (recorded) this.refuseUnlessHolding(recorded, newest);
    const promoted = await this.rows.promoteWrappingKey(recordOf(newest));
    if (promoted.keyId !== newest.id) {
      this.refuseUnlessHolding(promoted, newest);
      throw new RotationRefusedError(`Another rotation promoted version ${promoted.version} meanwhile; run rotate-keys again`);
    }

    const target = this.held.derived.get(newest.id)!;
    const { rewrapped, unreadable } = await rewrapEveryRow(this.rows, wrapper, target);
    const counts = await this.rows.countByRingKey();
    const older = this.held.list.versions
      .filter((version) => version !== newest.version)
      .map((version) => ({ version, dataKeys: counts.get(this.held.list.byVersion(version)!.id) ?? 0 }));
    return {
      ring: 'operator',
      keyEncryptionKeyId: newest.id,
      version: newest.version,
      rewrapped,
      unreadable,
      destroyedKeyEncryptionKeys: this.retireFileRing(counts),
      unusedVersions: older.filter((entry) => entry.dataKeys === 0).map((entry) => entry.version),
      versionsInUse: older.filter((entry) => entry.dataKeys > 0),
    };
  }

  close(): void {
    this.fileRing?.close();
  }

  private get variable(): OperatorKeySource['variable'] {
    return this.options.source.variable;
  }

  /** Refuses a rotation that would leave data keys under a version this instance lacks, or move the store back to an older one. */
  private refuseUnlessHolding(recorded: WrappingKeyRecord, newest: OperatorKey): void {
    if (recorded.version > newest.version) {
      throw new RotationRefusedError(
        `The key store wraps data keys under version ${recorded.version} of ${this.variable}, newer than this instance's newest ` +
          `(${newest.version}): run rotate-keys with the list the instances have`,
      );
    }
    if (!this.held.derived.has(recorded.keyId)) {
      throw new RotationRefusedError(
        `Version ${recorded.version} of ${this.variable} wraps the key store's data keys, but this instance does not hold it ` +
          '(or holds another key under that number): list it again as it was before rotating; never reuse a version number for another key',
      );
    }
  }

  /**
   * Destroys this machine's old file ring once no data key is wrapped under it, so that copies from
   * before the switch (oplog, backups) become unreadable like those of a retired version.
   */
  private retireFileRing(counts: Map<string | null, number>): number {
    const fileRing = this.fileRing;
    if (!fileRing) return 0;
    const ids = fileRing.keyIds();
    if (ids.length === 0 || ids.some((id) => (counts.get(id) ?? 0) > 0)) return 0;
    // A file-ring rotation of a process not yet restarted with the operator's keys would race the destruction.
    const holder = randomUUID();
    if (!fileRing.claimRotation(holder)) return 0;
    try {
      return fileRing.destroyOlderThan(null);
    } finally {
      fileRing.releaseRotation(holder);
    }
  }

  private derive(list: OperatorKeyList): HeldKeys {
    const derived = new Map<string, KeyEncryptionKey>();
    for (const version of list.versions) {
      const { id, key } = list.byVersion(version)!;
      derived.set(id, { id, key: Buffer.from(hkdfSync('sha256', key, this.secretSalt, 'ai-navigator/operator-key-encryption-key/v1', 32)) });
    }
    return { list, derived };
  }

  /**
   * Re-reads KEY_ENCRYPTION_KEYS_FILE, taking its versions when its content changed (a secret volume
   * updated in place); a file that became unreadable or invalid is reported, and the versions held stay.
   */
  private refresh(): void {
    const { source } = this.options;
    if (source.variable !== 'KEY_ENCRYPTION_KEYS_FILE') return;
    let text: string;
    try {
      text = readFileSync(source.path, 'utf8');
    } catch (error) {
      this.warnOnce(`KEY_ENCRYPTION_KEYS_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}); the versions read before stay in use`);
      return;
    }
    const signature = createHash('sha256').update(text).digest('hex');
    if (signature === this.fileSignature) return;
    try {
      this.held = this.derive(OperatorKeyList.parse(text));
      this.fileSignature = signature;
      this.lastWarning = null;
    } catch (error) {
      this.warnOnce(`KEY_ENCRYPTION_KEYS_FILE changed but cannot be used (${(error as Error).message}); the versions read before stay in use`);
    }
  }

  private warnOnce(line: string): void {
    if (line === this.lastWarning) return;
    this.lastWarning = line;
    (this.options.warn ?? console.warn)(`[OperatorKeyRing] ${line}`);
  }
}

/** Opens the operator's keys for a key store. */
export const operatorKeyRing =
  (options: OperatorKeyRingOptions): OpenKeyEncryptionKeyRing =>
  (rows) =>
    new OperatorKeyRing(options, rows);
