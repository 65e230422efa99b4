import { validationError } from '../errors/domain-errors.js';
import type { Cursor, Document, Filter, FindOptions, IndexKey, Prefix, Range, Where } from './read-model-store.port.js';

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

const RANGE_BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;

const isBound = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** Checks a range as the port defines it (see `Range`): at least one bound, all strings or all finite numbers. */
export const assertRange = (range: Range | undefined): void => {
  if (range === undefined) return;
  if (range.field !== 'id') assertFieldName(range.field);
  const bounds = RANGE_BOUNDS.map((name) => range[name]).filter((bound) => bound !== undefined);
  if (bounds.length === 0) throw validationError('range', 'needs at least one bound');
  if (!bounds.every(isBound)) throw validationError('range', 'bounds must be strings or finite numbers');
  if (new Set(bounds.map((bound) => typeof bound)).size > 1) throw validationError('range', 'bounds must all be strings or all be numbers');
};

export const assertPrefix = (prefix: Prefix | undefined): void => {
  if (prefix === undefined) return;
  if (prefix.field !== 'id') assertFieldName(prefix.field);
  if (typeof prefix.prefix !== 'string') throw validationError('prefix', 'must be a string');
};

/** Checks the conditions of a find or count (see `Filter`). */
export const assertFilter = (filter: Filter | undefined): void => {
  assertWhere(filter?.where);
  assertRange(filter?.range);
  assertPrefix(filter?.prefix);
};

const assertCursor = (options: FindOptions, after: Cursor): void => {
  if (!options.sort) throw validationError('after', 'needs a sort');
  if (options.offset !== undefined) throw validationError('after', 'cannot be combined with offset');
  if (typeof after.id !== 'string') throw validationError('after', 'id must be a string');
  if (!(after.value === null || isBound(after.value))) throw validationError('after', 'value must be a string, a finite number or null');
};

export const assertIndexKeys = (keys: readonly IndexKey[]): void => {
  if (keys.length === 0) throw validationError('index', 'needs at least one key');
  for (const key of keys) {
    if (key.field !== 'id') assertFieldName(key.field);
    if (key.direction !== undefined && key.direction !== 'asc' && key.direction !== 'desc') throw validationError('index', 'direction must be asc or desc');
  }
};

/**
 * The least string greater than every string that starts with `prefix`, by code point: the prefix
 * with its last code point raised by one. Null when there is none (an empty prefix, or one ending in
 * the last code point), in which case an adapter checks the prefix itself.
 */
export const prefixUpperBound = (prefix: string): string | null => {
  const codePoints = [...prefix];
  const last = codePoints.pop();
  if (last === undefined) return null;
  let next = (last.codePointAt(0) as number) + 1;
  // Surrogates are not characters: the code point after U+D7FF is U+E000.
  if (next === 0xd800) next = 0xe000;
  if (next > 0x10ffff) return null;
  return codePoints.join('') + String.fromCodePoint(next);
};

const assertCount = (name: 'limit' | 'offset', value: number | undefined): void => {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
    throw validationError(name, 'must be a whole number of 0 or more');
  }
};

/** Checks find options as the port defines them (see `FindOptions`), so every adapter refuses the same input. */
export const assertFindOptions = (options: FindOptions): void => {
  assertFilter(options);
  if (options.sort) {
    if (options.sort.field !== 'id') assertFieldName(options.sort.field);
    if (options.sort.direction !== 'asc' && options.sort.direction !== 'desc') {
      throw validationError('sort', 'direction must be asc or desc');
    }
  }
  assertCount('limit', options.limit);
  assertCount('offset', options.offset);
  if (options.after !== undefined) assertCursor(options, options.after);
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
