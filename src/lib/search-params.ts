/*
 * Search-param readers for route files. Route options (unlike route components) load with the first
 * screen, so they stay free of the schema library; bad values are dropped rather than failing the page.
 */

export const optionalText =
  (max: number) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

export const optionalOneOf =
  <const T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The route option for a page whose search params are read in its (lazily loaded) component: the option
 * only types them (name the reader in a type, `typedSearch<ReturnType<typeof read>>()`), so the reader and
 * what it imports stay off the first screen.
 */
export const typedSearch =
  <T>() =>
  (search: Record<string, unknown>): T =>
    search as T;

/** A whole number from min to max, whether the URL gave a string or the router already parsed a number. */
export const wholeNumberIn = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

/** A list's page past the first: page 1 is the default, so it stays out of the URL. */
export const pagePastFirst = (value: unknown): number | undefined => {
  const page = wholeNumberIn(value, 1, 100_000);
  return page !== undefined && page > 1 ? page : undefined;
};
