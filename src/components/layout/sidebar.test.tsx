import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE } from '@/src/contracts/access';
import { CLIENT_NAV } from './nav-items';
import { Sidebar } from './sidebar';

/**
 * jsdom has no matchMedia: this one answers every query with the width the test sets (true: a phone's). Its lists
 * read `phone` when asked, since useMediaQuery keeps each query's list.
 */
let phone = false;
function setWidthMatches(matches: boolean) {
  phone = matches;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return phone;
      },
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** The sidebar on a router at /dashboard; `setOpen` opens and closes the drawer as the shell's menu button does. */
function renderSidebar() {
  let setOpen: (next: boolean) => void = () => undefined;
  function Shell() {
    const [open, set] = useState(false);
    setOpen = set;
    return (
      <Sidebar
        items={CLIENT_NAV}
        role={ROLE.owner}
        open={open}
        onClose={() => set(false)}
        badgeCounts={{}}
        footer={<p>Support</p>}
      />
    );
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Shell }),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
  return { setOpen: (next: boolean) => act(() => setOpen(next)) };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('Sidebar: a phone renders the closed drawer’s links when it first opens (issue 20)', () => {
  it('at a desk width shows every link and the footer at once', async () => {
    setWidthMatches(false);
    renderSidebar();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(1);
    expect(screen.getByText('Support')).toBeTruthy();
  });

  it('on a phone renders no link until the drawer opens, then keeps them once closed', async () => {
    setWidthMatches(true);
    const { setOpen } = renderSidebar();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Support')).toBeNull();
    setOpen(true);
    expect(await screen.findByRole('link', { name: 'Bank' })).toBeTruthy();
    expect(screen.getByText('Support')).toBeTruthy();
    setOpen(false);
    expect(screen.getByRole('link', { name: 'Bank' })).toBeTruthy();
  });
});
