import type { Document } from './read-model-store.port.js';
import { columnName, tableName } from './sqlite-read-model-query.js';

/**
 * The columns of indexed fields in the SQLite read-model store: a field some index names is also
 * written to a column of its own with every document, so its index answers conditions, sorts and
 * counts without reading the JSON body. The column holds what json_extract would give for a string,
 * a number or a boolean (1 or 0), and NULL for null, a missing field, an array or an object.
 */
export const columnValue = (value: unknown): string | number | null => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
};

/** The same, computed by SQLite from the stored body: to fill a column added to a collection that has documents. */
const columnValueSql = (field: string): string =>
  `CASE json_type(body, '$.${field}') WHEN 'true' THEN 1 WHEN 'false' THEN 0 WHEN 'array' THEN NULL WHEN 'object' THEN NULL ELSE json_extract(body, '$.${field}') END`;

export const addColumnSql = (collection: string, field: string): string[] => [
  `ALTER TABLE ${tableName(collection)} ADD COLUMN "${columnName(field)}"`,
  `UPDATE ${tableName(collection)} SET "${columnName(field)}" = ${columnValueSql(field)}`,
];

/** The upsert of a document and its indexed fields' columns. */
export const upsertSql = (collection: string, fields: readonly string[]): string => {
  const columns = ['id', 'body', ...fields.map((field) => `"${columnName(field)}"`)];
  const updates = columns.slice(1).map((column) => `${column} = excluded.${column}`);
  return `INSERT INTO ${tableName(collection)} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT(id) DO UPDATE SET ${updates.join(', ')}`;
};

export const upsertValues = (document: Document, body: string, fields: readonly string[]): (string | number | null)[] => [
  document.id,
  body,
  ...fields.map((field) => columnValue(document[field])),
];

/** The indexed fields of a table, from its columns (another process may have added some). */
export const indexedFieldsOf = (tableColumns: readonly string[]): string[] =>
  tableColumns.filter((column) => column.startsWith('f_')).map((column) => column.slice(2));
