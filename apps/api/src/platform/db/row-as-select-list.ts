import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One row of `table` as a SELECT list, in the table's column order, each value cast to its column's
 * type (a parameter in a SELECT list has none) and a missing one given the column's default:
 * `INSERT INTO t … SELECT <this> FROM <rows>` inserts only when `<rows>` has one, in one statement.
 */
export function rowAsSelectList<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const given = (row as Record<string, unknown>)[key];
    const value = given === undefined && column.defaultFn ? column.defaultFn() : given;
    if (is(value, SQL)) return value;
    if (value === undefined && is(column.default, SQL)) return column.default;
    return sql`${sql.param(value ?? column.default ?? null, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql.join(values, sql`, `);
}
