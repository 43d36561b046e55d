import { formatDate, isoOf, type DateInput } from '@/src/lib/dates';

/** A date in the user's timezone, with the instant machine-readable for assistive tech and tests. */
export function DateTime({ value, pattern }: { value: DateInput; pattern?: string }) {
  return <time dateTime={isoOf(value)}>{formatDate(value, pattern)}</time>;
}

/** An empty value: a dash to the eye, "none" to a screen reader. */
export function None() {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="visually-hidden">none</span>
    </>
  );
}
