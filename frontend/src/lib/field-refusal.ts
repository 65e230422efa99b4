import { ApiError } from './api-client';

/** How the visitor forms ask for a valid address, on the client's check and on the server's refusal alike. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/**
 * The API's reason for a field ("must be a valid email address", "is required", "must be at most
 * 500 characters") as a sentence a visitor reads beside it, without the API's "field: " prefix.
 */
const sentenceFor = (label: string, reason: string): string => {
  if (reason === 'must be a valid email address') return INVALID_EMAIL_MESSAGE;
  if (reason === 'is required' || reason === 'must not be empty') return `Please enter your ${label.toLowerCase()}.`;
  return `${label} ${reason}.`;
};

/**
 * A 400 naming one of a form's fields (`labels`, by the API's names): that field, and what to show
 * beside it. A nested name (`interests.0`) is its field's. Null for any other failure, and for a
 * field the form does not show, which only the form's toast reports.
 */
export const refusedField = <Field extends string>(error: unknown, labels: Record<Field, string>): { field: Field; message: string } | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const named = error.serverField?.split('.')[0];
  if (!named || !Object.hasOwn(labels, named)) return null;
  const field = named as Field;
  // The reason alone; older answers (and the whole-input ones) may still carry the "field: " prefix.
  const reason = (error.serverReason ?? error.serverMessage ?? '').replace(new RegExp(`^${named}(\\.[\\w.]+)?: `), '');
  return { field, message: sentenceFor(labels[field], reason) };
};
