import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { OperatorKeyList, OperatorKeyListError } from './operator-key-list.js';

const key = (bytes = 32) => randomBytes(bytes).toString('base64');

describe('OperatorKeyList.parse', () => {
  it('lists the versions newest first, the newest one first of all, whatever the order written', () => {
    const [one, three, two] = [key(), key(), key()];
    const list = OperatorKeyList.parse(`1:${one},3:${three},2:${two}`);

    expect(list.versions).toEqual([3, 2, 1]);
    expect(list.newest.version).toBe(3);
    expect(list.newest.key.equals(Buffer.from(three, 'base64'))).toBe(true);
    expect(list.byVersion(1)?.key.equals(Buffer.from(one, 'base64'))).toBe(true);
  });

  it('accepts commas, spaces and newlines between entries, as a mounted secret file may hold them', () => {
    expect(OperatorKeyList.parse(` 2:${key()} ,\n1:${key()}\n`).versions).toEqual([2, 1]);
    expect(OperatorKeyList.parse(`2:${key()}\n1:${key()}`).versions).toEqual([2, 1]);
  });

  it('reads URL-safe base64 and unpadded keys', () => {
    const bytes = randomBytes(32);
    expect(OperatorKeyList.parse(`1:${bytes.toString('base64url')}`).newest.key.equals(bytes)).toBe(true);
  });

  it('identifies a key by the key itself, not by its version number', () => {
    const shared = key();
    const first = OperatorKeyList.parse(`1:${shared}`);
    const renumbered = OperatorKeyList.parse(`7:${shared},6:${key()}`);

    expect(first.newest.id).toMatch(/^[0-9a-f]{32}$/);
    expect(renumbered.byVersion(7)?.id).toBe(first.newest.id);
    expect(renumbered.byId(first.newest.id)?.version).toBe(7);
    expect(OperatorKeyList.parse(`1:${key()}`).newest.id).not.toBe(first.newest.id);
  });

  it.each([
    ['an empty list', ' , ', 'lists no key; write <version>:<base64 key>, e.g. 1:<output of openssl rand -base64 32>'],
    ['an entry without a version', `${key()}`, 'entry 1 is not <version>:<base64 key>'],
    ['version zero', `0:${key()}`, 'entry 1 (version 0): the version must be a whole number from 1'],
    ['a version too large to be exact', `99999999999999999999:${key()}`, 'entry 1 (version 99999999999999999999): the version must be a whole number from 1'],
    ['a key that is not base64', '1:not*base64!', 'entry 1 (version 1): the key is not base64'],
    ['an empty key', '1:', 'entry 1 (version 1): the key is not base64'],
    ['a key of 16 bytes', `1:${key(16)}`, 'entry 1 (version 1): the key must be 32 random bytes in base64 (44 characters), got 16 bytes'],
    ['a key of 33 bytes', `2:${key()},1:${key(33)}`, 'entry 2 (version 1): the key must be 32 random bytes in base64 (44 characters), got 33 bytes'],
    ['a version listed twice', `2:${key()},2:${key()}`, 'version 2 is listed twice'],
  ])('refuses %s', (_case, value, message) => {
    expect(() => OperatorKeyList.parse(value)).toThrow(new OperatorKeyListError(message));
  });

  it('refuses one key listed under two versions', () => {
    const same = key();
    expect(() => OperatorKeyList.parse(`1:${same},2:${same}`)).toThrow('versions 1 and 2 hold the same key');
  });

  it('never quotes a key in its messages', () => {
    const secretLooking = key(31);
    const messages = [`1:${secretLooking}`, `${secretLooking}`, `1:${secretLooking}!`].map((value) => {
      try {
        OperatorKeyList.parse(value);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(messages.every((message) => message !== '' && !message.includes(secretLooking.slice(0, 12)))).toBe(true);
  });

  it('prints versions only, however it is logged', () => {
    const text = key();
    const list = OperatorKeyList.parse(`4:${text}`);
    const bytesAsJson = JSON.stringify(Buffer.from(text, 'base64'));

    for (const printed of [JSON.stringify(list), inspect(list, { depth: 10 }), String(list), JSON.stringify({ config: list })]) {
      expect(printed).toContain('4');
      expect(printed).not.toContain(text.slice(0, 12));
      expect(printed).not.toContain(bytesAsJson.slice(20, 60));
    }
  });
});

describe('OperatorKeyList.readFile', () => {
  it('names the file and the reason when it cannot be read', () => {
    expect(() => OperatorKeyList.readFile('/nonexistent/key-encryption-keys')).toThrow('cannot read /nonexistent/key-encryption-keys (ENOENT)');
  });
});
