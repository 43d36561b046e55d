import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@/src/contracts/access';
import { settingsControlsFor } from './settings-rights';

describe('settings tabs and controls by role (spec 6 "Settings tabs")', () => {
  it('gives role 1 every tab and the service-fee change', () => {
    expect(settingsControlsFor(1)).toEqual({
      tabs: ['compensation', 'bin-sets', 'crypto-provider', 'tariff', 'service-fee'],
      changeServiceFee: true,
    });
  });

  it('gives role 5 bin-sets, tariff and a read-only service fee', () => {
    expect(settingsControlsFor(5)).toEqual({ tabs: ['bin-sets', 'tariff', 'service-fee'], changeServiceFee: false });
  });

  it('gives role 6 what role 5 has plus the service-fee change', () => {
    expect(settingsControlsFor(6)).toEqual({ tabs: ['bin-sets', 'tariff', 'service-fee'], changeServiceFee: true });
  });

  it('gives every other role nothing', () => {
    for (const role of ROLE_IDS.filter((id) => ![1, 5, 6].includes(id))) {
      expect(settingsControlsFor(role)).toEqual({ tabs: [], changeServiceFee: false });
    }
  });
});
