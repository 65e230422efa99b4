/** One error taxonomy for the whole backend; mapped to HTTP in one place (http-error.filter.ts). */
export type ErrorKind =
  | 'validation'
  | 'not_found'
  | 'illegal_state'
  | 'forbidden'
  | 'concurrency'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unauthorized'
  | 'upstream'
  | 'gone'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: { field?: string; reason?: string },
    /** For 'rate_limited': how long until a retry can succeed, sent as `Retry-After` (http-error.filter.ts). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (field: string, reason: string, message = `${field}: ${reason}`) =>
  new DomainError('validation', message, { field, reason });
export const notFound = (message: string) => new DomainError('not_found', message);
export const illegalState = (message: string) => new DomainError('illegal_state', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unsupportedMediaType = (message: string) => new DomainError('unsupported_media_type', message);
export const unauthorized = (message = 'Authentication required') => new DomainError('unauthorized', message);
export const upstreamFailure = (message: string) => new DomainError('upstream', message);
/** The request was carried out (its events are stored) but what it changed cannot be shown yet. */
export const notVisibleYet = (detail: string) =>
  new DomainError('unavailable', 'Your change was saved but cannot be shown yet; please reload in a moment', { reason: detail });
/** "1 minute", "14 minutes": how a 429 says how long to wait (rounded up to whole minutes). */
export const describeWait = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The message most limits answer with; sign-in and blog views say it their own way. */
export const tooManyRequests = (wait: string) => `Too many requests. Please try again in ${wait}.`;

/**
 * Every 429 of the app: the message names the wait in whole minutes and the answer carries the same
 * wait in seconds as `Retry-After`, so a script reads what a person reads.
 */
export const rateLimited = (retryAfterMs: number, message: (wait: string) => string = tooManyRequests) =>
  new DomainError('rate_limited', message(describeWait(retryAfterMs)), undefined, retryAfterMs);

/** Thrown by an event store when the expected revision does not match. */
export class WrongExpectedRevisionError extends DomainError {
  constructor(
    readonly stream: string,
    readonly expected: number | 'any' | 'no_stream',
    readonly actual: number | 'no_stream',
  ) {
    super('concurrency', `Stream ${stream} was changed concurrently (expected ${expected}, actual ${actual})`);
    this.name = 'WrongExpectedRevisionError';
  }
}
