import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@/src/contracts/access';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { canDecide, decisionEffect } from './payment-decisions';

const payment = (type: string, status: number) => ({
  type: { value: type, description: type },
  status: { key: '', value: status, description: '' },
});

describe('canDecide', () => {
  it('lets only role 1 accept or decline pending top-ups and withdrawals', () => {
    for (const role of ROLE_IDS) {
      expect(canDecide(role, payment('top_up', PAYMENT_STATUS.pending)), `role ${role}`).toBe(role === 1);
      expect(canDecide(role, payment('withdrawal', PAYMENT_STATUS.pending)), `role ${role}`).toBe(role === 1);
    }
  });

  it('offers nothing on decided payments or other types', () => {
    expect(canDecide(1, payment('top_up', PAYMENT_STATUS.completed))).toBe(false);
    expect(canDecide(1, payment('withdrawal', PAYMENT_STATUS.declined))).toBe(false);
    expect(canDecide(1, payment('transfer_transit_to_bin', PAYMENT_STATUS.pending))).toBe(false);
  });

  it('says what each decision does', () => {
    expect(decisionEffect('withdrawal', 'decline')).toMatch(/available .* again/);
    expect(decisionEffect('top_up', 'accept')).toMatch(/credited/);
  });
});
