import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorBody } from '../../contract/define-route.js';
import { DomainError, type ErrorKind } from '../errors/domain-errors.js';
import { UnreadableEventError } from '../events/unreadable-event.error.js';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  illegal_state: 409,
  concurrency: 412,
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
};

/** A 429 that did not say how long to wait (none of ours): a minute, what a person would try. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** `Retry-After` in whole seconds, rounded up: never earlier than the minutes the message names. */
const retryAfterSeconds = (exception: unknown): string =>
  String(Math.max(1, Math.ceil(((exception instanceof DomainError ? exception.retryAfterMs : undefined) ?? DEFAULT_RETRY_AFTER_MS) / 1000)));

/** Errors raised by Express' body parser (and our checks before it parses) before any controller runs. */
type BodyParserError = Error & { type?: string; status?: number };

/** body-parser's errors are http-errors: a `type` naming the failure, or at least a 4xx `status` (a broken gzip stream). */
const isBodyParserError = (error: unknown): error is BodyParserError =>
  error instanceof Error &&
  !(error instanceof HttpException) &&
  (typeof (error as { type?: unknown }).type === 'string' || typeof (error as { status?: unknown }).status === 'number');

/**
 * Nest wraps a body-parser error in an HttpException whose message is the parser's own text; the
 * original, with its `type`, is the exception's cause. Either way it is answered from `type`, in words
 * this API documents, never in the parser's.
 */
const bodyParserErrorOf = (exception: unknown): BodyParserError | null => {
  if (isBodyParserError(exception)) return exception;
  if (exception instanceof HttpException && isBodyParserError(exception.cause)) return exception.cause;
  return null;
};

const fromBodyParser = (error: BodyParserError): [number, ErrorBody] | null => {
  switch (error.type) {
    case 'entity.too.large':
      return [413, { error: 'Request body is too large' }];
    case 'entity.parse.failed':
      return [400, { error: 'Request body is not valid JSON' }];
    case 'entity.too.deep':
      return [400, { error: 'Request body is nested too deeply' }];
    case 'entity.not.object':
      return [400, { error: 'body: must be a JSON object', field: 'body', reason: 'must be a JSON object' }];
    case 'encoding.unsupported':
      return [415, { error: 'Compressed request bodies are not accepted here' }];
    case 'charset.unsupported':
    case 'content-type.unsupported':
      return [415, { error: 'Request body must be UTF-8 JSON' }];
    default:
      return typeof error.status === 'number' && error.status >= 400 && error.status < 500
        ? [error.status, { error: 'Malformed request' }]
        : null;
  }
};

/** The one place where errors become HTTP answers: `{ error, field?, reason? }`, never a stack. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.describe(exception);
    if (status >= 500) {
      // Only the error's own text: messages are built by our code and never contain personal data.
      // An expected failure (the AI service down, a read model behind) needs one line; the unexpected, its stack.
      // A stored event that cannot be read is found in the data, not the code: one line says which and why.
      if (exception instanceof DomainError) this.logger.warn(`${exception.kind}: ${exception.message}`);
      else if (exception instanceof UnreadableEventError) this.logger.error(exception.message);
      else this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) return;
    if (status === 429) response.setHeader('Retry-After', retryAfterSeconds(exception));
    response.status(status).json(body);
  }

  private describe(exception: unknown): [number, ErrorBody] {
    if (exception instanceof DomainError) {
      return [STATUS_BY_KIND[exception.kind], { error: exception.message, ...exception.details }];
    }
    const parserError = bodyParserErrorOf(exception);
    const parserAnswer = parserError ? fromBodyParser(parserError) : null;
    if (parserAnswer) return parserAnswer;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const message = typeof answer === 'string' ? answer : ((answer as { message?: unknown }).message ?? exception.message);
      const text = Array.isArray(message) ? message.join('; ') : String(message);
      return [status, { error: status === 404 ? 'Not found' : text }];
    }
    return [500, { error: 'Internal server error' }];
  }
}
