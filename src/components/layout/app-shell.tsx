import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AfterFirstPaint } from '@/src/lib/after-first-paint';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import styles from './app-shell.module.css';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { ADMIN_NAV, CLIENT_NAV } from './nav-items';
import { PartnerLinks } from './partner-links';
import { ProfilePrompt } from './profile-prompt';
import { Sidebar } from './sidebar';
import { SlidesOverlayMount } from './slides-overlay/slides-overlay-mount';
import { useBadgeCounts } from './use-badge-counts';

/** Spec 2.4: the header with the route title, the sidebar and the page area. */
export function AppShell({ area }: { area: 'client' | 'admin' }) {
  const { data: user } = useQuery(currentUserQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setMenuOpen(false), [pathname]);

  const role = roleOf(user);
  const badgeCounts = useBadgeCounts(role);
  // Stable, so the memoized sidebar and header skip the shell's re-renders (the persisted cache's restore, each
  // query's answer): each of their links re-renders otherwise, on the first screen's busiest frames (issue 20).
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const footer = useMemo(() => (area === 'client' ? <PartnerLinks role={role} /> : undefined), [area, role]);
  return (
    <div className={styles.shell} data-area={area}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Sidebar
        items={area === 'admin' ? ADMIN_NAV : CLIENT_NAV}
        role={role}
        open={menuOpen}
        onClose={closeMenu}
        badgeCounts={badgeCounts}
        footer={footer}
      />
      <div className={styles.body}>
        <Header user={user ?? null} menuOpen={menuOpen} onToggleMenu={toggleMenu} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <OfflineBanner />
          {area === 'client' && <ProfilePrompt user={user} />}
          <Outlet />
        </main>
      </div>
      {/* An overlay that opens by itself: after the page's first paint, not as part of it (issue 20). */}
      <AfterFirstPaint>
        <SlidesOverlayMount />
      </AfterFirstPaint>
    </div>
  );
}
