import { describe, expect, it } from '@jest/globals';
import { DEFAULT_EVENTS_LIMIT, UsageError, parseArguments } from './arguments.js';

const PROJECTIONS = ['subscribers', 'blog'];
const parse = (...argv: string[]) => parseArguments(argv, PROJECTIONS);
const usageError = (...argv: string[]): UsageError => {
  try {
    parse(...argv);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`expected a usage error for: ${argv.join(' ')}`);
};

describe('parseArguments', () => {
  it('reads each command and its options', () => {
    expect(parse('rebuild')).toEqual({ name: 'rebuild', projection: null });
    expect(parse('rebuild', 'blog')).toEqual({ name: 'rebuild', projection: 'blog' });
    expect(parse('projections', '--json')).toEqual({ name: 'projections', json: true });
    expect(parse('rotate-keys')).toEqual({ name: 'rotate-keys', json: false });
    expect(parse('rotate-keys', '--json')).toEqual({ name: 'rotate-keys', json: true });
    expect(parse('events', 'subscriber-1')).toEqual({ name: 'events', target: { kind: 'stream', stream: 'subscriber-1' }, json: false });
    expect(parse('events', '--all', '--from', '10', '--limit=5', '--json')).toEqual({
      name: 'events',
      target: { kind: 'all', from: 10, limit: 5 },
      json: true,
    });
    expect(parse('events', '--all')).toEqual({ name: 'events', target: { kind: 'all', from: 0, limit: DEFAULT_EVENTS_LIMIT }, json: false });
  });

  it('answers help globally and per command', () => {
    expect(parse('--help')).toEqual({ name: 'help', topic: null });
    expect(parse('help', 'events')).toEqual({ name: 'help', topic: 'events' });
    expect(parse('rebuild', '-h')).toEqual({ name: 'help', topic: 'rebuild' });
  });

  it('rejects unknown commands, projections, options and malformed numbers', () => {
    expect(usageError().message).toBe('No command given');
    expect(usageError('rebiuld').message).toBe('Unknown command: rebiuld');
    expect(usageError('rebuild', 'subscriber').message).toBe('Unknown projection: subscriber (known: subscribers, blog)');
    expect(usageError('rebuild', 'blog', 'subscribers').message).toBe('Unexpected argument: subscribers');
    expect(usageError('rebuild', 'blog', '--force').topic).toBe('rebuild');
    expect(usageError('projections', '--verbose').topic).toBe('projections');
    expect(usageError('events').message).toBe('Give a stream name, or --all');
    expect(usageError('events', 'subscriber-1', '--limit', '3').message).toBe('--from and --limit go with --all');
    expect(usageError('events', '--all', '--from', '-1').topic).toBe('events');
    expect(usageError('events', '--all', '--limit', 'ten').message).toContain('--limit must be a whole number');
    expect(usageError('events', '--all', '--limit', '0').message).toBe('--limit must be at least 1');
    expect(usageError('events', '--all', 'subscriber-1').message).toBe('Unexpected argument: subscriber-1');
  });
});
