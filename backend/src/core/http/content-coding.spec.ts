import { describe, expect, it } from '@jest/globals';
import { negotiateContentCoding } from './content-coding.js';

describe('negotiateContentCoding', () => {
  it('prefers brotli when gzip and brotli are equally welcome', () => {
    expect(negotiateContentCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateContentCoding('br;q=1.0, gzip;q=1.0')).toBe('br');
  });

  it('follows the q-values when they differ', () => {
    expect(negotiateContentCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateContentCoding('gzip;q=0.2, br;q=0.9')).toBe('br');
  });

  it('gives gzip to a client that knows only gzip (or its x-gzip alias)', () => {
    expect(negotiateContentCoding('gzip')).toBe('gzip');
    expect(negotiateContentCoding('x-gzip, deflate')).toBe('gzip');
  });

  it('answers identity without the header, for unknown codings and for codings refused with q=0', () => {
    expect(negotiateContentCoding(undefined)).toBe('identity');
    expect(negotiateContentCoding('')).toBe('identity');
    expect(negotiateContentCoding('deflate, zstd')).toBe('identity');
    expect(negotiateContentCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateContentCoding('*;q=0')).toBe('identity');
  });

  it('applies a wildcard to the codings not named, and a named q=0 beats the wildcard', () => {
    expect(negotiateContentCoding('*')).toBe('br');
    expect(negotiateContentCoding('br;q=0, *')).toBe('gzip');
  });

  it('treats a malformed q-value as refusal rather than failing', () => {
    expect(negotiateContentCoding('br;q=abc, gzip')).toBe('gzip');
  });
});
