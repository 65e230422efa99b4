import { validationError } from '../errors/domain-errors.js';
import type { Cursor } from './read-model-store.port.js';

/**
 * The `nextCursor` of an admin list served in pages (the subscribers, the contact inbox): the order
 * it belongs to and the sort value and id of a page's last row, opaque to the client (base64url
 * JSON). Keyset paging: the next page starts right after that row however many pages deep, and a
 * row added meanwhile never shifts it.
 */
export const encodePageCursor = (order: string, value: string, id: string): string => Buffer.from(JSON.stringify([order, value, id]), 'utf8').toString('base64url');

const NOT_A_CURSOR = 'is not a cursor of this list';

/** The position a cursor of `order` names; 400 for anything else (a cursor of another order or list, or made up). */
export const decodePageCursor = (cursor: string, order: string): Cursor => {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 3 || decoded[0] !== order || typeof decoded[1] !== 'string' || typeof decoded[2] !== 'string') {
    throw validationError('cursor', NOT_A_CURSOR, `cursor: ${NOT_A_CURSOR}`);
  }
  return { value: decoded[1], id: decoded[2] };
};
