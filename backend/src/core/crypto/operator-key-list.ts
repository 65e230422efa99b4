import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { KEY_ENCRYPTION_KEY_ID_BYTES } from './key-wrapping.js';

/** One version of the operator's key-encryption keys, exactly as the operator supplied it. */
export type OperatorKey = { version: number; id: string; key: Buffer };

/** Where the operator's keys came from: the variable itself, or the mounted secret it names (re-read when it changes). */
export type OperatorKeySource =
  | { variable: 'KEY_ENCRYPTION_KEYS'; keys: OperatorKeyList }
  | { variable: 'KEY_ENCRYPTION_KEYS_FILE'; path: string; keys: OperatorKeyList };

/** A value of KEY_ENCRYPTION_KEYS (or of the file KEY_ENCRYPTION_KEYS_FILE names) that cannot be used. */
export class OperatorKeyListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorKeyListError';
  }
}

const KEY_BYTES = 32;
const ENTRY = /^(\d+):(.*)$/s;
// Standard or URL-safe alphabet, padding optional: what `openssl rand -base64 32` and most secret managers print.
const BASE64 = /^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}$/;

/**
 * The id a wrapped data key carries for this key: derived from the key alone (a keyed hash of a
 * constant, which reveals nothing about the key), so every instance agrees on it whatever version
 * number it is listed under, and a version number reused for another key is told apart.
 */
const operatorKeyId = (key: Buffer): string =>
  createHmac('sha256', key).update('ai-navigator/key-encryption-key-id').digest().subarray(0, KEY_ENCRYPTION_KEY_ID_BYTES).toString('hex');

const decodeKey = (text: string, position: string): Buffer => {
  if (!BASE64.test(text)) throw new OperatorKeyListError(`${position}: the key is not base64`);
  // Node's base64 decoder reads both alphabets.
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new OperatorKeyListError(`${position}: the key must be ${KEY_BYTES} random bytes in base64 (44 characters), got ${key.length} bytes`);
  }
  return key;
};

/**
 * The operator's key-encryption keys, newest version first. Error messages and every way this object
 * prints itself (console.log, JSON.stringify, util.inspect) show version numbers only, never a key.
 */
export class OperatorKeyList {
  private constructor(private readonly keys: readonly OperatorKey[]) {}

  /**
   * Reads `<version>:<base64 of 32 bytes>` entries separated by commas or whitespace (a file may list
   * one per line), e.g. `3:q83v...=,2:Zm9v...=`. Versions are whole numbers from 1, each listed once.
   */
  static parse(text: string): OperatorKeyList {
    const entries = text.split(/[,\s]+/).filter((entry) => entry !== '');
    if (entries.length === 0) throw new OperatorKeyListError('lists no key; write <version>:<base64 key>, e.g. 1:<output of openssl rand -base64 32>');
    const keys: OperatorKey[] = [];
    for (const [index, entry] of entries.entries()) {
      const match = ENTRY.exec(entry);
      // The entry itself is never quoted: it may be a key.
      if (!match) throw new OperatorKeyListError(`entry ${index + 1} is not <version>:<base64 key>`);
      const version = Number(match[1]);
      const position = `entry ${index + 1} (version ${match[1]})`;
      if (!Number.isSafeInteger(version) || version < 1) throw new OperatorKeyListError(`${position}: the version must be a whole number from 1`);
      const key = decodeKey(match[2]!, position);
      const sameVersion = keys.find((listed) => listed.version === version);
      if (sameVersion) throw new OperatorKeyListError(`version ${version} is listed twice`);
      const sameKey = keys.find((listed) => listed.key.equals(key));
      if (sameKey) throw new OperatorKeyListError(`versions ${sameKey.version} and ${version} hold the same key`);
      keys.push({ version, id: operatorKeyId(key), key });
    }
    return new OperatorKeyList(keys.sort((left, right) => right.version - left.version));
  }

  /** Reads and parses a mounted secret; a missing or unreadable file is an OperatorKeyListError too. */
  static readFile(path: string): OperatorKeyList {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = typeof error === 'object' && error !== null ? (error as NodeJS.ErrnoException).code : undefined;
      throw new OperatorKeyListError(`cannot read ${path} (${code ?? 'unknown error'})`);
    }
    return OperatorKeyList.parse(text);
  }

  get newest(): OperatorKey {
    return this.keys[0]!;
  }

  get versions(): number[] {
    return this.keys.map((listed) => listed.version);
  }

  byId(id: string): OperatorKey | undefined {
    return this.keys.find((listed) => listed.id === id);
  }

  byVersion(version: number): OperatorKey | undefined {
    return this.keys.find((listed) => listed.version === version);
  }

  toJSON(): { versions: number[] } {
    return { versions: this.versions };
  }

  toString(): string {
    return `key-encryption key versions ${this.versions.join(', ')}`;
  }

  [inspect.custom](): string {
    return `OperatorKeyList { versions: [${this.versions.join(', ')}] }`;
  }
}
