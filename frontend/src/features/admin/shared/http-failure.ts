import { ApiError } from '../../../lib/api-client';

/**
 * The message of a failed call as section 8 shows it beside a failure's title (news analysis, the
 * contact inbox's reply and compose): the HTTP error, "<status>: <message>" (section 7's form), with
 * the server's own message when its body has one rather than the raw JSON.
 */
export const httpFailure = (error: unknown): string => {
  if (error instanceof ApiError) return error.serverMessage ? `${error.status}: ${error.serverMessage}` : error.message;
  return error instanceof Error ? error.message : String(error);
};
