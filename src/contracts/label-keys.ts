/**
 * A closed set of keys written once, in the table of what people read for each: the keys, in the
 * table's order (for `z.enum` and the screens' lists), are read off the table, so a key cannot be
 * added to one and forgotten in the other.
 */
export function keysOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
