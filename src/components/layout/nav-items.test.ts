import { describe, expect, it } from 'vitest';
import { canReach } from '@/src/contracts/access';
import { ADMIN_NAV, CLIENT_NAV, badgeText } from './nav-items';

describe('sidebar', () => {
  it('shows role 4 only dashboard, wallet, their requests and news', () => {
    expect(CLIENT_NAV.filter((i) => canReach(4, i.right)).map((i) => i.to)).toEqual([
      '/dashboard',
      '/wallet',
      '/requests',
      '/news',
    ]);
  });
  it('shows role 2 every client item', () => {
    expect(CLIENT_NAV.filter((i) => canReach(2, i.right))).toHaveLength(6);
  });
  it('shows role 8 only companies and role 7 analytics, news, partners', () => {
    expect(ADMIN_NAV.filter((i) => canReach(8, i.right)).map((i) => i.to)).toEqual(['/admin/clients']);
    expect(ADMIN_NAV.filter((i) => canReach(7, i.right)).map((i) => i.to)).toEqual([
      '/admin/analytics',
      '/admin/news',
      '/admin/partners',
    ]);
  });
  it('badges a non-zero count unless the user is on that path', () => {
    expect(badgeText(3, '/admin/transfer-funds', '/admin/clients')).toBe('+3');
    expect(badgeText(3, '/admin/transfer-funds', '/admin/transfer-funds')).toBeNull();
    expect(badgeText(0, '/admin/transfer-funds', '/admin/clients')).toBeNull();
  });
});
