import { DomainError, type ErrorKind } from '../../core/errors/domain-errors.js';
import type { AiOperation } from './ai-writer.port.js';

/** What went wrong when talking to the AI service; kept for the HTTP layer and for logs. */
export type AiFailure = 'key_rejected' | 'rate_limited' | 'timeout' | 'malformed_output' | 'request_rejected' | 'unavailable';

/** The first sentence of every message, so the admin sees which action failed. */
const operationFailure: Record<AiOperation, string> = {
  generateBlogPost: 'Failed to generate blog post.',
  enhanceTools: 'Failed to enhance tools data.',
  writeEmail: 'Failed to write the email.',
  analyzeNews: 'Failed to analyze news.',
  generateImage: 'Failed to generate image.',
};

/**
 * A failure of the AI service is an upstream failure (502), never the caller's mistake. A refused key
 * is a server configuration problem, not the admin's session, so it must not be 'unauthorized'
 * (the frontend treats a 401 as "signed out"). `failure` keeps the precise cause.
 */
const kindByFailure: Record<AiFailure, ErrorKind> = {
  key_rejected: 'upstream',
  rate_limited: 'rate_limited',
  timeout: 'upstream',
  malformed_output: 'upstream',
  request_rejected: 'upstream',
  unavailable: 'upstream',
};

export class AiWriterError extends DomainError {
  constructor(
    readonly operation: AiOperation,
    readonly failure: AiFailure,
    explanation: string,
    retryAfterMs?: number,
  ) {
    super(kindByFailure[failure], `${operationFailure[operation]} ${explanation}`, { reason: failure }, retryAfterMs);
    this.name = 'AiWriterError';
  }
}

export const aiKeyRejected = (operation: AiOperation) =>
  new AiWriterError(operation, 'key_rejected', 'Please check OpenAI API key.');

/** OpenAI answers 429 both for request bursts and for an exhausted quota; the admin's fix differs. */
export const aiRateLimited = (operation: AiOperation, quotaExhausted = false) =>
  new AiWriterError(
    operation,
    'rate_limited',
    quotaExhausted ? 'The OpenAI quota for this key is used up; check the account billing.' : 'OpenAI is rate limiting requests; please try again in a minute.',
    // "In a minute"; a used-up quota has no known end, and a minute is when trying again costs nothing.
    60_000,
  );

export const aiTimedOut = (operation: AiOperation, timeoutMs: number) =>
  new AiWriterError(operation, 'timeout', `OpenAI did not answer within ${formatDuration(timeoutMs)}; please try again.`);

export const aiMalformedOutput = (operation: AiOperation, reason: string) =>
  new AiWriterError(operation, 'malformed_output', `The AI answer could not be used: ${reason}.`);

export const aiRequestRejected = (operation: AiOperation, status: number) =>
  new AiWriterError(operation, 'request_rejected', `OpenAI rejected the request (HTTP ${status}); check the configured model names.`);

export const aiUnavailable = (operation: AiOperation) =>
  new AiWriterError(operation, 'unavailable', 'OpenAI could not be reached; please try again later.');

const formatDuration = (milliseconds: number): string =>
  milliseconds >= 1000 ? `${Math.round(milliseconds / 100) / 10} s` : `${milliseconds} ms`;
