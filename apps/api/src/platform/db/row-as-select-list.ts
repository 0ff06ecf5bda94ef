import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One row of `table` as a SELECT list, in the table's column order, each value cast to its column's
 * type (a parameter in a SELECT list has none) and a missing one given the column's default:
 * `INSERT INTO t … SELECT <this> FROM <rows>` inserts only when `<rows>` has one, in one statement.
 */
export function rowAsSelectList<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = (row as Record<string, unknown>)[key];
    if (value === undefined && is(column.default, SQL)) return column.default;
    const given = value ?? column.default ?? null;
    return sql`${sql.param(given, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql.join(values, sql`, `);
}
