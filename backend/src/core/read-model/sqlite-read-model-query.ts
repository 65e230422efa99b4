import { createHash } from 'node:crypto';
import type { Cursor, Filter, FindOptions, IndexKey, Prefix, Range, Where } from './read-model-store.port.js';
import { prefixUpperBound } from './read-model-validation.js';

/*
 * The SQL of the SQLite read-model store, for input already checked by read-model-validation.ts.
 *
 * A field is read from the JSON body with json_extract and a literal path (field names are plain
 * identifiers, checked before they get here). A field that some index names also has a column of its
 * own (`f_<field>`, written with every document, see sqlite-indexed-columns.ts) holding its value when it
 * is a string or a number (a boolean as 1 or 0), else NULL: conditions, sorts and counts on it read the
 * column and its index, without touching the body. SQLite does not keep expression indexes covering in
 * practice (it evaluates json_extract again for every entry), which makes counting 100,000 matches
 * cost a hundred times what the column's index costs.
 */

export type SqlValue = string | number;
export type SqlParts = { conditions: string[]; parameters: SqlValue[] };
/** One statement of a find; a keyset page may need two (the values, then the NULLs the sort puts after them). */
export type SqlQuery = { sql: string; parameters: SqlValue[] };

export const TABLE_PREFIX = 'doc__';
export const tableName = (collection: string): string => `"${TABLE_PREFIX}${collection}"`;
export const tableNameUnquoted = (collection: string): string => `${TABLE_PREFIX}${collection}`;
export const columnName = (field: string): string => `f_${field}`;

const jsonValue = (field: string): string => `json_extract(body, '$.${field}')`;
const jsonType = (field: string): string => `json_type(body, '$.${field}')`;

/** How a collection's fields are read: from their column where an index gave them one, else from the body. */
export class FieldAccess {
  constructor(private readonly columns: ReadonlySet<string>) {}

  hasColumn(field: string): boolean {
    return field !== 'id' && this.columns.has(field);
  }

  /** The field's value as SQL: the id, its column, or json_extract (which gives arrays and objects as JSON text). */
  value(field: string): string {
    if (field === 'id') return 'id';
    return this.hasColumn(field) ? `"${columnName(field)}"` : jsonValue(field);
  }
}

/**
 * Equality as the port defines it (see `Where`). Both the column and json_extract give a string as
 * text and a number as a number, so the comparison alone is exact for them, except that true and
 * false read as 1 and 0, and json_extract gives an array or object as text starting with '[' or '{':
 * the json_type check rules those overlaps out.
 */
const equality = (fields: FieldAccess, field: string, value: string | number | boolean | null, parts: SqlParts): void => {
  if (field === 'id') {
    // Ids are strings: any other value matches nothing (types are respected, as for every field).
    parts.conditions.push(typeof value === 'string' ? 'id = ?' : '0');
    if (typeof value === 'string') parts.parameters.push(value);
    return;
  }
  const expression = fields.value(field);
  const column = fields.hasColumn(field);
  if (value === null) {
    parts.conditions.push(column ? `${expression} IS NULL AND ${jsonValue(field)} IS NULL` : `${expression} IS NULL`);
    return;
  }
  parts.parameters.push(typeof value === 'boolean' ? Number(value) : value);
  if (typeof value === 'boolean') {
    parts.conditions.push(`${expression} = ? AND ${jsonType(field)} = '${value ? 'true' : 'false'}'`);
  } else if (typeof value === 'number') {
    const couldBeBoolean = value === 0 || value === 1;
    parts.conditions.push(couldBeBoolean ? `${expression} = ? AND ${jsonType(field)} IN ('integer', 'real')` : `${expression} = ?`);
  } else {
    const couldBeContainer = !column && (value.startsWith('[') || value.startsWith('{'));
    parts.conditions.push(couldBeContainer ? `${expression} = ? AND ${jsonType(field)} = 'text'` : `${expression} = ?`);
  }
};

/** Only values of the bounds' type match: a string bound never meets a number, an array or a boolean. */
const typeGuard = (fields: FieldAccess, field: string, kind: 'string' | 'number'): string | null => {
  if (field === 'id') return kind === 'string' ? null : '0';
  if (!fields.hasColumn(field)) return kind === 'string' ? `${jsonType(field)} = 'text'` : `${jsonType(field)} IN ('integer', 'real')`;
  // The column holds strings and numbers (booleans as 1 and 0), never arrays or objects.
  return kind === 'string' ? `typeof(${fields.value(field)}) = 'text'` : `${jsonType(field)} IN ('integer', 'real')`;
};

const OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const range = (fields: FieldAccess, condition: Range, parts: SqlParts): void => {
  const expression = fields.value(condition.field);
  let kind: 'string' | 'number' = 'string';
  for (const bound of ['gt', 'gte', 'lt', 'lte'] as const) {
    const value = condition[bound];
    if (value === undefined) continue;
    kind = typeof value === 'number' ? 'number' : 'string';
    parts.conditions.push(`${expression} ${OPERATORS[bound]} ?`);
    parts.parameters.push(value);
  }
  const guard = typeGuard(fields, condition.field, kind);
  if (guard) parts.conditions.push(guard);
};

