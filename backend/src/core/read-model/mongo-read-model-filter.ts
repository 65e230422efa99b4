import type { Filter as MongoFilter } from 'mongodb';
import type { Cursor, Filter, FindOptions, Prefix, Range } from './read-model-store.port.js';

type StoredDocument = { _id: string } & Record<string, unknown>;
type Condition = Record<string, unknown>;

/** MongoDB keeps the document id in `_id`. */
const stored = (field: string): string => (field === 'id' ? '_id' : field);

/**
 * A plain MongoDB comparison also matches array elements (and null matches [null]); the port never
 * does, so every condition on a field other than `_id` rules arrays out.
 */
const notArray = { $not: { $type: 'array' } };

const escapeRegex = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * Range bounds compare only values of their own type in MongoDB (strings by UTF-8 bytes, which is
 * code point order; numbers whatever their BSON type), as the port says.
 */
const rangeCondition = (range: Range): Condition => {
  const bounds: Condition = {};
  for (const bound of ['gt', 'gte', 'lt', 'lte'] as const) if (range[bound] !== undefined) bounds[`$${bound}`] = range[bound];
  return { [stored(range.field)]: range.field === 'id' ? bounds : { ...bounds, ...notArray } };
};

/** An anchored, case-sensitive regular expression: matches strings only, and an index on the field serves it. */
const prefixCondition = (prefix: Prefix): Condition => {
  const pattern = { $regex: `^${escapeRegex(prefix.prefix)}` };
  return { [stored(prefix.field)]: prefix.field === 'id' ? pattern : { ...pattern, ...notArray } };
};

/**
 * Strictly after the cursor in the order { field: direction, _id: 1 }; null and missing values are
 * the lowest in MongoDB's order, so they come first ascending and last descending, as in the port.
 */
const afterCondition = (sort: NonNullable<FindOptions['sort']>, cursor: Cursor): Condition => {
  if (sort.field === 'id') return { _id: sort.direction === 'asc' ? { $gt: cursor.id } : { $lt: cursor.id } };
  const field = sort.field;
  const tie = { [field]: cursor.value, _id: { $gt: cursor.id } };
  if (cursor.value === null) return sort.direction === 'asc' ? { $or: [tie, { [field]: { $ne: null } }] } : tie;
  return sort.direction === 'asc'
    ? { $or: [{ [field]: { $gt: cursor.value } }, tie] }
    : { $or: [{ [field]: { $lt: cursor.value } }, tie, { [field]: null }] };
};

/**
 * The port's filter (and keyset cursor) as a MongoDB filter, on input already checked by
 * read-model-validation.ts. Equality alone stays one flat object; further conditions are ANDed.
 */
export const toFilter = (filter: Filter, keyset?: { sort: NonNullable<FindOptions['sort']>; after: Cursor }): MongoFilter<StoredDocument> => {
  const equality: Condition = {};
  for (const [field, value] of Object.entries(filter.where ?? {})) {
    equality[stored(field)] = field === 'id' ? { $eq: value } : { $eq: value, ...notArray };
  }
  const conditions: Condition[] = [];
  if (filter.range) conditions.push(rangeCondition(filter.range));
  if (filter.prefix) conditions.push(prefixCondition(filter.prefix));
  if (keyset) conditions.push(afterCondition(keyset.sort, keyset.after));
  if (conditions.length === 0) return equality as MongoFilter<StoredDocument>;
  return { $and: [equality, ...conditions] } as MongoFilter<StoredDocument>;
};
