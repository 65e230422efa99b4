import { validationError } from '../errors/domain-errors.js';
import type { Document, FindOptions, Where } from './read-model-store.port.js';

/*
 * Checks shared by every ReadModelStore adapter, so that both accept and refuse the same input.
 * Collection and field names end up in SQL identifiers and JSON paths, hence the narrow alphabets.
 */
const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,120}$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** MongoDB keeps the document id there, so no adapter lets a document or a query use it as a field. */
const RESERVED_FIELD = '_id';

export const assertCollectionName = (collection: string): void => {
  if (!COLLECTION_NAME.test(collection)) {
    throw validationError('collection', 'must be 1-120 letters, digits, "_", "-" or "."');
  }
};

export const assertFieldName = (field: string): void => {
  if (!FIELD_NAME.test(field) || field === RESERVED_FIELD) {
    throw validationError('field', 'must be a plain top-level field name');
  }
};

const isWhereValue = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** Checks an equality filter as the port defines it (see `Where`); `id` is the document id. */
export const assertWhere = (where: Where | undefined): void => {
  for (const [field, value] of Object.entries(where ?? {})) {
    if (field !== 'id') assertFieldName(field);
    if (!isWhereValue(value)) {
      throw validationError('where', `${field} can only be compared with a string, a finite number, a boolean or null`);
    }
  }
};

const assertCount = (name: 'limit' | 'offset', value: number | undefined): void => {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
    throw validationError(name, 'must be a whole number of 0 or more');
  }
};

/** Checks find options as the port defines them (see `FindOptions`), so every adapter refuses the same input. */
export const assertFindOptions = (options: FindOptions): void => {
  assertWhere(options.where);
  if (options.sort) {
    if (options.sort.field !== 'id') assertFieldName(options.sort.field);
    if (options.sort.direction !== 'asc' && options.sort.direction !== 'desc') {
      throw validationError('sort', 'direction must be asc or desc');
    }
  }
  assertCount('limit', options.limit);
  assertCount('offset', options.offset);
};

/**
 * Read models hold JSON documents: this is the one place that turns a document into its stored text.
 * It throws (inside the adapter's transaction, so the whole commit rolls back) on a missing id or a
 * value JSON cannot represent (bigint, cycles).
 */
export const serializeDocument = (document: Document): string => {
  if (typeof document?.id !== 'string' || document.id.length === 0) {
    throw validationError('id', 'a document needs a non-empty string id');
  }
  if (Object.hasOwn(document, RESERVED_FIELD)) {
    throw validationError('document', `${RESERVED_FIELD} is reserved for the store`);
  }
  try {
    return JSON.stringify(document);
  } catch {
    throw validationError('document', `document ${document.id} is not representable as JSON`);
  }
};
