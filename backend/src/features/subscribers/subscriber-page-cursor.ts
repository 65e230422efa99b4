import { validationError } from '../../core/errors/domain-errors.js';
import type { Cursor } from '../../core/read-model/read-model-store.port.js';

/** The orders of the admin's list: newest signup first, or a search's matches by address. */
export type PageOrder = 'subscribedAt' | 'email';

/**
 * The `nextCursor` of the admin's subscriber list: the order it belongs to and the sort value and id
 * of a page's last row, opaque to the client (base64url JSON). Keyset paging: the next page starts
 * right after that row however many pages deep, and a signup meanwhile never shifts it.
 */
export const encodePageCursor = (order: PageOrder, value: string, id: string): string =>
  Buffer.from(JSON.stringify([order, value, id]), 'utf8').toString('base64url');

const NOT_A_CURSOR = 'is not a cursor of this list';

export const decodePageCursor = (cursor: string, order: PageOrder): Cursor => {
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
