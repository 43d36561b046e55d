/**
 * A PostgreSQL array literal (`{1,2,NULL}`, `{"a \"b\"",NULL}`) sent as ONE text parameter and cast in
 * the statement (`$1::int[]`): a batch of any size then has one statement text, which stays prepared,
 * and drizzle builds one parameter per column instead of one per value. Drizzle would expand a JS array
 * into a list of parameters, and the two drivers serialize arrays differently, so the literal is made here.
 */
export function arrayLiteral(values: readonly (string | number | bigint | boolean | null | undefined)[]): string {
  const element = (value: string | number | bigint | boolean | null | undefined) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value !== 'string') return String(value);
    return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  };
  return `{${values.map(element).join(',')}}`;
}
