/**
 * What a route's search reader found, less what is unset (undefined, or text left empty): only that goes back into
 * the URL, so a default leaves no `?status=undefined` or empty `?search=` behind. 0 and false are values and stay.
 */
export function setValuesOnly<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
