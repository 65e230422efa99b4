import { APIConnectionError, APIConnectionTimeoutError, APIError, AuthenticationError, PermissionDeniedError, RateLimitError } from 'openai';
import { aiKeyRejected, aiRateLimited, aiRequestRejected, aiTimedOut, aiUnavailable } from '../ai-errors.js';
import type { AiOperation } from '../ai-writer.port.js';

/**
 * Turns an SDK error into the AI error the admin sees; anything unrecognised is a bug and is returned unchanged.
 * `elapsedMs` backs up the SDK's timeout detection: the SDK recognises its own abort by the
 * error's name only when the AbortError is an `Error` of its realm, which fails when fetch lives
 * in another realm (as under Jest's VM modules), and then reports a plain connection error.
 */
export const mapOpenAiError = (operation: AiOperation, error: unknown, timing: { timeoutMs: number; elapsedMs: number }): Error => {
  // Timeout is checked before connection errors: it is a subclass of APIConnectionError.
  if (error instanceof APIConnectionTimeoutError) return aiTimedOut(operation, timing.timeoutMs);
  if (error instanceof APIConnectionError && timing.elapsedMs >= timing.timeoutMs) return aiTimedOut(operation, timing.timeoutMs);
  if (error instanceof APIConnectionError) return aiUnavailable(operation);
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) return aiKeyRejected(operation);
  if (error instanceof RateLimitError) return aiRateLimited(operation, error.code === 'insufficient_quota');
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    return status >= 500 || status === 0 ? aiUnavailable(operation) : aiRequestRejected(operation, status);
  }
  return error instanceof Error ? error : new Error(String(error));
};
