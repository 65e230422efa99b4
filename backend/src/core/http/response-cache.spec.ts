import { describe, expect, it } from '@jest/globals';
import { matchesIfNoneMatch } from './response-cache.js';

const ETAG = '"abc123"';

describe('matchesIfNoneMatch', () => {
  it('matches the same tag, a weakened copy of it, a list holding it, and *', () => {
    expect(matchesIfNoneMatch('"abc123"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc123"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch('"old", W/"abc123" , "other"', ETAG)).toBe(true);
    expect(matchesIfNoneMatch(' * ', ETAG)).toBe(true);
  });

  it('does not match a missing header, another tag, or the tag without its quotes', () => {
    expect(matchesIfNoneMatch(undefined, ETAG)).toBe(false);
    expect(matchesIfNoneMatch('', ETAG)).toBe(false);
    expect(matchesIfNoneMatch('"abc1234"', ETAG)).toBe(false);
    expect(matchesIfNoneMatch('abc123', ETAG)).toBe(false);
  });
});
