import { useCallback, useState } from 'react';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Spec 9: page sizes are stored per table. */
export const pageSizeKey = (tableId: string) => `table:${tableId}:pageSize`;

/** The remembered page size of a table, or the fallback when none (or one no longer offered) is stored. */
export function readPageSize(
  tableId: string,
  fallback: number = DEFAULT_PAGE_SIZE,
  options: readonly number[] = PAGE_SIZE_OPTIONS,
): number {
  const usable = options.includes(fallback) ? fallback : (options[0] ?? fallback);
  try {
    const stored = Number(window.localStorage.getItem(pageSizeKey(tableId)));
    return options.includes(stored) ? stored : usable;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the table still works, it just forgets.
    return usable;
  }
}

export function savePageSize(tableId: string, size: number) {
  try {
    window.localStorage.setItem(pageSizeKey(tableId), String(size));
  } catch {
    // See readPageSize.
  }
}

/** For pages that fetch one page at a time: start from the remembered size and remember changes. */
export function usePageSize(
  tableId: string,
  fallback: number = DEFAULT_PAGE_SIZE,
  options: readonly number[] = PAGE_SIZE_OPTIONS,
) {
  const [size, setSize] = useState(() => readPageSize(tableId, fallback, options));
  const change = useCallback(
    (next: number) => {
      savePageSize(tableId, next);
      setSize(next);
    },
    [tableId],
  );
  return [size, change] as const;
}
