import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { DomainError } from '../errors/domain-errors.js';
import { parseInput } from './parse-input.js';

const refusal = (schema: z.ZodType, input: unknown, what?: string) => {
  try {
    parseInput(schema, input, what);
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, ...error.details };
    throw error;
  }
  throw new Error('accepted');
};

const body = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.number().int().max(10).optional(),
  tags: z.array(z.string()).max(2).optional(),
  kind: z.enum(['a', 'b']).optional(),
  email: z.email().optional(),
});

describe('parseInput', () => {
  it('answers the parsed value', () => {
    expect(parseInput(body, { name: 'Ada', count: 3 })).toEqual({ name: 'Ada', count: 3 });
  });

  it.each([
    [{}, 'name', 'is required'],
    [{ name: 7 }, 'name', 'must be text'],
    [{ name: '' }, 'name', 'must not be empty'],
    [{ name: 'x'.repeat(6) }, 'name', 'must be at most 5 characters'],
    [{ name: 'Ada', count: 'three' }, 'count', 'must be a number'],
    [{ name: 'Ada', count: 11 }, 'count', 'must be at most 10'],
    [{ name: 'Ada', tags: 'x' }, 'tags', 'must be a list'],
    [{ name: 'Ada', tags: ['a', 'b', 'c'] }, 'tags', 'must be at most 2 items'],
    [{ name: 'Ada', tags: [null] }, 'tags.0', 'must be text'],
    [{ name: 'Ada', kind: 'c' }, 'kind', 'must be one of "a", "b"'],
    [{ name: 'Ada', email: 'nope' }, 'email', 'must be a valid email address'],
  ])('names the field and the rule, in the API words, for %j', (input, field, reason) => {
    expect(refusal(body, input)).toEqual({ message: `${field}: ${reason}`, field, reason });
  });

  it('names the input as a whole when it is of the wrong kind or missing', () => {
    expect(refusal(body, [])).toEqual({ message: 'body: must be a JSON object', field: 'body', reason: 'must be a JSON object' });
    expect(refusal(body, undefined)).toEqual({ message: 'body: is required', field: 'body', reason: 'is required' });
    expect(refusal(body, { name: 'Ada', zzz: 1 }, 'query')).toEqual({ message: 'query: unknown field "zzz"', field: 'query', reason: 'unknown field "zzz"' });
  });

  it('names at most three unknown fields, however many were sent, and never echoes a long one whole', () => {
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, 1]));
    expect(refusal(body, { name: 'Ada', ...many }, 'query').message).toBe('query: unknown fields "k0", "k1", "k2" and 997 more');
    expect(refusal(body, { name: 'Ada', zzz: 1 }).message).toBe('body: unknown field "zzz"');
    expect(refusal(body, { name: 'Ada', ['y'.repeat(500)]: 1 }).message).toBe(`body: unknown field "${'y'.repeat(40)}"`);
  });

  it("keeps a schema's own message, for a field and for the whole input", () => {
    const login = z.object({ user: z.string({ error: 'Please enter both' }) }, { error: 'Please enter both' });
    expect(refusal(login, {}).message).toBe('user: Please enter both');
    expect(refusal(login, 'x').message).toBe('Please enter both');
  });
});
