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
