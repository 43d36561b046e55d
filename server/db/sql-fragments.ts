import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Pieces of SQL the queries build the same way, written once.

/** Values bound one by one and comma-separated, for `in (…)` in raw SQL; an empty list is the caller's to avoid. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The `set` of an upsert that keeps these columns of the row that was refused (`excluded.<column>`):
 * the values just written win over the stored ones.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`])) as Record<
    K,
    SQL
  >;
}
