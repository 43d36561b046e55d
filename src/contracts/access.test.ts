import { describe, expect, it } from 'vitest';
import { canReach, effectivePermissions, landingFor, refusedNavigationTarget, settingsTabsFor } from './access';

describe('roles and routes (spec 6)', () => {
  it('gives role 6 the dashboard that role 5 lacks', () => {
    expect(canReach(6, 'admin/dashboard')).toBe(true);
    expect(canReach(5, 'admin/dashboard')).toBe(false);
  });
  it('gives role 8 only the companies list and company page', () => {
    expect(canReach(8, 'admin/clients')).toBe(true);
    expect(canReach(8, 'admin/settings')).toBe(false);
  });
  it('gives roles 3 and 4 dashboard, wallet and news but not the bank', () => {
    for (const role of [3, 4]) {
      expect(canReach(role, 'wallet')).toBe(true);
      expect(canReach(role, 'bank')).toBe(false);
    }
  });
  it('sends refused navigations where spec 2.5 says', () => {
    expect([1, 5, 6, 8].map(refusedNavigationTarget)).toEqual(['/admin', '/admin', '/admin', '/admin']);
    expect(refusedNavigationTarget(7)).toBe('/admin/analytics');
    expect(refusedNavigationTarget(2)).toBe('login');
    expect(refusedNavigationTarget(undefined)).toBe('login');
    expect(landingFor(4)).toBe('/dashboard');
  });
  it('grants role 2 see_balance, top_up and transfer_funds implicitly', () => {
    expect(effectivePermissions(2, [])).toEqual(['see_balance', 'top_up', 'transfer_funds']);
    expect(effectivePermissions(4, ['card_issue', 'bogus'])).toEqual(['card_issue']);
  });
  it('shows each role its settings tabs', () => {
    expect(settingsTabsFor(1)).toEqual(['compensation', 'bin-sets', 'crypto-provider', 'tariff', 'service-fee']);
    expect(settingsTabsFor(5)).toEqual(['bin-sets', 'tariff', 'service-fee']);
  });
});
