import { WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { ExpectedRevision } from './event-store.port.js';

/** Revision value meaning "the stream has no event yet". */
export const NO_STREAM_REVISION = -1;

/** Returns the error to raise when `current` (-1 for a missing stream) does not satisfy `expected`, else null. */
export const checkExpectedRevision = (
  stream: string,
  expected: ExpectedRevision,
  current: number,
): WrongExpectedRevisionError | null => {
  const matches = expected === 'any' || (expected === 'no_stream' ? current === NO_STREAM_REVISION : current === expected);
  if (matches) {
    return null;
  }
  return new WrongExpectedRevisionError(stream, expected, current === NO_STREAM_REVISION ? 'no_stream' : current);
};
