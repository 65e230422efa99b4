import { describe, expect, it } from '@jest/globals';
import { contactRequestSchema } from './contact.contract.js';
import { optionalText, requiredText } from './fields.js';

const problem = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('free text fields', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape sequence', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuse %s, on one line or many', (_name, text) => {
    expect(problem(requiredText(100).safeParse(text))).toBe('must not contain control characters');
    expect(problem(requiredText(100, { multiline: true }).safeParse(text))).toBe('must not contain control characters');
    expect(problem(optionalText(100, { multiline: true }).safeParse(text))).toBe('must not contain control characters');
  });

  it('take line breaks and tabs only where the field has several lines, and any emoji or script', () => {
    expect(problem(requiredText(100).safeParse('one\ntwo'))).toBe('must not contain control characters');
    expect(requiredText(100, { multiline: true }).parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(optionalText(100).parse(' 🙂 مرحبا 你好 ')).toBe('🙂 مرحبا 你好');
  });

  it("hold the contact form to them: one-line name and subject, a message of several lines", () => {
    const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'First line\nSecond line' };
    expect(contactRequestSchema.safeParse(contact).success).toBe(true);
    expect(problem(contactRequestSchema.safeParse({ ...contact, name: 'Ada\r\nBcc: x' }))).toBe('must not contain control characters');
    expect(problem(contactRequestSchema.safeParse({ ...contact, message: 'Hi\u0000 there friend' }))).toBe('must not contain control characters');
  });
});
