import { validationError } from '../errors/domain-errors.js';
import type { Document } from './read-model-store.port.js';

/*
 * Checks shared by every ReadModelStore adapter, so that both accept and refuse the same input.
 * Collection and field names end up in SQL identifiers and JSON paths, hence the narrow alphabets.
 */
const COLLECTION_NAME = /^[A-Za-z0-9_.-]{1,120}$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const assertCollectionName = (collection: string): void => {
  if (!COLLECTION_NAME.test(collection)) {
    throw validationError('collection', 'must be 1-120 letters, digits, "_", "-" or "."');
  }
};

export const assertFieldName = (field: string): void => {
  if (!FIELD_NAME.test(field)) {
    throw validationError('field', 'must be a plain top-level field name');
  }
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
  try {
    return JSON.stringify(document);
  } catch {
    throw validationError('document', `document ${document.id} is not representable as JSON`);
  }
};