/**
 * A prefix is the range [prefix, its upper bound): an index on the field serves it. A text lower bound
 * already leaves numbers out (SQLite orders every number before any text); only json_extract's JSON text
 * of an array or object could fall in the range, for a prefix that starts like one.
 */
const prefix = (fields: FieldAccess, condition: Prefix, parts: SqlParts): void => {
  const expression = fields.value(condition.field);
  parts.conditions.push(`${expression} >= ?`);
  parts.parameters.push(condition.prefix);
  const upper = prefixUpperBound(condition.prefix);
  if (upper === null) {
    parts.conditions.push(`substr(${expression}, 1, ?) = ?`);
    parts.parameters.push([...condition.prefix].length, condition.prefix);
  } else {
    parts.conditions.push(`${expression} < ?`);
    parts.parameters.push(upper);
  }
  const looksLikeContainer = condition.prefix === '' || condition.prefix.startsWith('[') || condition.prefix.startsWith('{');
  if (condition.field !== 'id' && !fields.hasColumn(condition.field) && looksLikeContainer) parts.conditions.push(`${jsonType(condition.field)} = 'text'`);
};

export const filterParts = (fields: FieldAccess, filter: Filter): SqlParts => {
  const parts: SqlParts = { conditions: [], parameters: [] };
  for (const [field, value] of Object.entries(filter.where ?? ({} as Where))) equality(fields, field, value, parts);
  if (filter.range) range(fields, filter.range, parts);
  if (filter.prefix) prefix(fields, filter.prefix, parts);
  return parts;
};

const withCondition = (parts: SqlParts, condition: string, ...parameters: SqlValue[]): SqlParts => ({
  conditions: [...parts.conditions, condition],
  parameters: [...parts.parameters, ...parameters],
});

const whereSql = ({ conditions }: SqlParts): string => (conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '');

const orderSql = (fields: FieldAccess, sort: NonNullable<FindOptions['sort']>): string => {
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  return sort.field === 'id' ? ` ORDER BY id ${direction}` : ` ORDER BY ${fields.value(sort.field)} ${direction}, id ASC`;
};

/**
 * The statements of a page after a cursor, in the order `ORDER BY field direction, id ASC`, where NULL
 * sorts first ascending and last descending. Each is a plain range on the sort field (the redundant
 * `field <= value` lets an index seek to the cursor), and the NULLs, which a range cannot reach, come
 * in a statement of their own where the sort puts them.
 */
type Segment = { parts: SqlParts; byIdOnly: boolean };

const afterCursor = (fields: FieldAccess, parts: SqlParts, sort: NonNullable<FindOptions['sort']>, cursor: Cursor): Segment[] => {
  const sorted = (condition: string, ...parameters: SqlValue[]): Segment => ({ parts: withCondition(parts, condition, ...parameters), byIdOnly: false });
  if (sort.field === 'id') return [sorted(sort.direction === 'asc' ? 'id > ?' : 'id < ?', cursor.id)];
  const value = fields.value(sort.field);
  // The NULLs of a sorted field all tie: their order is by id.
  const nullsAfter: Segment = { parts: withCondition(parts, `${value} IS NULL AND id > ?`, cursor.id), byIdOnly: true };
  if (cursor.value === null) return sort.direction === 'asc' ? [nullsAfter, sorted(`${value} IS NOT NULL`)] : [nullsAfter];
  const v = cursor.value;
  if (sort.direction === 'asc') return [sorted(`${value} >= ? AND (${value} > ? OR id > ?)`, v, v, cursor.id)];
  return [sorted(`${value} <= ? AND (${value} < ? OR id > ?)`, v, v, cursor.id), { parts: withCondition(parts, `${value} IS NULL`), byIdOnly: true }];
};

/** The statements of a find, run in order until the limit is reached (LIMIT and OFFSET are added by the caller). */
export const selectQueries = (collection: string, fields: FieldAccess, options: FindOptions): SqlQuery[] => {
  const parts = filterParts(fields, options);
  const segments: Segment[] = options.sort && options.after ? afterCursor(fields, parts, options.sort, options.after) : [{ parts, byIdOnly: false }];
  return segments.map(({ parts: segment, byIdOnly }) => {
    const order = !options.sort ? '' : byIdOnly ? ' ORDER BY id ASC' : orderSql(fields, options.sort);
    return { sql: `SELECT body FROM ${tableName(collection)}${whereSql(segment)}${order}`, parameters: segment.parameters };
  });
};

export const countQuery = (collection: string, fields: FieldAccess, filter: Filter): SqlQuery => {
  const parts = filterParts(fields, filter);
  return { sql: `SELECT count(*) FROM ${tableName(collection)}${whereSql(parts)}`, parameters: parts.parameters };
};

/** Named after its keys, so asking again for the same index is a no-op. Ties by id, as every sort. */
export const createIndexSql = (collection: string, fields: FieldAccess, keys: readonly IndexKey[]): string => {
  const columns = keys.map((key) => `${fields.value(key.field)}${key.direction === 'desc' ? ' DESC' : ''}`);
  if (!keys.some((key) => key.field === 'id')) columns.push('id');
  const name = createHash('sha256').update(`${collection}\n${columns.join(',')}`).digest('hex').slice(0, 16);
  return `CREATE INDEX IF NOT EXISTS "ix__${collection}__${name}" ON ${tableName(collection)} (${columns.join(', ')})`;
};
