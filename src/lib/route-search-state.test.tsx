import { fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { useSearchState } from './route-search-state';

interface ListSearch {
  status?: string;
  page?: number;
}

/** A page's reader as the features write them: known keys kept, anything else dropped. */
const readListSearch = (search: Record<string, unknown>): ListSearch => ({
  status: typeof search.status === 'string' ? search.status : undefined,
  page: typeof search.page === 'number' ? search.page : undefined,
});

function ListPage({
  search,
  onSearchChange,
}: {
  search: ListSearch;
  onSearchChange: (next: Partial<ListSearch>) => void;
}) {
  return (
    <>
      <output>{JSON.stringify(search)}</output>
      <button onClick={() => onSearchChange({ page: 2 })}>Next page</button>
    </>
  );
}

/** A router on memory history at `url`, with the list route whose component passes the hook to the page. */
function renderList(url: string, read?: (search: Record<string, unknown>) => ListSearch) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    component: () => <ListPage {...useSearchState(read)} />,
  });
  const history = createMemoryHistory({ initialEntries: ['/start', url] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  render(<RouterProvider router={router} />);
  return { router, history };
}

describe('useSearchState: a list page reads its URL filters and merges a change into them', () => {
  it('passes the search through the page reader', async () => {
    renderList('/list?status=open&stray=1', readListSearch);
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({ status: 'open' });
  });

  it('without a reader passes the search as it is', async () => {
    renderList('/list?status=open&stray=1');
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({ status: 'open', stray: 1 });
  });

  it('merges the change into the search and replaces the history entry, so Back leaves the page', async () => {
    const { router, history } = renderList('/list?status=open', readListSearch);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText(JSON.stringify({ status: 'open', page: 2 }));
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toEqual({ status: 'open', page: 2 });
    expect(history.length).toBe(2);
    history.back();
    expect(history.location.pathname).toBe('/start');
  });
});
