import { describe, expect, it } from '@jest/globals';
import { emailsFromCsv, firstEmailOf } from './csv-emails';

describe('firstEmailOf', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['Ada Lovelace,ADA@Example.COM,London', 'ada@example.com'],
    ['"Lovelace, Ada" <ada@example.com>; grace@example.com', 'ada@example.com'],
    ['@handle,not an address,grace@example.com', 'grace@example.com'],
    ['a@b,ada@example.com', 'ada@example.com'],
    ['\tada@example.com\t', 'ada@example.com'],
  ])('takes the first email-shaped token of %j', (line, email) => {
    expect(firstEmailOf(line)).toBe(email);
  });

  it.each(['name,email', 'Ada Lovelace', '@ada', 'ada@', 'ada@localhost', 'a..b@example.com'])('finds no address in %j', (line) => {
    expect(firstEmailOf(line)).toBeNull();
  });

  it('refuses an address longer than the server accepts', () => {
    expect(firstEmailOf(`${'a'.repeat(250)}@example.com`)).toBeNull();
  });
});

describe('emailsFromCsv', () => {
  it('keeps one address per line, skips lines without one, and ignores blank lines', () => {
    const text = 'name,email\r\nAda,ada@example.com\n\nGrace,grace@example.com,other@example.com\nno address here\r\n   \n';
    expect(emailsFromCsv(text)).toEqual({ emails: ['ada@example.com', 'grace@example.com'], skippedLines: 2 });
  });

  it('finds nothing in a file without addresses', () => {
    expect(emailsFromCsv('name\nAda\nGrace')).toEqual({ emails: [], skippedLines: 3 });
  });

  it('keeps a repeated address: the server counts it as a duplicate', () => {
    expect(emailsFromCsv('ada@example.com\nADA@example.com').emails).toEqual(['ada@example.com', 'ada@example.com']);
  });
});
