import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The route component's side of a page that keeps its filters in the URL: the route's search params, read by
 * the page's own reader (here, in the lazily loaded component: validateSearch only types them, see typedSearch),
 * and the change the page asks for, merged into them. The change replaces the history entry: Back leaves the
 * page instead of stepping through each filter. Without a reader the page reads the params itself.
 */
export function useSearchState<T extends object>(
  read: (search: Record<string, unknown>) => T = (search) => search as T,
) {
  const search = read(useSearch({ strict: false }));
  const navigate = useNavigate();
  const onSearchChange = (next: Partial<T>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true });
  return { search, onSearchChange };
}
