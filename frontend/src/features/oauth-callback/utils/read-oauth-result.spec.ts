import { describe, expect, it } from '@jest/globals';
import { readOAuthResult } from './read-oauth-result';

describe('readOAuthResult', () => {
  it('is authorized when a code is present, even alongside an error', () => {
    expect(readOAuthResult(new URLSearchParams('code=abc123&error=x'))).toEqual({ kind: 'authorized', code: 'abc123' });
  });

  it('joins the error and its description with a colon', () => {
    expect(readOAuthResult(new URLSearchParams('error=access_denied&error_description=User%20cancelled'))).toEqual({
      kind: 'failed',
      message: 'access_denied: User cancelled',
    });
  });

  it("uses 'Authorization failed' when the error has no description", () => {
    expect(readOAuthResult(new URLSearchParams('error=access_denied'))).toEqual({
      kind: 'failed',
      message: 'access_denied: Authorization failed',
    });
  });

  it('explains when the URL holds neither a code nor an error', () => {
    expect(readOAuthResult(new URLSearchParams(''))).toEqual({
      kind: 'failed',
      message: 'No authorization code or error found in URL',
    });
  });
});
