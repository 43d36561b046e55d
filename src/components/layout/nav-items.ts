import type { RouteRight } from '@/src/contracts/access';

export interface NavItem {
  to: string;
  label: string;
  right: RouteRight;
  icon:
    | 'dashboard'
    | 'bank'
    | 'wallet'
    | 'team'
    | 'news'
    | 'chart'
    | 'users'
    | 'percent'
    | 'groups'
    | 'megaphone'
    | 'settings'
    | 'alert'
    | 'check';
  /** Key of the admin new-request counts that feeds this item's +count badge. */
  badge?: 'transferFunds' | 'confirmationRegistration' | 'analytics' | 'requests';
  /** Shown as this short text instead of the label (spec 2.3: analytics is shown as the letter A). */
  short?: string;
  separatorBefore?: boolean;
}

/** Spec 2.2: the client sidebar, each item shown only when the role has its right. */
export const CLIENT_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', right: 'dashboard', icon: 'dashboard' },
  { to: '/bank', label: 'Bank', right: 'bank', icon: 'bank' },
  { to: '/wallet', label: 'My wallet', right: 'wallet', icon: 'wallet' },
  { to: '/team', label: 'Team', right: 'team', icon: 'team' },
  // Issue 24: every client follows their own requests here; deciders see the pending count as its badge.
  { to: '/requests', label: 'Requests', right: 'requests', icon: 'check', badge: 'requests' },
  { to: '/news', label: 'News', right: 'news', icon: 'news' },
];

/** Spec 2.3: the admin sidebar, settings after a separator. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin/dashboard', label: 'Business metrics', right: 'admin/dashboard', icon: 'chart' },
  { to: '/admin/decline-rate', label: 'Decline rate', right: 'admin/decline-rate', icon: 'alert' },
  { to: '/admin/clients', label: 'Companies', right: 'admin/clients', icon: 'users' },
  {
    to: '/admin/transfer-funds',
    label: 'Transfer funds',
    right: 'admin/transfer-funds',
    icon: 'percent',
    badge: 'transferFunds',
  },
  {
    to: '/admin/registration-confirmation',
    label: 'Confirmation of registration',
    right: 'admin/registration-confirmation',
    icon: 'check',
    badge: 'confirmationRegistration',
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    short: 'A',
    right: 'admin/analytics',
    icon: 'chart',
    badge: 'analytics',
  },
  { to: '/admin/news', label: 'News', right: 'admin/news', icon: 'news' },
  { to: '/admin/groups', label: 'Groups', right: 'admin/groups', icon: 'groups' },
  { to: '/admin/partners', label: 'Partners & banners', right: 'admin/partners', icon: 'megaphone' },
  { to: '/admin/settings', label: 'Settings', right: 'admin/settings', icon: 'settings', separatorBefore: true },
];

/**
 * Spec 2.3: a +count badge appears on an item when its count is non-zero and the user is not already on
 * that path.
 */
export function badgeText(count: number | undefined, itemPath: string, currentPath: string): string | null {
  if (!count || count <= 0) return null;
  if (currentPath === itemPath || currentPath.startsWith(`${itemPath}/`)) return null;
  return `+${count}`;
}
