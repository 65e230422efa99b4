import { describe, expect, it } from '@jest/globals';
import { encodeQuotedPrintable } from './mime-encoding.js';

/** The rule written out byte by byte, as RFC 2045 states it: the oracle the fast encoder must match. */
const byteByByte = (text: string): string =>
  text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const lines: string[] = [];
      let current = '';
      bytes.forEach((byte, index) => {
        const whitespace = byte === 0x20 || byte === 0x09;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || (whitespace && index !== bytes.length - 1);
        const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        if (current.length + token.length > 75) {
          lines.push(`${current}=`);
          current = '';
        }
        current += token;
      });
      lines.push(current);
      return lines;
    })
    .join('\r\n');

const alphabet = ['a', 'Z', '0', ' ', '\t', '=', '"', '<', '>', 'é', '☕', '日本', '\n', '\r\n', 'https://x.example/?a=1&b=2', '~', '\u0001'];

describe('encodeQuotedPrintable', () => {
  it('matches the byte-by-byte rule on random text, long lines and trailing spaces included', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let sample = 0; sample < 500; sample++) {
      const length = Math.floor(random() * 400);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(encodeQuotedPrintable(text)).toBe(byteByByte(text));
    }
    expect(encodeQuotedPrintable(`${'x'.repeat(75)} `)).toBe(byteByByte(`${'x'.repeat(75)} `));
    expect(encodeQuotedPrintable('=')).toBe('=3D');
    expect(encodeQuotedPrintable('')).toBe('');
  });
});
