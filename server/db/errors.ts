/**
 * PostgreSQL error codes as both drivers report them. Drizzle wraps the driver's error in its own
 * (DrizzleQueryError) with the original as `cause`, so both levels are looked at.
 */
function pgCode(error: unknown): { code?: string; constraint?: string; message?: string } {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        message: String(message ?? ''),
      };
    }
  }
  return {};
}

/** A unique index refused the row (23505); `constraint` narrows it to one index when given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgCode(error);
  return found.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/** The message of an error a database function raised with `code` (RAISE … USING ERRCODE), or null. */
export function raisedWith(error: unknown, code: string): string | null {
  const found = pgCode(error);
  return found.code === code ? (found.message ?? '') : null;
}
