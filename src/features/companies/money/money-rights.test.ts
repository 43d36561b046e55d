import { describe, expect, it } from 'vitest';
import { companyMoneyControls } from './money-rights';

describe('companyMoneyControls (spec 6 company page)', () => {
  it('gives roles 1 and 6 top-up, transfer and BIN-account history; role 5 tariffs but not those', () => {
    for (const role of [1, 6] as const) {
      expect(companyMoneyControls(role, [])).toMatchObject({
        balances: true,
        topUp: true,
        transfer: true,
        selectTariff: true,
        binAccountHistory: true,
      });
    }
    expect(companyMoneyControls(5, [])).toMatchObject({
      balances: true,
      topUp: false,
      transfer: false,
      selectTariff: true,
      binAccountHistory: false,
    });
  });

  it('needs admin_withdrawal for a withdrawal, on top of the role', () => {
    expect(companyMoneyControls(1, []).withdrawal).toBe(false);
    expect(companyMoneyControls(1, ['admin_withdrawal']).withdrawal).toBe(true);
    expect(companyMoneyControls(5, ['admin_withdrawal']).withdrawal).toBe(true);
    expect(companyMoneyControls(8, ['admin_withdrawal']).withdrawal).toBe(false);
  });

  it('shows role 8 and client roles no money controls', () => {
    for (const role of [2, 3, 4, 7, 8] as const) {
      expect(
        Object.values(companyMoneyControls(role, ['admin_withdrawal', 'top_up'])).some(Boolean),
        `role ${role}`,
      ).toBe(false);
    }
  });
});
